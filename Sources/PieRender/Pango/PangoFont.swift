import CPangoCairo

/// Owns a `PangoFontDescription`: a family list, a weight and an absolute size.
final class PangoFont {
    let pointer: OpaquePointer

    /// - Parameters:
    ///   - families: comma-separated families, tried in order before fontconfig's own fallback.
    ///   - size: the em size in user-space units (points on the page), not Pango units.
    init(families: String, bold: Bool, size: Double) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, families)
        pango_font_description_set_weight(pointer, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        // Pango sizes are integers in units of 1/PANGO_SCALE.
        pango_font_description_set_absolute_size(pointer, size * Double(PANGO_SCALE))
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
