import PieRender
import Testing
@testable import JuiceReports

/// The palette for names that say no colour stays distinct for colour-blind readers.
struct SafePaletteTests {
    /// The smallest difference between two of `colors` as `vision` sees them.
    private func smallestDifference(_ colors: [RGBColor], _ vision: ColorVision) -> (Double, RGBColor, RGBColor) {
        var smallest = (Double.infinity, RGBColor.black, RGBColor.black)
        for (i, a) in colors.enumerated() {
            for b in colors[(i + 1)...] where vision.difference(a, b) < smallest.0 {
                smallest = (vision.difference(a, b), a, b)
            }
        }
        return smallest
    }

    @Test func baseColoursStayApartUnderDeuteranopiaAndProtanopia() {
        for (vision, floor) in [
            (ColorVision.normal, SafePalette.normalFloor), (.deuteranopia, SafePalette.deutanFloor),
            (.protanopia, SafePalette.protanFloor),
        ] {
            let (difference, a, b) = smallestDifference(SafePalette.base, vision)
            #expect(difference >= floor, "\(vision): \(a) and \(b) differ by \(difference)")
        }
        // The floors are the research's usual 10 or more (pieetie/colorally asks ΔE00 ≥ 10).
        #expect([SafePalette.deutanFloor, SafePalette.protanFloor].allSatisfy { $0 >= 10 })
    }

    @Test func aWidelyUsedPaletteFailsTheSameTest() {
        // Tableau 10 puts red beside green: the test tells a safe palette from an unsafe one.
        let tableau = [
            0x4E79A7, 0xF28E2C, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC949, 0xAF7AA1, 0xFF9DA7, 0x9C755F, 0xBAB0AB,
        ].map { RGBColor(hex: $0) }
        #expect(smallestDifference(tableau, .deuteranopia).0 < SafePalette.deutanFloor)
    }

    @Test func everyColourCarriesItsLabelAtAALevel() {
        for color in SafePalette.colors {
            #expect(color.contrastRatio(with: color.readableTextColor) >= 4.5, "\(color)")
        }
    }

    @Test func everyPaletteColourIsApartFromOther() {
        for color in SafePalette.base {
            #expect(color.difference(from: ProductColor.other.color) >= ProductColors.minimumDifference, "\(color)")
        }
    }

    @Test func tiersAreDistinctColours() {
        #expect(SafePalette.colors.count == SafePalette.base.count * SafePalette.tierSteps.count)
        #expect(Set(SafePalette.colors).count == SafePalette.colors.count)
    }
}
