import Testing

@testable import PieGeometry

struct TextShorteningTests {
    /// A cut with nothing after its ellipsis ends before a bracket it would leave open, when asked
    /// (a legend's names); one whose kept end closes the bracket keeps it open before the ellipsis;
    /// a label's cut is as it was.
    @Test func aBracketIsOpenedOnlyWhereTheKeptEndClosesIt() {
        let shortening = TextShortening(measurer: FixedSizeMeasurer(), role: .legend, dropsOpenBrackets: true)
        #expect(shortening.shortened("Other (54)", toWidth: 80) == "Other…")
        #expect(shortening.shortened("카페라떼 (레귤러)", toWidth: 70) == "카페라떼…")
        #expect(
            shortening.shortened("Latte (Iced Large)", before: "Large)", toWidth: 140, keeping: 3) == "Latte (…Large)")
        #expect(shortening.shortened("Juice (Mango)", toWidth: 130) == nil, "it fits whole")
        let label = TextShortening(measurer: FixedSizeMeasurer(), role: .sliceLabel)
        #expect(label.shortened("Other (54)", toWidth: 80) == "Other (…")
    }
}
