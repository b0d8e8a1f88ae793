import PieRender

extension RGBColor {
    /// HSL lightness, 0 (black) to 1 (white).
    var hslLightness: Double {
        (Double(max(red, green, blue)) + Double(min(red, green, blue))) / 510
    }

    /// The colour with its HSL lightness moved by `change` (-1...1, clamped), hue and saturation kept:
    /// the steps that tell apart products of one colour family (two strawberry drinks).
    func addingLightness(_ change: Double) -> RGBColor {
        let (r, g, b) = (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
        let high = max(r, g, b)
        let low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        guard chroma > 0 else { return RGBColor(hue: 0, saturation: 0, lightness: min(max(lightness + change, 0), 1)) }
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == r {
            hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
        } else if high == g {
            hue = (b - r) / chroma + 2
        } else {
            hue = (r - g) / chroma + 4
        }
        hue *= 60
        return RGBColor(
            hue: hue < 0 ? hue + 360 : hue, saturation: min(saturation, 1),
            lightness: min(max(lightness + change, 0), 1))
    }
}
