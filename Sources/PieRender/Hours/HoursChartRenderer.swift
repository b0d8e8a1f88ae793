import CPangoCairo
import PieGeometry

/// Draws an hours heatmap as PNG, SVG or PDF bytes, with the pie's fonts.
public typealias HoursChartRenderer = ChartRenderer<HoursChart>

extension ChartRenderer where Chart == HoursChart {
    /// The fill of an hour without sales: a step off the background, lighter than the scale's low end.
    public var emptyCellColor: RGBColor {
        style.background.map { $0.relativeLuminance > 0.5 ? RGBColor(hex: 0xF1F3F5) : RGBColor(hex: 0x2D333B) }
            ?? RGBColor(hex: 0xEAEEF2)
    }

    /// Near-black text on a light cell, white on a dark one, whichever reads better, on every theme
    /// (the cells keep their colours on a dark background).
    public func textColor(on fill: RGBColor) -> RGBColor {
        let dark = RGBColor(hex: 0x1F2328)
        return fill.contrastRatio(with: dark) >= fill.contrastRatio(with: .white) ? dark : .white
    }

    /// The scale's colours as a gradient, low at the left, with a short mark above each figure.
    fileprivate func drawScaleBar(
        _ scale: SequentialScale, in bar: Rect, ticks: [HoursLayout.ScaleTick], on context: CairoContext
    ) throws(RenderError) {
        let cr = context.pointer
        guard let gradient = cairo_pattern_create_linear(bar.minX, 0, bar.maxX, 0) else {
            throw .cairo(CairoError(CAIRO_STATUS_NO_MEMORY, during: "making the scale's gradient"))
        }
        defer { cairo_pattern_destroy(gradient) }
        for (index, color) in scale.stops.enumerated() {
            cairo_pattern_add_color_stop_rgb(
                gradient, Double(index) / Double(scale.stops.count - 1),
                Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
        }
        do {
            try CairoError.check(cairo_pattern_status(gradient), during: "making the scale's gradient")
        } catch {
            throw .cairo(error)
        }
        cairo_set_source(cr, gradient)
        cairo_rectangle(cr, bar.minX, bar.minY, bar.size.width, bar.size.height)
        cairo_fill(cr)
        context.setColor(style.leaderColor)
        cairo_set_line_width(cr, 0.75)
        for tick in ticks {
            cairo_move_to(cr, tick.x, bar.maxY - 3)
            cairo_line_to(cr, tick.x, bar.maxY + 2)
            cairo_stroke(cr)
        }
        do {
            try context.checkStatus(during: "drawing the scale")
        } catch {
            throw .cairo(error)
        }
    }
}

extension HoursChart {
    /// Under the title: the subtitle, the cells with their figures, the row and column labels, and the scale.
    public func draw(
        _ layout: HoursLayout, with renderer: HoursChartRenderer, measurer: PangoTextMeasurer, on context: CairoContext
    ) throws(RenderError) {
        let style = renderer.style
        if let subtitle = layout.subtitle {
            context.setColor(style.textColor)
            try TextSetup.draw(subtitle, measurer: measurer)
        }
        let cr = context.pointer
        for cell in layout.cells {
            let fill = cellColors[cell.row][cell.column] ?? renderer.emptyCellColor
            context.setColor(fill)
            cairo_rectangle(cr, cell.rect.minX, cell.rect.minY, cell.rect.size.width, cell.rect.size.height)
            cairo_fill(cr)
            if let text = cell.text {
                context.setColor(renderer.textColor(on: fill))
                try TextSetup.draw(text, measurer: measurer)
            }
        }
        context.setColor(style.secondaryTextColor)
        for label in layout.rowLabels { try TextSetup.draw(label, measurer: measurer) }
        for label in layout.columnLabels { try TextSetup.draw(label, measurer: measurer) }
        for tick in layout.scaleTicks { try TextSetup.draw(tick.label, measurer: measurer) }
        context.setColor(style.textColor)
        try TextSetup.draw(layout.scaleCaption, measurer: measurer)
        try renderer.drawScaleBar(scale, in: layout.scaleBar, ticks: layout.scaleTicks, on: context)
    }
}
