import PieGeometry

/// Measures text with the same Pango setup that will draw it, so layout matches the output exactly.
///
/// Public only as a type (`PlottedChart.draw` names it) and as a `TextMeasuring`; nothing outside
/// this module can make one.
public final class PangoTextMeasurer: TextMeasuring {
    private let context: CairoContext
    private let style: ChartStyle
    private let canvas: Size

    init(context: CairoContext, style: ChartStyle, canvas: Size) {
        self.context = context
        self.style = style
        self.canvas = canvas
    }

    public func measure(_ text: String, role: TextRole, maxWidth: Double?) -> Size {
        layout(text, role: role, wrapWidth: maxWidth, fontScale: 1).logicalRect.size
    }

    /// A layout of `text` in the font for `role`, wrapped to `wrapWidth` when given.
    func layout(
        _ text: String, role: TextRole, wrapWidth: Double?, fontScale: Double,
        alignment: TextAlignment = .center
    ) -> PangoTextLayout {
        let font = PangoFont(
            families: style.fontFamilies, bold: style.isBold(role),
            size: style.fontSize(for: role, canvas: canvas) * fontScale)
        return PangoTextLayout(text: text, font: font, wrapWidth: wrapWidth, alignment: alignment, on: context)
    }

    /// The layout that draws a placed text.
    func layout(for placed: PlacedText) -> PangoTextLayout {
        layout(
            placed.text, role: placed.role, wrapWidth: placed.wrapWidth, fontScale: placed.fontScale,
            alignment: placed.alignment)
    }
}
