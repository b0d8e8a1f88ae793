import CPangoCairo
import PieGeometry

/// Owns a `PangoLayout`: one paragraph of text, shaped for a Cairo context.
final class PangoTextLayout {
    private let pointer: OpaquePointer
    private let context: CairoContext

    init(text: String, font: PangoFont, wrapWidth: Double?, alignment: TextAlignment, on context: CairoContext) {
        self.context = context
        pointer = pango_cairo_create_layout(context.pointer)
        pango_layout_set_font_description(pointer, font.pointer)
        let pangoAlignment =
            switch alignment {
            case .left: PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .right: PANGO_ALIGN_RIGHT
            }
        pango_layout_set_alignment(pointer, pangoAlignment)
        if let wrapWidth {
            pango_layout_set_width(pointer, Int32(wrapWidth * Double(PANGO_SCALE)))
            pango_layout_set_wrap(pointer, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_text(pointer, text, -1)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The logical rectangle in user-space units, relative to the layout's origin.
    var logicalRect: Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        let scale = Double(PANGO_SCALE)  // extents come in Pango units
        return Rect(
            x: Double(logical.x) / scale, y: Double(logical.y) / scale,
            width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// How many characters no installed font could draw; each would show as a box.
    var unknownGlyphCount: Int {
        Int(pango_layout_get_unknown_glyphs_count(pointer))
    }

    /// Draws the text so its logical rectangle's top-left corner lands on `box`'s.
    func draw(in box: Rect) {
        let logical = logicalRect
        cairo_move_to(context.pointer, box.minX - logical.minX, box.minY - logical.minY)
        pango_cairo_update_layout(context.pointer, pointer)
        pango_cairo_show_layout(context.pointer, pointer)
    }
}
