import PieGeometry

/// Measures text with the same Pango setup that will draw it, so layout matches the output exactly.
final class PangoTextMeasurer: TextMeasuring {
    private let context: CairoContext
    private let fonts: [TextRole: PangoFont]

    init(context: CairoContext, fonts: [TextRole: PangoFont]) {
        self.context = context
        self.fonts = fonts
    }

    func measure(_ text: String, role: TextRole) -> Size {
        layout(text, role: role).logicalRect.size
    }

    /// A layout of `text` in the font for `role`.
    func layout(_ text: String, role: TextRole) -> PangoTextLayout {
        PangoTextLayout(text: text, font: fonts[role]!, on: context)
    }
}
