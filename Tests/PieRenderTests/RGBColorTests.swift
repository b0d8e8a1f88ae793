import Testing
@testable import JuiceCore

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

    @Test func everyMenuColourCarriesItsLabelAtAALevel() {
        for juice in Menu.standard.juices {
            let ratio = juice.color.contrastRatio(with: juice.color.readableTextColor)
            #expect(ratio >= 4.5, "\(juice.id) \(juice.color): \(ratio)")
        }
    }

    @Test func menuColoursAreDistinct() {
        let colors = Menu.standard.juices.map(\.color)
        for (i, a) in colors.enumerated() {
            for b in colors[(i + 1)...] {
                let distance = abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                #expect(distance > 60, "\(a) and \(b) are too close")
            }
        }
    }

    @Test func convertsHSL() {
        #expect(RGBColor(hue: 0, saturation: 1, lightness: 0.5) == RGBColor(hex: 0xFF0000))
        #expect(RGBColor(hue: 120, saturation: 1, lightness: 0.25) == RGBColor(hex: 0x008000))
        #expect(RGBColor(hue: 240, saturation: 0.5, lightness: 0.5).description == "#4040BF")
    }
}
