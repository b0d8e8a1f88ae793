import Foundation
import PieGeometry
import PieRender

/// The live page's trend or hours as data to paint (issue 38), as `LivePagePie` is its pie: what
/// `TrendChartRenderer` and `HoursChartRenderer` draw of their layouts, as filled rectangles,
/// lines, a gradient bar and placed texts (`PaintRow`), which the page's script paints as SVG in
/// place of the picture. Compact on the wire:
/// - `rects`: `[x, y, width, height, colour]`, in drawing order;
/// - `lines`: `[x1, y1, x2, y2, colour, width, over]`, `over` 0 for a line under the rectangles
///   (a trend's grid), 1 over them;
/// - `gradients`: `[x, y, width, height, colour, colour, …]`, the colours evenly from left to right;
/// - `texts`: as the pie's.
public struct LivePicture: Sendable, Encodable {
    let width, height: Double
    let background: String?
    let fonts: String
    let rects: [PaintRow]
    let lines: [PaintRow]
    let gradients: [PaintRow]
    let texts: [PaintRow]

    private init(
        canvas: Size, style: ChartStyle, rects: [PaintRow], lines: [PaintRow], gradients: [PaintRow] = [],
        texts: [PaintRow]
    ) {
        (width, height) = (canvas.width, canvas.height)
        background = style.background?.description
        fonts = style.fontFamilies
        (self.rects, self.lines, self.gradients, self.texts) = (rects, lines, gradients, texts)
    }

    private static func line(_ from: Point, _ to: Point, _ color: RGBColor, width: Double, over: Bool = true)
        -> PaintRow
    {
        PaintRow([
            PaintRow.round(from.x), PaintRow.round(from.y), PaintRow.round(to.x), PaintRow.round(to.y),
            .text(color.description), .number(width), .number(over ? 1 : 0),
        ])
    }

    /// The trend as `TrendChartRenderer.draw` draws it: grid lines, the stacked bars, the zero
    /// line, the figures and days, the legend.
    init(trend drawing: TrendDrawing, style: ChartStyle) {
        let (chart, layout) = (drawing.chart, drawing.layout)
        func text(_ placed: PlacedText, _ color: RGBColor) -> PaintRow {
            PaintRow.text(placed, color, style: style, canvas: layout.canvas)
        }
        let plot = layout.plot
        var lines = layout.gridLines.dropFirst().map {
            Self.line(
                Point(x: plot.minX, y: $0.y), Point(x: plot.maxX, y: $0.y), style.emptyRingColor, width: 0.5,
                over: false)
        }
        lines.append(
            Self.line(Point(x: plot.minX, y: plot.maxY), Point(x: plot.maxX, y: plot.maxY), style.leaderColor, width: 1)
        )
        var texts = layout.title.map { [text($0, style.titleColor)] } ?? []
        texts += layout.gridLines.map { text($0.label, style.secondaryTextColor) }
        texts += layout.dayLabels.map { text($0, style.secondaryTextColor) }
        texts += layout.legend.map { text($0.name, style.textColor) }
        self.init(
            canvas: layout.canvas, style: style,
            rects: layout.bars.map { PaintRow.rect($0.rect, chart.seriesColors[$0.series]) }
                + layout.legend.map { PaintRow.rect($0.swatch, chart.seriesColors[$0.series]) },
            lines: lines, texts: texts)
    }

    /// The hours as `HoursChartRenderer.draw` draws them: the cells with their figures, the
    /// weekdays and hours, the scale's bar with its marks, figures and caption.
    init(hours drawing: HoursDrawing, renderer: HoursChartRenderer) {
        let (chart, layout) = (drawing.chart, drawing.layout)
        let style = renderer.style
        func text(_ placed: PlacedText, _ color: RGBColor) -> PaintRow {
            PaintRow.text(placed, color, style: style, canvas: layout.canvas)
        }
        var texts = layout.title.map { [text($0, style.titleColor)] } ?? []
        texts += layout.subtitle.map { [text($0, style.textColor)] } ?? []
        var rects: [PaintRow] = []
        for cell in layout.cells {
            let fill = chart.cellColors[cell.row][cell.column] ?? renderer.emptyCellColor
            rects.append(PaintRow.rect(cell.rect, fill))
            if let figure = cell.text { texts.append(text(figure, renderer.textColor(on: fill))) }
        }
        texts += (layout.rowLabels + layout.columnLabels + layout.scaleTicks.map(\.label)).map {
            text($0, style.secondaryTextColor)
        }
        texts.append(text(layout.scaleCaption, style.textColor))
        let bar = layout.scaleBar
        self.init(
            canvas: layout.canvas, style: style, rects: rects,
            lines: layout.scaleTicks.map {
                Self.line(
                    Point(x: $0.x, y: bar.maxY - 3), Point(x: $0.x, y: bar.maxY + 2), style.leaderColor, width: 0.75)
            },
            gradients: [
                PaintRow(
                    [
                        PaintRow.round(bar.minX), PaintRow.round(bar.minY), PaintRow.round(bar.size.width),
                        PaintRow.round(bar.size.height),
                    ] + chart.scale.stops.map { .text($0.description) })
            ],
            texts: texts)
    }
}
