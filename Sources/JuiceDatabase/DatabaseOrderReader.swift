import Foundation
import JuiceCore

/// Reads sales from a database: sends one aggregate statement, checks the groups it returns
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
    /// How many skipped rows are described in the report.
    public var skippedExampleLimit = 5

    public init(url: DatabaseURL, source: OrderSource = .defaultTable, columns: ColumnMapping = ColumnMapping(),
                skipInvalid: Bool = false, menu: Menu = .standard) {
        self.url = url
        self.source = source
        self.columns = columns
        self.skipInvalid = skipInvalid
        self.menu = menu
    }

    /// Adds the database's sales into `sink` (per day when the sink adds up per day), for the
    /// sink's query: its period, zone, metric and grouping.
    ///
    /// Throws `DatabaseError`, and `SalesAggregationError` from the sink. `orders` in the
    /// report counts orders; `skipped` counts rows left out under `--skip-invalid`.
    public func read<Sink: GroupedSalesSink>(into sink: inout Sink) throws -> OrderReadReport {
        let database: any SalesDatabase = switch url {
        case .postgres(let settings): try PostgresDatabase(settings: settings)
        case .sqlite(let path): try SQLiteDatabase(path: path, zone: sink.query.timeZone)
        }
        let name = "\(database.displayName)\(source == .defaultTable ? "" : " (\(source.displayName))")"
        do {
            return try read(database, name: name, into: &sink)
        } catch let error as DatabaseError {
            throw error.naming(name)
        }
    }

    private func read<Sink: GroupedSalesSink>(_ database: any SalesDatabase, name: String, into sink: inout Sink) throws -> OrderReadReport {
        let query = sink.query
        let found = try database.columns(of: source)
        let columns = try OrderColumns(mapping: self.columns, columns: found, database: name, source: source)
        let needsTime = query.period != nil || sink.addsUpPerDay
        let needsPrice = query.metric == .revenue && query.grouping == .juice
        if needsTime, columns.orderedAt == nil {
            throw DatabaseError.missing(database: name, problem: "\(source.displayName) has no column \"orderedAt\", which "
                                        + "\(sink.addsUpPerDay ? "a daily report" : "choosing days") needs; its columns are "
                                        + "\(found.map(\.name).joined(separator: ", ")) (name it with --column orderedAt=COLUMN)")
        }
        if needsPrice, columns.unitPrice == nil {
            throw DatabaseError.missing(database: name, problem: "\(source.displayName) has no column \"unitPrice\", which --metric "
                                        + "revenue needs; its columns are \(found.map(\.name).joined(separator: ", ")) (name it with --column unitPrice=COLUMN)")
        }
        let statement = SalesStatement(
            dialect: database.dialect, columns: columns, fromItem: try source.fromItem(), byDay: sink.addsUpPerDay,
            period: query.period.map { $0.first.daysSinceEpoch..<($0.last.daysSinceEpoch + 1) }, zone: query.timeZone,
            needsTime: needsTime, needsPrice: needsPrice)
        let (sql, binds) = statement.aggregate()
        if ProcessInfo.processInfo.environment["JUICE_REPORT_SHOW_QUERY"] != nil {
            // For README readers and the sharded check's EXPLAIN: the statement exactly as sent.
            let line = sql.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            FileHandle.standardError.write(Data("juice-report: query: \(line)\njuice-report: binds: \(binds.map { $0.text ?? "NULL" })\n".utf8))
        }
        let groups = try database.rows(sql, binds).map(SalesGroupRow.init)
            .sorted { ($0.isOrderCount ? 1 : 0, $0.juice ?? "", $0.status ?? "", $0.days?.lowerBound ?? .min)
                < ($1.isOrderCount ? 1 : 0, $1.juice ?? "", $1.status ?? "", $1.days?.lowerBound ?? .min) }

        var report = OrderReadReport()
        let unknownStatuses = Set(groups.compactMap { $0.status }.filter { Self.status(of: $0) == nil }).sorted()
        let refused = groups.filter { !$0.isOrderCount && isRefused($0) }
        if !refused.isEmpty {
            let examples = try problemMessages(database, statement, unknownStatuses: unknownStatuses, name: name,
                                               limit: skipInvalid ? skippedExampleLimit : 1)
            guard skipInvalid else { throw examples.first ?? DatabaseError.queryFailed(database: name, problem: "a row is invalid, but it could not be found again") }
            report.skipped = refused.reduce(0) { $0 + $1.rows }
            report.skippedExamples = examples.map(\.description)
        }
        for group in groups where !isRefused(group) {
            guard let status = group.status.map(Self.status(of:)) ?? .completed else { continue }
            var slot: Int?
            if !group.isOrderCount {
                slot = sink.slot(for: menu.identify((group.juice ?? "").trimmingCharacters(in: Self.blanks)))
            }
            try sink.add(GroupedSales(slot: slot, status: status, orders: group.isOrderCount ? group.rows : 0, units: group.units,
                                      revenue: group.priced == group.rows ? group.revenue ?? 0 : nil, days: group.days,
                                      latestSeconds: group.latestSeconds))
            if group.isOrderCount { report.orders += group.rows }
        }
        // A file reader reads the orders outside the period too; a database never sends them,
        // so when none falls in the period, its rows are counted to tell "no orders on these
        // days" from "no orders at all".
        if report.orders == 0, query.period != nil {
            report.orders = Int(try database.rows("SELECT count(*) FROM \(try source.fromItem()) AS o", []).first?.first?.integer ?? 0)
        }
        return report
    }

    /// Whether a group's rows are refused, as a file reader would refuse their orders: a bad
    /// value, an unknown status, or a missing price on a sold order.
    private func isRefused(_ group: SalesGroupRow) -> Bool {
        guard let status = group.status.map(Self.status(of:)) ?? .completed else { return true }
        guard let problem = group.problem else { return false }
        return !problem.dependsOnStatus || status.countsAsSold
    }

    /// The first refused rows by id, each as the error a file reader gives for that value.
    private func problemMessages(_ database: any SalesDatabase, _ statement: SalesStatement, unknownStatuses: [String],
                                 name: String, limit: Int) throws -> [DatabaseError] {
        let (sql, binds) = statement.problemRows(statuses: unknownStatuses, limit: 1_000)
        var messages: [DatabaseError] = []
        for row in try database.rows(sql, binds) where messages.count < limit {
            let id = row[0].text
            let status = row[2].text
            let known = status.map(Self.status(of:)) ?? .completed
            guard let known else {
                messages.append(.invalidRow(database: name, rowID: id, problem: Self.fieldProblem { () throws(OrderFieldProblem) in
                    _ = try OrderFieldRules.status(status ?? "")
                }))
                continue
            }
            guard let problem = row[1].integer.flatMap(RowProblem.init(rawValue:)) else { continue }
            if problem.dependsOnStatus, !known.countsAsSold { continue }
            let text: String = switch problem {
            case .badTime:
                Self.fieldProblem { () throws(OrderFieldProblem) in
                    let value = Array((row[6].text ?? "").utf8)
                    let clock = LocalClock(timeZone: statement.zone)
                    _ = try value.withUnsafeBytes { bytes in
                        Result { () throws(OrderFieldProblem) in try OrderFieldRules.orderedAt(utf8: bytes, localTo: clock) }
                    }.get()
                }
            case .missingJuice: Self.fieldProblem { () throws(OrderFieldProblem) in throw OrderFieldRules.juiceMissing }
            case .badQuantity: Self.fieldProblem { () throws(OrderFieldProblem) in _ = try OrderFieldRules.quantity.value(text: row[4].text ?? "") }
            case .badPrice: Self.fieldProblem { () throws(OrderFieldProblem) in try Self.money(row[5].text, rule: OrderFieldRules.unitPrice) }
            case .badAmount: Self.fieldProblem { () throws(OrderFieldProblem) in try Self.money(row[7].text, rule: OrderFieldRules.amount) }
            case .missingTime: statement.byDay ? SalesAggregationError.missingDay(nil).description : SalesAggregationError.missingTimestamp(nil).description
            case .missingPrice: SalesAggregationError.missingPrice(nil, item: nil).description
            }
            messages.append(.invalidRow(database: name, rowID: id, problem: text))
        }
        return messages
    }

    /// Checks a value's text by a money rule, as a CSV cell's, for its message.
    private static func money(_ text: String?, rule: OrderFieldRules.MoneyField) throws(OrderFieldProblem) {
        let bytes = Array((text ?? "").utf8)
        _ = try bytes.withUnsafeBytes { raw in Result { () throws(OrderFieldProblem) in try rule.value(cell: raw) } }.get()
    }

    /// The message of the field problem `check` throws, as `"field" problem`.
    private static func fieldProblem(_ check: () throws(OrderFieldProblem) -> Void) -> String {
        do {
            try check()
            return "is not valid"
        } catch {
            return "\"\(error.field)\" \(error.problem)"
        }
    }

    /// A status as the file readers read it: absent or blank is completed, as an empty cell is.
    private static func status(of text: String) -> OrderStatus? {
        text.trimmingCharacters(in: blanks).isEmpty ? .completed : OrderStatus(written: text)
    }

    private static let blanks = CharacterSet(charactersIn: " \t")
}
