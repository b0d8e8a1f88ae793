import Foundation
import JuiceCore
import JuiceIngest
import JuiceDatabase

/// A summary with its lists in one order, since a file and a database see juices in
/// different orders (the reports sort what they show); everything else as it is.
struct ComparableSummary: Equatable, CustomStringConvertible {
    let summary: SalesSummary

    /// - Parameters:
    ///   - ignoringOrders: leaves the order counts out (as 0), for a reader asked for no order
    ///     counts (`SalesQuery.countsOrders` false).
    ///   - ignoringRevenue: leaves the revenue out (as unknown), for a reader asked for units
    ///     alone (`SalesQuery.addsUpRevenue` false).
    init(_ summary: SalesSummary, ignoringOrders: Bool = false, ignoringRevenue: Bool = false) {
        self.summary = SalesSummary(
            segments: summary.segments.sorted { "\($0.juice)" < "\($1.juice)" }, metric: summary.metric,
            grouping: summary.grouping,
            totalUnits: summary.totalUnits, totalRevenue: ignoringRevenue ? nil : summary.totalRevenue,
            total: summary.total,
            soldOrders: ignoringOrders ? 0 : summary.soldOrders,
            excludedOrders: ignoringOrders ? 0 : summary.excludedOrders, period: summary.period,
            firstDay: summary.firstDay, lastDay: summary.lastDay,
            latestInstant: summary.latestInstant, unrecipedUnits: summary.unrecipedUnits,
            juiceTotals: summary.juiceTotals.sorted { "\($0.juice)" < "\($1.juice)" }
                .map { ignoringRevenue ? JuiceTotals(juice: $0.juice, units: $0.units, revenue: nil) : $0 },
            undrawn: summary.undrawn.sorted { "\($0.juice)" < "\($1.juice)" },
            returns: ignoringRevenue ? summary.returns.withoutRevenue() : summary.returns)
    }

    var description: String { "\(summary)" }
}

enum SalesComparison {
    /// The CSV text read as a file is read, local times in the query's zone.
    static func fromFile(_ csv: String, query: SalesQuery, filter: JuiceFilter = JuiceFilter()) throws -> SalesSummary {
        var aggregator = SalesAggregator(query: query)
        var options = options(query)
        options.filter = filter
        _ = try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(csv.utf8), name: "orders.csv"), into: &aggregator)
        return aggregator.summary()
    }

    static func fromDatabase(_ reader: DatabaseOrderReader, query: SalesQuery) throws -> (SalesSummary, OrderReadReport)
    {
        var aggregator = SalesAggregator(query: query)
        let report = try reader.read(into: &aggregator)
        return (aggregator.summary(), report)
    }

    /// The daily totals and each day's, from a file (without the order counts when `ignoringOrders`).
    static func dailyFromFile(_ csv: String, query: SalesQuery, ignoringOrders: Bool = false) throws
        -> [ComparableSummary]
    {
        var aggregator = DailySalesAggregator(query: query)
        _ = try OrderCSVReader(options: options(query)).read(
            MemoryByteSource(Array(csv.utf8), name: "orders.csv"), into: &aggregator)
        return flatten(aggregator.summaries(), ignoringOrders: ignoringOrders)
    }

    static func dailyFromDatabase(_ reader: DatabaseOrderReader, query: SalesQuery) throws -> [ComparableSummary] {
        var aggregator = DailySalesAggregator(query: query)
        let report = try reader.read(into: &aggregator)
        return flatten(aggregator.summaries(), ignoringOrders: !report.ordersCounted)
    }

    /// The sales by weekday and hour of the CSV text read as a file is (the report's page of hours).
    static func hoursFromFile(_ csv: String, query: SalesQuery) throws -> HourlySales {
        var aggregator = HourlySalesAggregator(base: SalesAggregator(query: query), query: query)
        _ = try OrderCSVReader(options: options(query)).read(
            MemoryByteSource(Array(csv.utf8), name: "orders.csv"), into: &aggregator)
        return aggregator.hours
    }

    /// The sales by weekday and hour as the database adds them up.
    static func hoursFromDatabase(_ reader: DatabaseOrderReader, query: SalesQuery) throws -> HourlySales {
        var aggregator = HourlySalesAggregator(base: SalesAggregator(query: query), query: query)
        _ = try reader.read(into: &aggregator)
        return aggregator.hours
    }

    private static func flatten(
        _ summaries: (total: SalesSummary, days: [(day: CalendarDay, sales: SalesSummary)]),
        ignoringOrders: Bool = false
    ) -> [ComparableSummary] {
        [ComparableSummary(summaries.total, ignoringOrders: ignoringOrders)]
            + summaries.days.map { ComparableSummary($0.sales, ignoringOrders: ignoringOrders) }
    }

    /// `queries` asking for no order counts and no revenue beside the units, as a chart alone does.
    static let queriesWithoutOrderCounts: [SalesQuery] = queries.map { query in
        var query = query
        query.countsOrders = false
        query.addsUpRevenue = false
        return query
    }

    private static func options(_ query: SalesQuery) -> OrderReadOptions {
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: query.timeZone)
        return options
    }

    /// The queries every comparison runs: units, revenue, fruit, a period, another zone, and
    /// business days that start after midnight (`--day-starts`), with and without a period.
    static let queries: [SalesQuery] = {
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        let period = ReportPeriod(
            first: CalendarDay(year: 2026, month: 11, day: 3), last: CalendarDay(year: 2026, month: 11, day: 9))!
        return [
            SalesQuery(timeZone: seoul),
            SalesQuery(timeZone: seoul, metric: .revenue),
            SalesQuery(timeZone: seoul, grouping: .fruit),
            SalesQuery(period: period, timeZone: seoul),
            SalesQuery(period: period, timeZone: TimeZone(identifier: "America/New_York")!, metric: .revenue),
            SalesQuery(timeZone: seoul, dayStart: DayStart("04:00")!),
            SalesQuery(
                period: period, timeZone: TimeZone(identifier: "America/New_York")!, metric: .revenue,
                dayStart: DayStart("05:30")!),
        ]
    }()
}
