import Foundation

extension RGBColor {
    /// Linear-light sRGB channels (0...1), the inverse of the gamma encoding: what WCAG's
    /// luminance, CIELAB and the colour-vision simulation all start from.
    public var linearChannels: [Double] {
        [Self.linear(red), Self.linear(green), Self.linear(blue)]
    }

    /// The colour of linear-light sRGB channels, clamped to 0...1 and gamma encoded.
    public init(linear channels: [Double]) {
        func encoded(_ value: Double) -> UInt8 {
            let v = min(max(value, 0), 1)
            let gamma = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
            return UInt8((gamma * 255).rounded())
        }
        self.init(red: encoded(channels[0]), green: encoded(channels[1]), blue: encoded(channels[2]))
    }

    /// One 8-bit sRGB channel in linear light (0...1).
    static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
