import Foundation
import JuiceCore

/// Reads sales from a database: its backend adds up (`SalesBackend`), the reader checks the groups it returns
/// with the order rules the file readers apply, and hands them to the sink.
///
/// Only totals come back; the rows behind a problem are fetched (by id) only when there is one,
/// to name them as a file reader names a bad order.
public struct DatabaseOrderReader: Sendable {
    public let url: DatabaseURL
    public let source: OrderSource
    public let columns: ColumnMapping
    public let skipInvalid: Bool
    public let menu: Menu
    /// `--only`/`--exclude`: the juices whose rows are added up.
    public let filter: JuiceFilter
    /// `--where`: the values of the table's own columns whose rows are added up.
    public var columnFilter = ColumnFilter()
    /// How many skipped rows are described in the report.
    public var skippedExampleLimit = 5
    /// Sees each statement as it is sent; `SentStatement.addsUp` tells those that add up (what
    /// `JUICE_REPORT_SHOW_QUERY` shows, which the caller reads).
    public var statementObserver: (@Sendable (SentStatement) -> Void)?

    public init(
        url: DatabaseURL, source: OrderSource = .defaultTable, columns: ColumnMapping = ColumnMapping(),
        skipInvalid: Bool = false, menu: Menu = .standard, filter: JuiceFilter = JuiceFilter()
    ) {
        self.url = url
        self.source = source
        self.columns = columns
        self.skipInvalid = skipInvalid
        self.menu = menu
        self.filter = filter
    }

    /// The most different juice values `--only`/`--exclude` are resolved for; past it the
    /// juices are better chosen in `--query`.
    static let filteredNameLimit = 10_000

    /// `column`'s different values in the rows `totals` adds up, refused past `filteredNameLimit`:
    /// `holder` holds them, too many for `option`; the message says to choose `instead`.
    private func distinctValues(
        of column: DatabaseColumn, in totals: TotalsQuery, from backend: any SalesBackend, database name: String,
        holder: String, option: String, instead: String
    ) throws -> [String] {
        let values = try backend.distinctValues(of: column, in: totals, limit: Self.filteredNameLimit + 1)
        guard values.count <= Self.filteredNameLimit else {
            throw DatabaseError.queryFailed(
                database: name,
                problem: "\(holder) holds more than \(Int64(Self.filteredNameLimit).groupedDecimal) different values, "
                    + "too many for \(option); choose \(instead)")
        }
        return values
    }

    /// Adds the database's sales into `sink` (per day when the sink adds up per day), for the
    /// sink's query: its period, zone, metric and grouping.
    ///
    /// Throws `DatabaseError`, and `SalesAggregationError` from the sink. `orders` in the
    /// report counts orders; `skipped` counts rows left out under `--skip-invalid`.
    public func read<Sink: GroupedSalesSink>(into sink: inout Sink) throws -> OrderReadReport {
        let options = BackendOptions(
            zone: sink.query.timeZone, dayStart: sink.query.dayStart,
            observer: statementObserver)
        let backend = try url.openBackend(options)
        let name = "\(backend.displayName)\(source == .defaultTable ? "" : " (\(source.displayName))")"
        do {
            return try read(backend, name: name, into: &sink)
        } catch let error as DatabaseError {
            throw error.naming(name)
        }
    }

