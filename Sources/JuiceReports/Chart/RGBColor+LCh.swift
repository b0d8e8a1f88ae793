import Foundation
import PieRender

extension RGBColor {
    /// The colour of CIE LCh(ab) lightness `lightness` (0...100), chroma and hue (degrees), with
    /// the chroma lowered, hue and lightness kept, until sRGB can show it: the palette's hues
    /// and the lightness steps that draw neighbouring slices apart.
    init(lightness: Double, chroma: Double, hue: Double) {
        var chroma = max(chroma, 0)
        while true {
            let channels = Self.linearChannels(lightness: lightness, chroma: chroma, hue: hue)
            if chroma <= 0 || channels.allSatisfy({ (-0.0005...1.0005).contains($0) }) {
                self.init(linear: channels)
                return
            }
            chroma -= 0.5
        }
    }

    /// CIELAB lightness, chroma and hue (degrees, 0..<360).
    var lch: (lightness: Double, chroma: Double, hue: Double) {
        let (l, a, b) = lab
        let hue = atan2(b, a) * 180 / .pi
        return (l, hypot(a, b), hue < 0 ? hue + 360 : hue)
    }

    /// The colour with its CIELAB lightness set to `lightness`, hue kept and chroma kept where sRGB allows.
    func withLabLightness(_ lightness: Double) -> RGBColor {
        let (_, chroma, hue) = lch
        return RGBColor(lightness: lightness, chroma: chroma, hue: hue)
    }

    /// LCh(ab) to linear sRGB (D65), the inverse of `lab`; channels may fall outside 0...1.
    private static func linearChannels(lightness: Double, chroma: Double, hue: Double) -> [Double] {
        let radians = hue * .pi / 180
        let fy = (lightness + 16) / 116
        let fx = fy + chroma * cos(radians) / 500
        let fz = fy - chroma * sin(radians) / 200
        func inverse(_ t: Double) -> Double { t > 6.0 / 29 ? t * t * t : (t - 4.0 / 29) * 108 / 841 }
        let (x, y, z) = (inverse(fx) * 0.95047, inverse(fy), inverse(fz) * 1.08883)
        return [
            3.2406 * x - 1.5372 * y - 0.4986 * z,
            -0.9689 * x + 1.8758 * y + 0.0415 * z,
            0.0557 * x - 0.2040 * y + 1.0570 * z,
        ]
    }
}
