import PieRender

/// A product's colour and where it came from.
public struct ProductColor: Sendable, Hashable {
    public let color: RGBColor
    public let source: ColorSource

    public init(_ color: RGBColor, source: ColorSource) {
        self.color = color
        self.source = source
    }

    /// Neutral grey for "Other", so it never looks like a product.
    public static let other = ProductColor(RGBColor(hex: 0xA3A8AE), source: .other)
}
