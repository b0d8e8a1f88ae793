import Testing

@testable import PieGeometry

struct LegendNameCuttingTests {
    /// The sizes of one product share their whole start: each is cut to its start and its size,
    /// never to the start they share ("Our Old Time…" would read as all three).
    @Test func sizesOfOneProductKeepTheirSize() throws {
        let names = [
            "Our Old Time Diner Blend Lg", "Our Old Time Diner Blend Sm", "Our Old Time Diner Blend Rg",
            "Oatmeal Scone",
        ]
        let cutting = LegendNameCutting(measurer: FixedSizeMeasurer(), names: names)
        let cut = try #require(cutting.cut(toWidth: 140))
        #expect(cut == ["Our Old Tim…Lg", "Our Old Tim…Sm", "Our Old Tim…Rg", "Oatmeal Scone"])
    }

    /// A name whose own start tells it apart keeps the longest start that fits.
    @Test func aNameTakesItsLongestStartWhenThatReadsAsItAlone() throws {
        let names = ["Sustainably Grown Organic Chocolate Rg", "Jamaican Blue Mountain Estate Lg", "소금빵"]
        let cut = try #require(LegendNameCutting(measurer: FixedSizeMeasurer(), names: names).cut(toWidth: 100))
        #expect(cut == ["Sustainab…", "Jamaican…", "소금빵"])
        #expect(cut.allSatisfy { FixedSizeMeasurer().measure($0, role: .legend).width <= 100 })
    }

    /// Names that differ only in their middle have no cut at a width that drops the middle: the
    /// legend then takes fewer columns or the slices fold, rather than rows that read alike.
    @Test func noCutWhenOnlyTheMiddleTellsNamesApart() {
        let names = ["Juice a Classic Big", "Juice b Classic Big"]
        #expect(LegendNameCutting(measurer: FixedSizeMeasurer(), names: names).cut(toWidth: 60) == nil)
        #expect(LegendNameCutting(measurer: FixedSizeMeasurer(), names: names).cut(toWidth: 190) == names)
    }

    /// A legend listing only the slices the labels leave unnamed still cuts its names apart from
    /// the labelled ones: "Earl Grey Su…" would read as the labelled "Earl Grey Supreme Lg" too.
    @Test func aCutNameDoesNotReadAsALabelledName() throws {
        var cutting = LegendNameCutting(measurer: FixedSizeMeasurer(), names: ["Earl Grey Supreme Rg"])
        #expect(cutting.cut(toWidth: 130) == ["Earl Grey Su…"])
        cutting.others = ["Earl Grey Supreme Lg", "Earl Grey Supreme Rg", "Ginger Scone"]
        #expect(cutting.cut(toWidth: 130) == ["Earl Grey…Rg"])
    }

    /// A name whose last whole words are another's ("…Croissant" reads as Almond Croissant too) keeps
    /// the longest end that fits inside a word when that reads as it alone: the 80-product chain's
    /// legend could list no more than 64 products for want of a cut of "Chocolate Croissant".
    @Test func aNameSharingItsLastWordKeepsMoreOfItsEnd() throws {
        let names = ["Almond Croissant", "Chocolate Croissant", "Chocolate Chip Biscotti", "Chocolate Syrup"]
        let cut = try #require(LegendNameCutting(measurer: FixedSizeMeasurer(), names: names).cut(toWidth: 120))
        #expect(cut == ["Almond Croi…", "…e Croissant", "Cho…Biscotti", "Chocolate S…"])
    }

    /// A cut never ends in a bracket it opens: the chain's legend read "카페라떼 (…" and "Other (…",
    /// a bracket nothing closes; the cut ends before it, where the name's words end.
    @Test func aCutNeverEndsInABracketItOpens() throws {
        let names = ["Other (54)", "Latte (Large)", "Scone"]
        let cut = try #require(LegendNameCutting(measurer: FixedSizeMeasurer(), names: names).cut(toWidth: 80))
        #expect(cut == ["Other…", "Latte…", "Scone"])
        let korean = LegendNameCutting(measurer: FixedSizeMeasurer(), names: ["카페라떼 (레귤러)", "소금빵"])
        #expect(korean.cut(toWidth: 70) == ["카페라떼…", "소금빵"])
    }
}
