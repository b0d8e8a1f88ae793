import JuiceCore
import PieGeometry

/// Fonts and colours of a chart.
public struct ChartStyle: Sendable, Equatable {
    /// Tried in order; Noto Sans CJK KR draws Hangul and Latin alike, fontconfig falls back past the list.
    public var fontFamilies = "Noto Sans CJK KR, Noto Sans CJK JP, Noto Sans, DejaVu Sans, sans-serif"
    public var background = RGBColor(hex: 0xFFFFFF)
    public var titleColor = RGBColor(hex: 0x1F2328)
    /// Drawn between slices; white separators read cleaner than the original's black outline.
    public var sliceOutline = RGBColor(hex: 0xFFFFFF)
    /// Outline width in points.
    public var sliceOutlineWidth = 2.0

    public init() {}

    /// Title font size in points for a canvas: grows with the canvas, within readable bounds.
    public func titleFontSize(for canvas: Size) -> Double {
        min(max(min(canvas.width, canvas.height) / 30, 14), 32)
    }

    /// Slice label font size in points for a canvas.
    public func labelFontSize(for canvas: Size) -> Double {
        min(max(min(canvas.width, canvas.height) / 42, 10), 24)
    }
}
