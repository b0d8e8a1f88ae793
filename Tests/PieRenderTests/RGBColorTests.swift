import Testing
@testable import PieRender

struct RGBColorTests {
    @Test func computesWCAGLuminanceAndContrast() {
        #expect(RGBColor.white.relativeLuminance == 1)
        #expect(RGBColor.black.relativeLuminance == 0)
        #expect(RGBColor.black.contrastRatio(with: .white) == 21)
        // The WCAG reference: #777777 on white is 4.48:1.
        #expect(abs(RGBColor(hex: 0x777777).contrastRatio(with: .white) - 4.478) < 0.001)
    }

    @Test func picksTheReadableTextColor() {
        #expect(RGBColor(hex: 0xF7D64A).readableTextColor == .black)
        #expect(RGBColor(hex: 0x1F3A93).readableTextColor == .white)
    }

    @Test func convertsHSL() {
        #expect(RGBColor(hue: 0, saturation: 1, lightness: 0.5) == RGBColor(hex: 0xFF0000))
        #expect(RGBColor(hue: 120, saturation: 1, lightness: 0.25) == RGBColor(hex: 0x008000))
        #expect(RGBColor(hue: 240, saturation: 0.5, lightness: 0.5).description == "#4040BF")
    }
}