    func read<Sink: GroupedSalesSink>(
        _ backend: any SalesBackend, name: String,
        into sink: inout Sink
    ) throws -> OrderReadReport {
        let query = sink.query
        let source = try CheckedSource(self.source, database: name)
        let found = try backend.columns(of: source)
        let columns = try OrderColumns(mapping: self.columns, columns: found, database: name, source: self.source)
        let needsTime = query.period != nil || sink.addsUpPerDay
        let needsPrice = query.metric == .revenue && query.grouping == .juice
        if needsTime, columns.orderedAt == nil {
            throw DatabaseError.missing(
                database: name,
                problem: "\(source.displayName) has no column \"orderedAt\", which "
                    + "\(sink.addsUpPerDay ? "a daily report" : "choosing days") needs; its columns are "
                    + "\(found.map(\.name).joined(separator: ", ")) (name it with --column orderedAt=COLUMN)")
        }
        if needsPrice, columns.unitPrice == nil, columns.amount == nil {
            throw DatabaseError.missing(
                database: name,
                problem: "\(source.displayName) has no column \"unitPrice\" or \"amount\", which "
                    + "--metric revenue needs; its columns are \(found.map(\.name).joined(separator: ", ")) "
                    + "(name it with --column unitPrice=COLUMN)")
        }
        var totals = TotalsQuery(
            columns: columns, source: source, byDay: sink.addsUpPerDay || sink.addsUpHours,
            period: query.period.map { $0.first.daysSinceEpoch..<($0.last.daysSinceEpoch + 1) }, zone: query.timeZone,
            needsTime: needsTime, needsPrice: needsPrice)
        totals.addsUpRevenue = query.metric == .revenue || query.addsUpRevenue
        totals.dayStart = query.dayStart
        totals.byHour = sink.addsUpHours
        var report = OrderReadReport()
        if !filter.isEmpty {
            // The menu decides which names are which juice, so the names are matched here and the
            // database is sent the values to keep, exactly as they are written.
            let names = try distinctValues(
                of: columns.juice, in: totals, from: backend, database: name, holder: "the juice column",
                option: "--only/--exclude", instead: "the juices in --query (… WHERE juice IN (…))")
            let kept = Set(filter.kept(names.map { $0.trimmingCharacters(in: Self.blanks) }, menu: menu))
            report.filterSightings = filter.sightings(
                of: names.map { $0.trimmingCharacters(in: Self.blanks) }, menu: menu)
            totals.keptJuices = names.filter { kept.contains($0.trimmingCharacters(in: Self.blanks)) }
        }
        for clause in columnFilter.clauses {
            // As for juices: the column's different values are matched here (trimmed, without case) and
            // the database is sent the ones to keep, exactly as written.
            guard
                let column = found.first(where: {
                    ColumnMapping.normalized($0.name) == ColumnMapping.normalized(clause.column)
                })
            else {
                throw DatabaseError.badRequest(
                    database: name,
                    problem: "--where \(clause.description): \(source.displayName) has no column "
                        + "\"\(clause.column)\"; its columns are \(found.map(\.name).joined(separator: ", "))")
            }
            let values = try distinctValues(
                of: column, in: totals, from: backend, database: name, holder: "the column \"\(column.name)\"",
                option: "--where", instead: "the rows in --query")
            let asked = Dictionary(
                clause.values.enumerated().map { (ColumnFilter.key($0.element), $0.offset) },
                uniquingKeysWith: { first, _ in first })
            var sighting = ColumnSighting()
            var kept: [String] = []
            for value in values {
                let key = ColumnFilter.key(value)
                sighting.note(value.trimmingCharacters(in: Self.blanks), key: key, matching: asked[key])
                if asked[key] != nil { kept.append(value) }
            }
            report.columnSightings.append(sighting)
            if !clause.observesOnly { totals.keptValues.append((column, kept)) }
        }
        // A date column's days are its dates: its earliest and latest "times" are their midnights.
        var resolver = ZoneDayResolver(
            timeZone: query.timeZone,
            dayStart: totals.dayShift == 0 ? .midnight : query.dayStart)
        // A backend that cannot check totals by hour (SQLite) answers nil, as for a problem.
        var grouped = try backend.checkedTotals(totals, countsOrders: query.countsOrders)
            .flatMap { try checkedGroups($0, resolver: &resolver) }
        if grouped == nil {
            grouped = (try backend.totals(totals).rows.map { try SalesGroupRow($0, resolver: &resolver) }, true)
        }
        report.ordersCounted = grouped?.ordersCounted ?? true
        let groups = (grouped?.groups ?? [])
            .sorted {
                ($0.isOrderCount ? 1 : 0, $0.juice ?? "", $0.status ?? "", $0.days?.lowerBound ?? .min, $0.hour ?? -1)
                    < (
                        $1.isOrderCount ? 1 : 0, $1.juice ?? "", $1.status ?? "", $1.days?.lowerBound ?? .min,
                        $1.hour ?? -1
                    )
            }

        let unknownStatuses = Set(groups.compactMap { $0.status }.filter { Self.status(of: $0) == nil }).sorted()
        let refused = groups.filter { !$0.isOrderCount && isRefused($0) }
        if !refused.isEmpty {
            let examples = try problemMessages(
                backend, totals, unknownStatuses: unknownStatuses, name: name,
                limit: skipInvalid ? skippedExampleLimit : 1)
            guard skipInvalid else {
                throw examples.first
                    ?? DatabaseError.queryFailed(
                        database: name, problem: "a row is invalid, but it could not be found again")
            }
            report.skipped = refused.reduce(0) { $0 + $1.rows }
            report.skippedRecord = .row
            report.skippedExamples = examples.map(\.description)
        }
        for group in groups where !isRefused(group) {
            guard let status = group.status.map(Self.status(of:)) ?? .completed else { continue }
            var slot: Int?
            if !group.isOrderCount {
                let written = (group.juice ?? "").trimmingCharacters(in: Self.blanks)
                // The database's juice values as written choose the chart's language, as a file's names do.
                report.writtenNames.note(written, menu: menu)
                slot = sink.slot(for: menu.identify(written), writtenAs: written)
            }
            try sink.add(
                GroupedSales(
                    slot: slot, status: status, orders: group.isOrderCount ? group.rows : 0, units: group.units,
                    revenue: group.priced == group.rows ? group.revenue ?? 0 : nil, days: group.days,
                    latestSeconds: group.latestSeconds, returns: group.returns, hour: group.hour))
            if group.isOrderCount || !report.ordersCounted { report.orders += group.rows }
        }
        // A file reader reads the orders outside the period too; a database never sends them,
        // so when none falls in the period, its rows are counted to tell "no orders on these
        // days" from "no orders at all".
        if report.orders == 0, query.period != nil {
            report.orders = try backend.rowCount(totals)
        }
        return report
    }

    /// Whether a group's rows are refused, as a file reader would refuse their orders: a bad
    /// value, an unknown status, or a missing price on a sold order.
    func isRefused(_ group: SalesGroupRow) -> Bool {
        guard let status = group.status.map(Self.status(of:)) ?? .completed else { return true }
        guard let problem = group.problem else { return false }
        return !problem.dependsOnStatus || status.countsAsSold
    }

    /// A status as the file readers read it: absent or blank is completed, as an empty cell is.
    static func status(of text: String) -> OrderStatus? {
        text.trimmingCharacters(in: blanks).isEmpty ? .completed : OrderStatus(written: text)
    }

    static let blanks = CharacterSet(charactersIn: " \t")
}
