import Foundation
import JuiceCore

extension DatabaseOrderReader {
    /// The groups of `SalesStatement.checkedTotals` (PostgreSQL) or `checkedSQLiteTotals`, or nil
    /// when a group may hold a value the rules refuse (or a total that is not exact at
    /// `Money.scale`): then the reader sends the statement that checks every row and names the
    /// rows behind a problem.
    ///
    /// Unless `countsOrders`, a table whose rows are not its orders (an id repeated on each line
    /// item) gets no order counts: counting distinct ids costs more than all the totals, and a
    /// chart alone does not show them. `ordersCounted` says whether the groups hold them.
    func checkedGroups(_ database: any SalesDatabase, _ statement: SalesStatement, countsOrders: Bool,
                       resolver: inout ZoneDayResolver) throws -> (groups: [SalesGroupRow], ordersCounted: Bool)? {
        var ordersAreRows = statement.columns.id == nil
        var partitionKeys: [String] = []
        if database.dialect == .sqlite {
            if !ordersAreRows, case .table(let table) = source, let (sql, binds) = statement.sqliteIDIsUnique(table: table) {
                ordersAreRows = try database.rows(sql, binds).first?.first?.integer == 1
            }
        } else if case .table(let table) = source {
            if !ordersAreRows, let (sql, binds) = statement.idIsUnique(table: table) {
                ordersAreRows = try database.rows(sql, binds).first?.first == .text("t")
            }
            if let (sql, binds) = statement.partitionKeys(table: table) {
                // A key that is a line's own value (its juice, quantity or price) could split an order.
                let lineFields = [statement.columns.juice, statement.columns.quantity, statement.columns.unitPrice, statement.columns.amount]
                    .compactMap { $0?.name }
                partitionKeys = try database.rows(sql, binds).compactMap { $0.first?.text }
                if partitionKeys.contains(where: lineFields.contains) { partitionKeys = [] }
            }
        }
        var statement = statement
        if database.dialect == .postgres { statement.dayStarts = try dayStarts(database, statement) }
        let countsIDs = countsOrders && !ordersAreRows
        let (sql, binds) = database.dialect == .sqlite ? statement.checkedSQLiteTotals(countsIDs: countsIDs)
            : statement.checkedTotals(countsIDs: countsIDs, partitionKeys: partitionKeys)
        let rows: [[SQLValue]]
        if let sqlite = database as? SQLiteDatabase, !countsIDs {
            guard let scanned = try SQLiteGroupScan(statement: statement).groups(in: sqlite) else { return nil }
            rows = scanned
        } else {
            if let settings = statement.checkedSettings(partitionKeys: partitionKeys) {
                // Shown too, so the statement run in psql gets the same plan.
                Self.showQuery(settings, [])
                _ = try database.rows(settings, [])
            }
            Self.showQuery(sql, binds)
            rows = try database.rows(sql, binds)
        }
        var groups: [SalesGroupRow] = []
        // Order counts per status (and day) from the groups' rows, when each row is an order.
        var orders: [String: [SQLValue]] = [:]
        for row in rows {
            guard row[3] == .text("t") || row[3] == .integer(1) else { return nil }
            var values = row
            values[3] = .null
            if row[0].integer == 0 {
                guard let units = row[5].text.flatMap({ Self.exact($0, scale: 1) }) else { return nil }
                values[5] = .integer(units)
                if let revenue = row[6].text {
                    guard let scaled = Self.exact(revenue, scale: Money.scale) else { return nil }
                    values[6] = .integer(scaled)
                }
                if ordersAreRows { Self.count(row, into: &orders) }
            }
            groups.append(SalesGroupRow(values, resolver: &resolver))
        }
        for (_, values) in orders.sorted(by: { $0.key < $1.key }) { groups.append(SalesGroupRow(values, resolver: &resolver)) }
        return (groups, ordersAreRows || countsIDs)
    }

