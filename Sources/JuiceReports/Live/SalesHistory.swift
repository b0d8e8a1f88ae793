import Foundation
import JuiceCore
import JuiceIngest

/// Every order a live page has read, added up per day and per hour for each metric it shows,
/// so that an appended order costs only its own reading and a view costs one merge per day it
/// shows, however long the history is. No order is kept.
public struct SalesHistory: Sendable {
    typealias Ledger = DailyHoursAggregator<DailySalesAggregator>
    /// The metrics a view can ask for, each with a ledger of its own (a slice's value is counted as it is read).
    public static let metrics: [SalesMetric] = [.units, .revenue]

    let inputs: OrderInputs
    let menu: Menu
    /// The zone and day start; the metric and period are each view's.
    let query: SalesQuery
    let chart: ChartSpecification
    fileprivate(set) var ledgers: [Ledger]
    /// What reading found, per metric: revenue keeps only `--currency`'s orders, units all of them.
    fileprivate(set) var readings: [OrderReadReport]
    /// The view's filter (`LiveView.filter`) this history was read with, on top of the inputs' own
    /// `--where`: views with another filter are not drawn from it.
    fileprivate(set) var viewFilter = ColumnFilter()

    /// - Parameters:
    ///   - inputs: the reading options every input shares (format, columns, filters); its paths are not read here.
    ///   - query: the zone and day start days are cut in.
    public init(inputs: OrderInputs, menu: Menu, query: SalesQuery, chart: ChartSpecification) {
        self.inputs = inputs
        self.menu = menu
        self.query = query
        self.chart = chart
        ledgers = Self.metrics.map { metric in
            var kept = query
            kept.metric = metric
            kept.period = nil
            kept.countsOrders = true
            kept.addsUpRevenue = true
            return Ledger(base: DailySalesAggregator(menu: menu, query: kept))
        }
        readings = Self.metrics.map { _ in OrderReadReport() }
    }

    /// What reading found so far, as the units view counts it: orders, skipped ones and their examples.
    public var reading: OrderReadReport { readings[0] }

    /// Adds in whole order records that arrived: lines appended to JSON Lines, or a CSV header
    /// row followed by appended rows. `name` is how messages name them (the file and where the
    /// bytes start in it). A bad record never stops the page: it is skipped and counted in what
    /// is returned, and the good ones around it are taken.
    @discardableResult
    public mutating func take(_ bytes: [UInt8], name: String, format: OrderInputFormat) throws -> OrderReadReport {
        var grouped = inputs
        grouped.groupColumn = inputs.groupColumn ?? chart.ringsBy
        let options = try ledgers.indices.map { index in
            var options = try grouped.options(
                as: format, clock: LocalClock(timeZone: query.timeZone),
                keptCurrency: OrderReadReport.keptCurrency(metric: Self.metrics[index], chart: chart))
            options.skipInvalid = true
            return options
        }
        do {
            return try takeAll(bytes, name: name, format: format, options: options)
        } catch {
            // A syntax error stops a reader, so the chunk is read again a line at a time: each
            // line (after the header row of a table) is one record there.
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true).map(Array.init)
            let header = format == .csv && !lines.isEmpty ? lines.removeFirst() + [0x0A] : []
            let limit = OrderReadOptions().skippedExampleLimit
            var found = OrderReadReport()
            var bad = OrderReadReport()
            for (number, line) in lines.enumerated() {
                let lineName = "\(name), line \(number + 1)"
                do {
                    found.merge(
                        try takeAll(header + line + [0x0A], name: lineName, format: format, options: options),
                        exampleLimit: limit)
                } catch {
                    bad.skipped += 1
                    if bad.skippedExamples.count < limit { bad.skippedExamples.append("\(error)") }
                }
            }
            for index in readings.indices { readings[index].merge(bad, exampleLimit: limit) }
            found.merge(bad, exampleLimit: limit)
            return found
        }
    }

    /// Reads `bytes` for every metric into empty ledgers and adds them in only when all were
    /// read: a chunk that fails leaves the history as it was.
    private mutating func takeAll(_ bytes: [UInt8], name: String, format: OrderInputFormat, options: [OrderReadOptions])
        throws -> OrderReadReport
    {
        var fresh = ledgers.map { $0.emptyCopy() }
        var reports: [OrderReadReport] = []
        for index in ledgers.indices {
            let source = MemoryByteSource(bytes, name: name)
            reports.append(
                format == .csv
                    ? try OrderCSVReader(menu: menu, options: options[index]).read(source, into: &fresh[index])
                    : try OrderStreamReader(menu: menu, options: options[index]).read(source, into: &fresh[index]))
        }
        for index in ledgers.indices {
            try ledgers[index].merge(fresh[index])
            readings[index].merge(reports[index], exampleLimit: options[index].skippedExampleLimit)
        }
        return reports[0]
    }

    /// Adds in whole inputs (a workbook, a database, a JSON document that is not JSON Lines),
    /// read as the other commands read them.
    ///
    /// Each metric's ledger is read on its own (a database adds up one metric a query), side by
    /// side (`ParallelWork`): a change to a PostgreSQL source of 20,000 orders is read again in
    /// the time of one read, about 0.2 s, not two one after the other (`serve`, issue 38).
    @discardableResult
    public mutating func take(_ whole: OrderInputs) throws -> OrderReadReport {
        let (ledgers, menu, chart) = (ledgers, menu, chart)
        let read = try ParallelWork.map(Array(ledgers.indices)) { index in
            var ledger = ledgers[index]
            var query = ledger.query
            query.period = nil
            var single = whole
            single.skipInvalid = true
            let reading = try single.read(into: &ledger, menu: menu, query: query, chart: chart)
            return (ledger, reading)
        }
        for (index, (ledger, reading)) in read.enumerated() {
            self.ledgers[index] = ledger
            readings[index].merge(reading, exampleLimit: OrderReadOptions().skippedExampleLimit)
        }
        return read.first?.1 ?? OrderReadReport()
    }

    /// The sales of a view's period and metric, with the trend's days (the 30 days that end with a
    /// single day, or the period itself), both in the same spellings and colours.
    func sales(_ view: LiveView) throws -> (shown: PeriodSales, trend: PeriodSales) {
        guard let index = Self.metrics.firstIndex(of: view.metric) else {
            throw RequestError("metric \(view.metric.rawValue) is not one the page shows")
        }
        guard view.filter == viewFilter else {
            throw RequestError(
                "where=\(view.filter.clauses.map(\.description).joined(separator: "&where=")): "
                    + "the live history read other lines; the server reads the inputs again for such a view")
        }
        var chart = self.chart
        // The title names the store or filter kept after the shop (`Juice Bar ⋅ store_location=Astoria`).
        chart.scope = inputs.scope
        if let title = view.title { chart.title = title }
        if let top = view.top { chart.top = top }
        switch view.rings {
        case .asRead: break
        case .none: chart.ringsBy = nil
        case .by(let column):
            // The groups are what reading counted: another column's are not here to draw.
            guard draws(view.rings) else {
                throw RequestError(
                    "--group-by \(column): the live history counted \(ringColumn ?? "no column")'s groups, not these")
            }
            chart.ringsBy = column
        }
        let trendPeriod =
            view.period.days.count == 1
            ? ReportPeriod(first: view.period.first.adding(days: -29), last: view.period.last) ?? view.period
            : view.period
        let trend = try assemble(index, period: trendPeriod, chart: chart, comparing: false, look: nil)
        let shown =
            trendPeriod == view.period
            ? trend : try assemble(index, period: view.period, chart: chart, comparing: true, look: trend.look)
        return (shown, trend)
    }

    private func assemble(
        _ index: Int, period: ReportPeriod, chart: ChartSpecification, comparing: Bool, look: PeriodLook?
    ) throws -> PeriodSales {
        let ledger = ledgers[index]
        var query = ledger.query
        query.period = period
        let previous =
            comparing
            ? try PeriodSales.previous(of: period).map { (period: $0, sales: try ledger.base.totals(over: $0)) } : nil
        return try PeriodSales.assemble(
            try ledger.base.restricted(to: period), previous: previous, reading: readings[index], query: query,
            chart: chart, menu: menu, hours: try ledger.hours(over: period), look: look, inputs: inputs.displayName)
    }
}

