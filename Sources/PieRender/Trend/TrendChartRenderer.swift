import CPangoCairo
import Foundation
import PieGeometry

/// Draws a trend chart as PNG, SVG or PDF bytes, with the pie's fonts and colours.
public struct TrendChartRenderer: LaidOutChartRenderer {
    public var style: ChartStyle
    public var layoutEngine: TrendLayoutEngine

    public init(style: ChartStyle = ChartStyle(), layoutEngine: TrendLayoutEngine = TrendLayoutEngine()) {
        self.style = style
        self.layoutEngine = layoutEngine
    }

    public static let activity = "drawing the trend"

    public func layout(of chart: TrendChart, measuring measurer: any TextMeasuring) -> TrendLayout {
        layoutEngine.layout(chart.request, measuring: measurer)
    }

    /// Draws a laid-out trend on `context` in the layout's coordinates (a report page translates first).
    public func draw(_ drawing: TrendDrawing, on context: CairoContext) throws(RenderError) {
        let (chart, layout) = (drawing.chart, drawing.layout)
        // Pango layouts on this context draw the placed texts; their sizes were measured before.
        let measurer = PangoTextMeasurer(context: context, style: style, canvas: chart.canvas)
        let cr = context.pointer
        if let title = layout.title {
            context.setColor(style.titleColor)
            try TextSetup.draw(title, measurer: measurer)
        }
        cairo_set_line_width(cr, 0.5)
        context.setColor(style.emptyRingColor)
        for line in layout.gridLines.dropFirst() {
            cairo_move_to(cr, layout.plot.minX, line.y)
            cairo_line_to(cr, layout.plot.maxX, line.y)
            cairo_stroke(cr)
        }
        for bar in layout.bars {
            context.setColor(chart.seriesColors[bar.series])
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
            context.setColor(chart.seriesColors[entry.series])
            cairo_rectangle(cr, entry.swatch.minX, entry.swatch.minY, entry.swatch.size.width, entry.swatch.size.height)
            cairo_fill(cr)
            context.setColor(style.textColor)
            try TextSetup.draw(entry.name, measurer: measurer)
        }
    }
}
