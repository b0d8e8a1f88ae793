import JuiceCore

/// A period's sales as a report shows them: the totals, every day of the period (nil on a day
/// without sales), the previous period of the same length, and one look for all of it.
struct PeriodSales: Sendable {
    let period: ReportPeriod
    /// Over the period, carrying it as its `period`.
    let total: SalesSummary
    /// Every day of the period in order; days are spelled as the period spells its juices.
    let days: [(day: CalendarDay, sales: SalesSummary?)]
    /// The period of the same length just before, and its totals; nil when the period was not
    /// given (then it runs from the first order, so nothing comes before it).
    let previous: (period: ReportPeriod, sales: SalesSummary)?
    let look: PeriodLook
    let reading: OrderReadReport
    /// The chart specification with the currency the reading settled.
    let chart: ChartSpecification
    /// The period's sales by weekday and hour, when they were asked for (`read(…, hours: true)`).
    var hours: HourlySales? = nil

    /// Reads `inputs` once, adding up the period per day and the previous period in totals.
    ///
    /// Throws the reading errors, and `DailyReportError` when there are no days to report or
    /// the period is longer than a report covers.
    /// - Parameters:
    ///   - comparing: whether to add up the previous period too.
    ///   - hours: whether to add up the period by weekday and hour too, in the same pass (a
    ///     database then adds up per hour as well).
    ///   - look: the spellings to keep (a store's part of the chain's report); nil settles the period's own.
    static func read(
        _ inputs: OrderInputs, query: SalesQuery, chart: ChartSpecification, menu: Menu, comparing: Bool = true,
        hours: Bool = false, look kept: PeriodLook? = nil
    ) throws -> PeriodSales {
        if let period = query.period, period.days.count > DailySalesAggregator.maximumDays {
            throw DailyReportError.periodTooLong(period, limit: DailySalesAggregator.maximumDays)
        }
        let earlier = comparing ? query.period.flatMap(Self.previous(of:)) : nil
        var aggregator = PeriodComparisonAggregator(menu: menu, query: query, previous: earlier)
        var byHour: HourlySales?
        let reading: OrderReadReport
        if hours {
            var sink = HourlySalesAggregator(base: aggregator, query: query)
            reading = try inputs.read(into: &sink, menu: menu, query: query, chart: chart)
            (aggregator, byHour) = (sink.base, sink.hours)
        } else {
            reading = try inputs.read(into: &aggregator, menu: menu, query: query, chart: chart)
        }
        let previous = earlier.flatMap { period in aggregator.previous.map { (period: period, sales: $0) } }
        var chart = chart
        chart.scope = inputs.scope
        return try assemble(
            aggregator.current, previous: previous, reading: reading, query: query, chart: chart, menu: menu,
            hours: byHour, look: kept, inputs: inputs.displayName)
    }

    /// The period's sales from what was added up: `current` the days of the period (or of every
    /// order when the query has no period), `previous` the period before and its totals.
    ///
    /// Throws `DailyReportError.noDays` when the query has no period and there are no days.
    static func assemble(
        _ current: DailySalesAggregator, previous: (period: ReportPeriod, sales: SalesAggregator)?,
        reading: OrderReadReport,
        query: SalesQuery, chart: ChartSpecification, menu: Menu, hours: HourlySales?, look kept: PeriodLook?,
        inputs: String
    ) throws -> PeriodSales {
        var chart = chart
        chart.currency = chart.currency(after: reading)
        var (total, days) = current.summaries()
        total = reading.shown(total)
        days = days.map { ($0.day, reading.shown($0.sales)) }
        guard
            let period = query.period
                ?? days.first.flatMap({ first in days.last.flatMap { ReportPeriod(first: first.day, last: $0.day) } })
        else {
            throw DailyReportError.noDays(inputs: inputs, skipped: reading.skipped)
        }
        total.period = period
        // One language for the whole period, decided from all the names read, not day by day.
        chart.language = chart.language(after: reading, sales: total, menu: menu)
        let look = kept ?? PeriodLook(total: total, specification: chart, menu: menu)
        // A look kept from a larger whole (a store's part of the chain, a live day within its 30 days)
        // spells the period's juices as the whole does.
        if let kept { total = kept.respelled(total) }
        let byDay = Dictionary(
            uniqueKeysWithValues: days.filter { !$0.sales.segments.isEmpty }.map { ($0.day, look.respelled($0.sales)) })
        var previousSales = previous.map { ($0.period, look.respelled(reading.shown($0.sales.summary()))) }
        previousSales?.1.period = previous?.period
        return PeriodSales(
            period: period, total: total, days: period.days.map { ($0, byDay[$0]) }, previous: previousSales,
            look: look, reading: reading, chart: chart, hours: hours)
    }

    /// The period of the same length that ends the day before `period` starts.
    static func previous(of period: ReportPeriod) -> ReportPeriod? {
        let length = period.days.count
        return ReportPeriod(first: period.first.adding(days: -length), last: period.first.adding(days: -1))
    }
}
