import PieRender
import Testing
@testable import JuiceReports

/// The palette for names that say no colour: twelve hues in four lightness steps, and the
/// colour-blind criteria its documentation states (CIEDE2000 under the Machado simulation).
struct SafePaletteTests {
    private let hueCount = SafePalette.hues.count

    /// Every pair of palette colours with how many steps and hues apart they are.
    private var pairs: [(steps: Int, hues: Int, a: RGBColor, b: RGBColor)] {
        let colors = SafePalette.colors
        var pairs: [(Int, Int, RGBColor, RGBColor)] = []
        for i in colors.indices {
            for j in colors.indices where j > i {
                let hues = abs(i % hueCount - j % hueCount)
                pairs.append((abs(i / hueCount - j / hueCount), min(hues, hueCount - hues), colors[i], colors[j]))
            }
        }
        return pairs
    }

    private func least(_ pairs: [(steps: Int, hues: Int, a: RGBColor, b: RGBColor)], _ visions: [ColorVision]) -> Double
    {
        pairs.flatMap { pair in visions.map { $0.difference(pair.a, pair.b) } }.min() ?? .infinity
    }

    @Test func fortyEightDistinctColours() {
        #expect(SafePalette.colors.count == 48)
        #expect(Set(SafePalette.colors).count == 48)
    }

    @Test func lightnessDiffersBetweenSteps() {
        for (index, color) in SafePalette.colors.enumerated() {
            let step = SafePalette.lightnessSteps[index / hueCount]
            #expect(abs(color.lch.lightness - step) < 1, "\(color) is not of lightness \(step)")
        }
    }

    @Test func twoOrMoreStepsApartStayApartForEveryReader() {
        let apart = least(pairs.filter { $0.steps >= 2 }, ColorVision.allCases)
        #expect(apart >= 20, "\(apart)")
    }

    @Test func oneStepApartOfOneOrNeighbouringHuesStayApartForEveryReader() {
        let apart = least(pairs.filter { $0.steps == 1 && $0.hues <= 1 }, ColorVision.allCases)
        #expect(apart >= 10, "\(apart)")
        let normal = least(pairs.filter { $0.steps == 1 }, [.normal])
        #expect(normal >= 11, "\(normal)")
    }

    @Test func oneStepDifferentHuesWithNormalVision() {
        let neighbours = least(pairs.filter { $0.steps == 0 && $0.hues == 1 }, [.normal])
        let others = least(pairs.filter { $0.steps == 0 && $0.hues > 1 }, [.normal])
        #expect(neighbours >= 8, "\(neighbours)")
        #expect(others >= 16, "\(others)")
        // For deutan and protan readers hues of one step may meet: the charts draw such neighbours apart.
        #expect(least(pairs.filter { $0.steps == 0 }, [.deuteranopia, .protanopia]) < 10)
    }

    @Test func aWidelyUsedPaletteFailsTheSameTest() {
        // Tableau 10 puts red beside green: the simulation tells a safe pair from an unsafe one.
        #expect(ColorVision.deuteranopia.difference(RGBColor(hex: 0xE15759), RGBColor(hex: 0x59A14F)) < 10)
        #expect(RGBColor(hex: 0xE15759).difference(from: RGBColor(hex: 0x59A14F)) > 10)
    }

    @Test func everyColourCarriesItsLabelAtAALevel() {
        for color in SafePalette.colors {
            #expect(color.contrastRatio(with: color.readableTextColor) >= 4.5, "\(color)")
        }
    }

    @Test func everyColourIsApartFromOtherAndThePage() {
        for color in SafePalette.colors {
            #expect(color.difference(from: ProductColor.other.color) >= 15, "\(color)")
            #expect(color.difference(from: .white) >= 10, "\(color)")
            #expect(color.difference(from: .black) >= 10, "\(color)")
        }
    }
}
