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

    @Test func measuresColourDifferenceWithCIEDE2000() {
        // Pairs 1, 7 and 17 of Sharma, Wu and Dalal's test data.
        #expect(abs(RGBColor.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 2.0425) < 1e-4)
        #expect(abs(RGBColor.ciede2000((50, 0, 0), (50, -1, 2)) - 2.3669) < 1e-4)
        #expect(abs(RGBColor.ciede2000((50, 2.5, 0), (73, 25, -18)) - 27.1492) < 1e-4)
        // sRGB white is L* 100; red and a slightly darker red look alike, red and green do not.
        #expect(abs(RGBColor.white.lab.l - 100) < 0.01)
        #expect(RGBColor(hex: 0xD62839).difference(from: RGBColor(hex: 0xCC2536)) < 5)
        #expect(RGBColor(hex: 0xD62839).difference(from: RGBColor(hex: 0x5C9E31)) > 50)
    }
}
