/// A single-hue sequential colour scale, light to dark: the more, the darker. Its lightness
/// falls at every step, so the order of the figures still reads in grey print and to readers
/// who tell few colours apart.
public struct SequentialScale: Sendable, Equatable {
    /// Evenly spaced colours from the low end to the high end.
    public let stops: [RGBColor]

    public init(stops: [RGBColor]) {
        precondition(stops.count >= 2, "a scale of two colours at least")
        self.stops = stops
    }

    /// Oranges, the juice's colour: ColorBrewer's sequential "Oranges" (Cynthia Brewer, Penn
    /// State; Apache 2.0) without its near-white first step, so the smallest sale still shows
    /// against an empty hour.
    public static let oranges = SequentialScale(
        stops: [0xFEE6CE, 0xFDD0A2, 0xFDAE6B, 0xFD8D3C, 0xF16913, 0xD94801, 0xA63603, 0x7F2704]
            .map(RGBColor.init(hex:)))

    /// The same colours from the high end to the low end (on a dark background, the more, the lighter).
    public func reversed() -> SequentialScale {
        SequentialScale(stops: stops.reversed())
    }

    /// The colour at `fraction` of the scale (0 the low end, 1 the high end; clamped), between
    /// its two nearest stops.
    public func color(at fraction: Double) -> RGBColor {
        let position = min(max(fraction.isFinite ? fraction : 0, 0), 1) * Double(stops.count - 1)
        let index = min(Int(position), stops.count - 2)
        let t = position - Double(index)
        let (a, b) = (stops[index], stops[index + 1])
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let (low, high) = (Double(x), Double(y))
            let mixed: Double = low + (high - low) * t
            return UInt8(mixed.rounded())
        }
        return RGBColor(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue))
    }
}
