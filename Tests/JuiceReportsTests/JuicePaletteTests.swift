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

    @Test func neighbouringOffMenuJuicesGetDistinctColours() throws {
        // Names whose hashed hues are close: the chart at hand picks colours that differ.
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let segments = names.enumerated().map { index, name in
            ChartSegment(juice: .offMenu(name), name: name, value: Int64(10 - index), color: JuicePalette.derivedColor(for: name))
        } + [ChartSegment(juice: .menu("kiwi"), name: "키위쥬스", value: 1, color: palette.color(for: .menu("kiwi")))]
        let colored = SliceColoring.colored(segments)
        #expect(colored.last?.color == palette.color(for: .menu("kiwi")), "menu juices keep their colour")
        for (a, b) in zip(colored, colored.dropFirst() + colored.prefix(1)) {
            #expect(a.color.difference(from: b.color) >= SliceColoring.neighbourDifference, "\(a.name) \(a.color) beside \(b.name) \(b.color)")
        }
        #expect(Set(colored.map(\.color.description)).count == colored.count, "no colour twice")
        #expect(SliceColoring.colored(segments) == colored, "the same input gets the same colours")
        for segment in colored { #expect(segment.color.contrastRatio(with: segment.color.readableTextColor) >= 4.5) }
    }
}
