import Testing

@testable import PieGeometry

struct TextShorteningTests {
    /// A legend's cut with nothing after its ellipsis ends before a bracket it would leave open
    /// (`trimmingDanglingOpeners`, taken by `LegendNameCutting`); a cut whose kept end closes the
    /// bracket keeps it open before the ellipsis; a label's cut is as it was.
    @Test func aBracketIsOpenedOnlyWhereTheKeptEndClosesIt() {
        let shortening = TextShortening(measurer: FixedSizeMeasurer(), role: .legend)
        let legend = LegendNameCutting(measurer: FixedSizeMeasurer(), names: ["Other (54)", "카페라떼 (레귤러)"])
        #expect(legend.cut(toWidth: 80)?.first == "Other…")
        #expect(legend.cut(toWidth: 70)?.last == "카페라떼…")
        #expect(
            "Other (「".trimmingDanglingOpeners == "Other" && "Juice (Mango)".trimmingDanglingOpeners == "Juice (Mango)")
        #expect(
            shortening.shortened("Latte (Iced Large)", before: "Large)", toWidth: 140, keeping: 3) == "Latte (…Large)")
        #expect(shortening.shortened("Juice (Mango)", toWidth: 130) == nil, "it fits whole")
        let label = TextShortening(measurer: FixedSizeMeasurer(), role: .sliceLabel)
        #expect(label.shortened("Other (54)", toWidth: 80) == "Other (…")
    }
}
