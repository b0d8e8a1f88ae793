import Testing
@testable import JuiceCore

struct JuicePaletteTests {
    private let palette = JuicePalette(menu: .standard)

    @Test func menuJuicesKeepTheirColour() {
        #expect(palette.color(for: .menu("strawberry")) == RGBColor(hex: 0xD62839))
        #expect(palette.color(for: .menu("kiwi")) == RGBColor(hex: 0x5C9E31))
    }

    @Test func offMenuColourDependsOnTheNameAlone() {
        let first = palette.color(for: .offMenu("수박쥬스"))
        #expect(first == JuicePalette.derivedColor(for: "수박쥬스"))
        #expect(first != palette.color(for: .offMenu("자몽쥬스")))
        // Pinned so a change of hash or formula, which would recolour every shop's charts, is noticed.
        #expect(first.description == JuicePalette.derivedColor(for: "수박쥬스").description)
        #expect(JuicePalette.derivedColor(for: "Watermelon").description == "#D274C1")
    }
}
