import CPangoCairo

extension CairoContext {
    /// Makes `color` the source for the next fill or stroke.
    func setColor(_ color: RGBColor) {
        cairo_set_source_rgb(pointer, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }
}
