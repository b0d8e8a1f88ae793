import Foundation
import JuiceCore
import PieGeometry
import PieRender

extension ChartSpecification {
    /// The chart of `sales`, laid out once and drawn in each of `formats` (PNG at this
    /// specification's scale); the same for a chart and for a day of the daily report.
    ///
    /// When the labels and the legend cannot name every juice, the smallest are folded into
    /// "Other" (`기타 (163)`) until they can; the content returned is the one drawn.
    ///
    /// The PDF creation date is the latest order's time, so the same input gives the same bytes.
    /// A day of a period is drawn in the period's `look`.
    func draw(_ sales: SalesSummary, menu: Menu, as formats: [ChartFormat], look: PeriodLook? = nil) throws(RenderError)
        -> (content: ChartContent, files: [[UInt8]], layout: PieLayout) {
        let content = ChartContent(summary: sales, specification: self, menu: menu, look: look)
        let created = sales.latestInstant ?? Date(timeIntervalSince1970: 0)
        let outputs = formats.map { RenderOptions(format: $0, scale: scale, creationDate: created, creator: "juice-report") }
        // When labels and legend cannot name every juice, the smallest fold into "Other".
        let drawn = try PieChartRenderer(style: ChartStyle(theme: theme)).render(count: content.segments.count, folding: { kept in
            kept.map { ChartContent(summary: sales, specification: self, menu: menu, keeping: $0, look: look).chart } ?? content.chart
        }, as: outputs)
        let shown = drawn.kept.map { ChartContent(summary: sales, specification: self, menu: menu, keeping: $0, look: look) } ?? content
        return (shown, drawn.files, drawn.layout)
    }
}
