import CPangoCairo
import PieGeometry

/// Draws a trend chart as PNG, SVG or PDF bytes, with the pie's fonts and colours.
public typealias TrendChartRenderer = ChartRenderer<TrendChart>

extension TrendChart {
    /// Under the title: the grid lines, the stacked bars, the zero line, the figures, the dates and the legend.
    public func draw(
        _ layout: TrendLayout, with renderer: TrendChartRenderer, measurer: PangoTextMeasurer, on context: CairoContext
    ) throws(RenderError) {
        let style = renderer.style
        let cr = context.pointer
        cairo_set_line_width(cr, 0.5)
        context.setColor(style.emptyRingColor)
        for line in layout.gridLines.dropFirst() {
            cairo_move_to(cr, layout.plot.minX, line.y)
            cairo_line_to(cr, layout.plot.maxX, line.y)
            cairo_stroke(cr)
        }
        for bar in layout.bars {
            context.setColor(seriesColors[bar.series])
            cairo_rectangle(cr, bar.rect.minX, bar.rect.minY, bar.rect.size.width, bar.rect.size.height)
            cairo_fill(cr)
        }
        // The zero line over the bars' feet.
        context.setColor(style.leaderColor)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, layout.plot.minX, layout.plot.maxY)
        cairo_line_to(cr, layout.plot.maxX, layout.plot.maxY)
        cairo_stroke(cr)
        context.setColor(style.secondaryTextColor)
        for line in layout.gridLines { try TextSetup.draw(line.label, measurer: measurer) }
        for label in layout.dayLabels { try TextSetup.draw(label, measurer: measurer) }
        for entry in layout.legend {
            context.setColor(seriesColors[entry.series])
            cairo_rectangle(cr, entry.swatch.minX, entry.swatch.minY, entry.swatch.size.width, entry.swatch.size.height)
            cairo_fill(cr)
            context.setColor(style.textColor)
            try TextSetup.draw(entry.name, measurer: measurer)
        }
    }
}
