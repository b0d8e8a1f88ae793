import PieGeometry

/// Measures a chart's text with Pango on a surface of its own, so a chart is laid out before any
/// output surface exists; the layout engine takes it as its `TextMeasuring` input.
///
/// The setup is `TextSetup`'s (unhinted metrics), under which text measures the same on every
/// surface and at every scale: what is measured here is what the PNG, SVG and PDF draw.
public final class PangoMeasurer: TextMeasuring {
    /// Keeps the surface and context the layouts are made on alive as long as the measurer.
    private let context: CairoContext
    private let text: PangoTextMeasurer

    /// A measurer of the fonts `style` gives each text role on `canvas` (sizes follow the canvas).
    public init(style: ChartStyle, canvas: Size) throws(RenderError) {
        context = try CairoCanvas.measuring()
        text = PangoTextMeasurer(context: context, style: style, canvas: canvas)
    }

    public func measure(_ text: String, role: TextRole, maxWidth: Double?) -> Size {
        self.text.measure(text, role: role, maxWidth: maxWidth)
    }
}
