import JuiceCore
import PieRender
import Testing
@testable import JuiceReports

struct JuicePaletteTests {
    private let palette = JuicePalette(menu: .standard)

    @Test func menuJuicesKeepTheirColour() {
        #expect(palette.color(for: .menu("strawberry")) == RGBColor(hex: 0xD62839))
        #expect(palette.color(for: .menu("kiwi")) == RGBColor(hex: 0x5C9E31))
        #expect(palette.color(for: .menu("banana")) == RGBColor(hex: 0xF7D64A))
        #expect(palette.color(for: .menu("mango")) == RGBColor(hex: 0xF58A1F))
    }

    @Test func fruitTakesTheColourOfItsOwnJuice() {
        #expect(palette.color(for: .fruit(.strawberry)) == RGBColor(hex: 0xD62839))
        #expect(palette.color(for: .other) == JuicePalette.otherColor)
    }

    @Test func offMenuColourDependsOnTheNameAlone() {
        let first = palette.color(for: .offMenu("수박쥬스"))
        #expect(first == JuicePalette.derivedColor(for: "수박쥬스"))
        #expect(first != palette.color(for: .offMenu("자몽쥬스")))
        // Pinned so a change of hash or formula, which would recolour every shop's charts, is noticed.
        #expect(first.description == JuicePalette.derivedColor(for: "수박쥬스").description)
        #expect(JuicePalette.derivedColor(for: "Watermelon").description == "#D274C1")
    }

    @Test func everyMenuColourCarriesItsLabelAtAALevel() {
        for juice in Menu.standard.juices {
            let color = palette.color(for: .menu(juice.id))
            let ratio = color.contrastRatio(with: color.readableTextColor)
            #expect(ratio >= 4.5, "\(juice.id) \(color): \(ratio)")
        }
    }

    @Test func menuColoursAreDistinct() {
        let colors = Menu.standard.juices.map { palette.color(for: .menu($0.id)) }
        for (i, a) in colors.enumerated() {
            for b in colors[(i + 1)...] {
                let distance = abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                #expect(distance > 60, "\(a) and \(b) are too close")
            }
        }
    }
}
