import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// A chart's content with its finished layout: everything decided, nothing drawn yet.
struct LaidOutChart: Sendable {
    /// The content drawn: with the juices folded into "Other" to fit, when any were.
    let content: ChartContent
    let layout: PieLayout

    /// What the renderer draws.
    var drawing: PieDrawing { PieDrawing(content.chart, layout: layout) }
}

extension ChartSpecification {
    /// The chart of `sales` laid out on this specification's canvas, measured with Pango in its
    /// theme's fonts.
    ///
    /// The content is built once. When the labels and the legend cannot name every juice, the
    /// smallest are folded into "Other" (`기타 (163)`) until they can: each trial lays out only
    /// the content's request for that many juices.
    func layOut(_ sales: SalesSummary, menu: Menu) throws(RenderError) -> LaidOutChart {
        let content = ChartContent(summary: sales, specification: self, menu: menu)
        let measurer = try PangoMeasurer(style: ChartStyle(theme: theme), canvas: canvas)
        let folded = PieLayoutEngine().layoutFolding(count: content.segments.count, measuring: measurer) {
            content.request(keeping: $0)
        }
        return LaidOutChart(content: content.keeping(folded.kept), layout: folded.layout)
    }

    /// The chart of `sales`, laid out once (`layOut`) and drawn in each of `formats` (PNG at this
    /// specification's scale); the same for a chart and for a day of the daily report.
    ///
    /// The PDF creation date is the latest order's time, so the same input gives the same bytes.
    func draw(_ sales: SalesSummary, menu: Menu, as formats: [ChartFormat]) throws(RenderError)
        -> (content: ChartContent, files: [[UInt8]], layout: PieLayout)
    {
        let laidOut = try layOut(sales, menu: menu)
        let created = sales.latestInstant ?? Date(timeIntervalSince1970: 0)
        let outputs = formats.map {
            RenderOptions(format: $0, scale: scale, creationDate: created, creator: "juice-report")
        }
        let files = try PieChartRenderer(style: ChartStyle(theme: theme)).render(laidOut.drawing, as: outputs)
        return (laidOut.content, files, laidOut.layout)
    }
}