extension SalesHistory {
    /// The column whose values reading counted per product to group them (`--group-by`); nil when none.
    public var ringColumn: String? { inputs.groupColumn ?? chart.ringsBy }

    /// Whether a view's rings are drawn from what this history read: no rings, its own, or the column it read.
    public func draws(_ rings: LiveView.Rings) -> Bool {
        switch rings {
        case .asRead, .none: true
        case .by(let column): column == ringColumn
        }
    }

    /// Whether this history holds what `view` shows: the rings it counted and the lines it kept.
    public func holds(_ view: LiveView) -> Bool { draws(view.rings) && view.filter == viewFilter }

    /// `paths` read whole, as the chart command reads them, into a history with the same options
    /// that holds `view`: its products grouped by the view's column (`group-by=`, as
    /// `--group-by` does) and only the lines its filter keeps (`where=`, added to the inputs' own
    /// `--where`). A column the tables lack, a value no line holds, or an input that is not a
    /// table is a usage error naming what there is.
    public func reading(_ view: LiveView, paths: [String]) throws -> SalesHistory {
        var chart = self.chart
        var inputs = self.inputs
        if case .by(let column) = view.rings {
            chart.ringsBy = column
            inputs.groupColumn = column
        }
        for clause in view.filter.clauses { inputs.columnFilter = inputs.columnFilter.adding(clause) }
        var history = SalesHistory(inputs: inputs, menu: menu, query: query, chart: chart)
        history.viewFilter = view.filter
        var whole = inputs
        whole.paths = paths
        whole.readsAgain = true
        try history.take(whole)
        return history
    }

    /// A history with the same options and nothing read: where a source that changed beyond
    /// appending (a file truncated or replaced, a database) is read again.
    public func emptyCopy() -> SalesHistory {
        var copy = SalesHistory(inputs: inputs, menu: menu, query: query, chart: chart)
        copy.viewFilter = viewFilter
        return copy
    }

    /// Adds in everything `other` read, as if its orders had been given here: the page shows
    /// every source together, each kept apart so that one can be read again alone.
    public mutating func merge(_ other: SalesHistory) throws {
        for index in ledgers.indices {
            try ledgers[index].merge(other.ledgers[index])
            readings[index].merge(other.readings[index], exampleLimit: OrderReadOptions().skippedExampleLimit)
        }
    }
}

extension SalesHistory {
    /// Figures that change whenever what was read changes: orders and records skipped, and each
    /// metric's totals. A source read again whole (a database polled) is a change only when they differ.
    public var fingerprint: [Int64] {
        readings.flatMap { [Int64($0.orders), Int64($0.skipped)] }
            + ledgers.flatMap { ledger in
                let total = ledger.base.totalSummary
                return [total.total, total.totalUnits, total.totalRevenue ?? -1, Int64(total.segments.count)]
            }
    }
}