    /// Where the days of a daily report begin, for a time column of instants: the period's days,
    /// or for a table the days from its earliest to its latest time (one more statement, which an
    /// index on the time answers at once). Nil for a query without a period (it would run twice),
    /// times at infinity, or more days than a daily report takes.
    private func dayStarts(_ database: any SalesDatabase, _ statement: SalesStatement) throws -> DayStarts? {
        guard statement.byDay, let time = statement.columns.orderedAt, time.kind == .instant else { return nil }
        if let period = statement.period {
            return DayStarts(days: period.lowerBound...(period.upperBound - 1), zone: statement.zone, dayStart: statement.dayStart)
        }
        guard case .table = source, let column = try? SQLIdentifier(time.name).description else { return nil }
        let sql = "SELECT CAST(extract(epoch FROM min(o.\(column))) AS double precision), CAST(extract(epoch FROM max(o.\(column))) AS double precision) "
            + "FROM \(statement.fromItem) AS o"
        guard let row = try database.rows(sql, []).first, row.count == 2, let earliest = row[0].real, let latest = row[1].real,
              earliest.isFinite, latest.isFinite else { return nil }
        var resolver = ZoneDayResolver(timeZone: statement.zone, dayStart: statement.dayStart)
        let (first, last) = (resolver.daysSinceEpoch(of: earliest), resolver.daysSinceEpoch(of: latest))
        guard last - first < DailySalesAggregator.maximumDays else { return nil }
        return DayStarts(days: first...last, zone: statement.zone, dayStart: statement.dayStart)
    }

    /// Adds a juice group's rows to its status's (and day's) order count: `kind 1, NULL, status,
    /// NULL, orders, NULL, NULL, 0, first day, last day, earliest, latest`.
    private static func count(_ row: [SQLValue], into orders: inout [String: [SQLValue]]) {
        let key = "\(row[2].text.map { "s" + $0 } ?? "-")|\(row[8].integer.map(String.init) ?? "")"
        guard var counted = orders[key] else {
            orders[key] = [.integer(1), .null, row[2], .null, row[4], .null, .null, .integer(0), row[8], row[9], row[10], row[11]]
                + Array(repeating: .integer(0), count: SalesStatement.returnColumns)
            return
        }
        counted[4] = .integer((counted[4].integer ?? 0) + (row[4].integer ?? 0))
        counted[8] = least(counted[8], row[8])
        counted[9] = greatest(counted[9], row[9])
        counted[10] = least(counted[10], row[10])
        counted[11] = greatest(counted[11], row[11])
        orders[key] = counted
    }

    private static func least(_ a: SQLValue, _ b: SQLValue) -> SQLValue {
        guard let x = a.real else { return b }
        guard let y = b.real else { return a }
        return y < x ? b : a
    }

    private static func greatest(_ a: SQLValue, _ b: SQLValue) -> SQLValue {
        guard let x = a.real else { return b }
        guard let y = b.real else { return a }
        return y > x ? b : a
    }

    /// A decimal's text (`1234`, `-12.5000`) times `scale` (a power of ten), when that is a whole
    /// number that fits; nil otherwise.
    static func exact(_ text: String, scale: Int64) -> Int64? {
        var digits = Substring(text)
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII), let units = Int64(whole) else { return nil }
        var fraction = parts.count > 1 ? parts[1] : ""
        while fraction.last == "0" { fraction = fraction.dropLast() }
        let decimals = String(scale).count - 1
        guard fraction.count <= decimals, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let padded = fraction + String(repeating: "0", count: decimals - fraction.count)
        let (scaled, overflow) = units.multipliedReportingOverflow(by: scale)
        guard !overflow, let part = Int64(padded.isEmpty ? "0" : padded) else { return nil }
        let (total, overflowed) = scaled.addingReportingOverflow(part)
        guard !overflowed else { return nil }
        return negative ? -total : total
    }

    /// For README readers and the sharded check's EXPLAIN: the statement exactly as sent.
    static func showQuery(_ sql: String, _ binds: [SQLValue]) {
        guard ProcessInfo.processInfo.environment["JUICE_REPORT_SHOW_QUERY"] != nil else { return }
        let line = sql.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        FileHandle.standardError.write(Data("juice-report: query: \(line)\njuice-report: binds: \(binds.map { $0.text ?? "NULL" })\n".utf8))
    }
}
