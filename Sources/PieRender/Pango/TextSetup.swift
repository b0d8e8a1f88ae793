import CPangoCairo
import PieGeometry

/// Text setup shared by every drawing: unhinted metrics, and placed texts drawn or refused.
enum TextSetup {
    /// Turns off hinting so text measures the same on every surface and at every scale: a label
    /// laid out for the PNG lands exactly where it does in the SVG and PDF.
    static func configure(_ context: CairoContext) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context.pointer, options)
        cairo_font_options_destroy(options)
    }

    /// Draws a placed text, or throws when some character has no glyph (it would show as a box).
    static func draw(_ text: PlacedText, measurer: PangoTextMeasurer) throws(RenderError) {
        let layout = measurer.layout(for: text)
        let unknown = layout.unknownGlyphCount
        guard unknown == 0 else { throw .missingGlyphs(text: text.text, count: unknown) }
        layout.draw(in: text.box)
    }
}
