import JuiceCore
import PieRender

/// An hours heatmap of a period: units or revenue by weekday and hour of the day, in the shop's
/// time zone and business days, with the busiest hours named.
public typealias HoursRequest = PeriodChartRequest<HoursChart>

extension PeriodChartRequest where Chart == HoursChart {
    /// Refuses what an hours heatmap cannot show: fruit.
    public func checked() throws(RequestError) -> HoursRequest {
        try Self.check(inputs: inputs.paths, grouping: query.grouping)
        return self
    }

    /// Refuses fruit before anything is read. A database adds up by day and hour for the heatmap.
    public static func check(inputs paths: [String], grouping: SalesGrouping) throws(RequestError) {
        if grouping == .fruit {
            throw RequestError(
                "hours draws units or revenue (--metric units or revenue); --by fruit is not drawn by the hour.")
        }
    }

    /// Reads the orders once, by day and by weekday and hour, and draws and writes the heatmap.
    ///
    /// Throws the reading, drawing and writing errors, `DailyReportError` when there are no days
    /// to show and `HoursError` when no order has a time of day; nothing is written when it throws.
    public func run() throws -> HoursResult {
        _ = try checked()
        if !output.isStandardOutput { try inputs.refuseToOverwrite(output.path) }
        // A heatmap shows no order counts: a reader need not count distinct ids.
        var query = self.query
        query.countsOrders = false
        let sales = try PeriodSales.read(inputs, query: query, chart: chart, menu: menu, comparing: false, hours: true)
        let grid = sales.hours ?? HourlySales(timeZone: query.timeZone, dayStart: query.dayStart)
        if grid.timedOrders == 0, grid.untimedOrders > 0 {
            throw HoursError.noTimes(inputs: inputs.displayName, period: sales.period, untimed: grid.untimedOrders)
        }
        let days = PeriodWords(language: sales.chart.language ?? .korean).text(sales.period)
        let title =
            chart.title
            ?? ([sales.chart.shop, sales.chart.scope, HoursContent.title(query.metric), days] as [String?]).compactMap {
                $0
            }.joined(
                separator: " \u{22C5} ")
        let language = sales.chart.names(for: sales.total, menu: menu).language
        let (heatmap, busiest) = HoursContent.chart(
            grid, metric: query.metric, currency: sales.chart.shownCurrency, language: language,
            canvas: chart.canvas, title: title.isEmpty ? nil : title,
            theme: chart.theme)
        let options = RenderOptions(
            format: output.format, scale: chart.scale,
            creationDate: sales.total.latestInstant ?? .init(timeIntervalSince1970: 0), creator: "juice-report")
        let (file, _) = try HoursChartRenderer(style: ChartStyle(theme: chart.theme)).render(heatmap, options: options)
        try output.write(file)
        let busiestText = busiest.isEmpty ? "no sales" : HoursWords(language: .english).busiest(busiest)
        return HoursResult(
            total: sales.total, period: sales.period, reading: sales.reading, hours: grid, chart: heatmap,
            busiest: busiestText,
            written:
                "\(output.displayName) (\(output.format.rawValue.uppercased()), "
                + "\(heatmap.request.columns) hours × 7 weekdays, "
                + "\(sales.period)); \(busiestText)",
            notes: sales.reading.readingNotes
                + sales.reading.currencyNote(shownIn: sales.chart.shownCurrency, metric: sales.total.metric)
                + HoursWords.untimedNote(grid) + HoursWords.dayStartNote(grid))
    }
}

/// What an hours heatmap wrote and found.
public struct HoursResult: Sendable {
    public var total: SalesSummary
    public var period: ReportPeriod
    public var reading: OrderReadReport
    /// The period by weekday and hour, as counted.
    public var hours: HourlySales
    /// The heatmap as drawn.
    public var chart: HoursChart
    /// `Busiest: Saturday 11:00–13:00, Sunday 10:00–12:00`, or `no sales`.
    public var busiest: String
    public var written: String
    public var notes: [String]
}
