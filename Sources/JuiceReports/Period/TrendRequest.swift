import JuiceCore
import PieRender

/// A trend chart of a period: the metric per day, stacked by juice in the period's colours.
public typealias TrendRequest = PeriodChartRequest<TrendChart>

extension PeriodChartRequest where Chart == TrendChart {
    /// Reads the orders once, per day, and draws and writes the trend.
    ///
    /// Throws the reading, drawing and writing errors, and `DailyReportError` when there are no
    /// days to show; nothing is written when it throws.
    public func run() throws -> TrendResult {
        if !output.isStandardOutput { try inputs.refuseToOverwrite(output.path) }
        // A trend shows no order counts: a database of line items need not count distinct ids.
        var query = self.query
        query.countsOrders = false
        let sales = try PeriodSales.read(inputs, query: query, chart: chart, menu: menu, comparing: false)
        let days = PeriodWords(language: sales.chart.language ?? .korean).text(sales.period)
        let title =
            chart.title
            ?? ([sales.chart.shop, sales.chart.scope, TrendContent.title(sales), days] as [String?]).compactMap { $0 }
            .joined(
                separator: " \u{22C5} ")
        let trend = TrendContent.chart(sales, canvas: chart.canvas, title: title.isEmpty ? nil : title, menu: menu)
        let options = RenderOptions(
            format: output.format, scale: chart.scale,
            creationDate: sales.total.latestInstant ?? .init(timeIntervalSince1970: 0), creator: "juice-report")
        let (file, _) = try TrendChartRenderer(style: ChartStyle(theme: chart.theme)).render(trend, options: options)
        try output.write(file)
        let withSales = sales.days.filter { $0.sales != nil }.count
        return TrendResult(
            total: sales.total, period: sales.period, reading: sales.reading, chart: trend,
            written: "\(output.displayName) (\(output.format.rawValue.uppercased()), "
                + "\(ChartNotes.count(sales.days.count, "day")), \(withSales) with sales, \(sales.period))",
            notes: sales.reading.readingNotes
                + ChartNotes(
                    inputs: inputs.displayName, records: sales.reading.orders,
                    names: sales.chart.names(for: sales.total, menu: menu)
                )
                .about(returns: sales.total, currency: sales.chart.shownCurrency)
                + sales.reading.currencyNote(shownIn: sales.chart.shownCurrency, metric: sales.total.metric))
    }
}

/// What a trend chart wrote and found.
public struct TrendResult: Sendable {
    public var total: SalesSummary
    public var period: ReportPeriod
    public var reading: OrderReadReport
    /// The trend as drawn: its series' names and colours.
    public var chart: TrendChart
    public var written: String
    public var notes: [String]
}
