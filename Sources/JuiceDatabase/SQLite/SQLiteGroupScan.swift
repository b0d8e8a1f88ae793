import CSQLite
import JuiceCore

/// The juice groups of `SQLiteStatements.checkedTotals` (without its order-count part), added up here in
/// one pass over the rows rather than by SQLite's GROUP BY.
///
/// Written by hand because SQLite has no hash aggregate: its GROUP BY sorts every row with all
/// the columns the checks and sums need, which `bench/database.sh` showed to cost
/// several times the sqlite3 shell's own GROUP BY of one column. Here each row is read in
/// place (`SQLiteRow`) and added to its group, found by a hash of its juice and status bytes.
///
/// Each value is read by the rule the row-by-row statement applies (the file readers' rules
/// for a CSV cell): a juice present and not blank; a time by the time parser (blank is
/// absent; every row needs one when `needsTime`); a quantity other than 0 and money as
/// integers, or as text by the cell rules (`2.0`, `4.50`, `$4.50`); with `needsPrice`, a price
/// or an amount on every row. The first row that breaks a rule ends the scan: the reader then
/// sends the row-by-row statement, which names the problem. Returns (a negative quantity) and
/// refunds of money only (a negative amount beside a positive quantity) net out as the
/// aggregator nets a file's lines, and the groups say what they took off.
struct SQLiteGroupScan {
    let query: TotalsQuery

    /// Rows with the columns of `SQLiteStatements.checkedTotals` (`kind` 0, `j`, `s`, `clean`,
    /// `row_count`, `units`, `revenue`, `priced`, `first_day`, `last_day`, `earliest`, `latest`,
    /// then `TotalsQuery.returnColumns`), revenue as the decimal text of the currency's units;
    /// nil when a row breaks a rule or a sum overflows.
    func groups(in database: SQLiteBackend) throws -> ResultSet? {
        let needsDay = query.byDay || query.period != nil
        var groups: [Group] = []
        var index: [Int: [Int]] = [:]
        let byDay = query.byDay
        /// Adds one row to its group; false when the row is not clean.
        func add(_ row: SQLiteRow) -> Bool {
            var line = Line()
            if row.type(.time) != SQLITE_NULL {
                let time = row.text(.time)
                line.seconds = database.seconds(ofText: time)
                guard line.seconds != nil || SQLiteFunctions.trimmed(time).isEmpty else { return false }
            }
            let day = needsDay ? line.seconds.map(database.day(ofSeconds:)) : nil
            // The statement leaves out the rows of other days before it checks anything.
            if let period = query.period, let day, !period.contains(day) { return true }
            guard line.seconds != nil || !query.needsTime, row.type(.juice) != SQLITE_NULL else { return false }
            let juice = row.text(.juice)
            guard !SQLiteFunctions.trimmed(juice).isEmpty else { return false }
            let status = row.type(.status) == SQLITE_NULL ? nil : row.text(.status)

            let quantity = Self.quantity(row, .quantity), price = Self.money(row, .unitPrice, allowsNegative: false)
            let amount = Self.money(row, .amount, allowsNegative: true)
            guard quantity != .refused, price != .refused, amount != .refused else { return false }
            if case .value(let units) = quantity { line.quantity = units }
            line.units = line.quantity
            if case .value(let value) = amount {
                // A return takes its amount off whatever its sign; a positive quantity with a
                // negative amount is a refund of money only, with no units.
                line.revenue = line.quantity < 0 && value > 0 ? -value : value
                if line.quantity > 0, value < 0 { line.units = 0 }
            } else if case .value(let value) = price {
                let (revenue, overflow) = line.quantity.multipliedReportingOverflow(by: value)
                guard !overflow, revenue != .min else { return false }
                line.revenue = revenue
            }
            guard line.revenue != nil || !query.needsPrice else { return false }

            let groupDay = byDay ? day : nil
            let key = Self.hash(juice, status, groupDay)
            let found = index[key]?.first { groups[$0].holds(juice, status, groupDay) }
            let position = found ?? groups.count
            if found == nil {
                groups.append(Group(juice: Array(juice), status: status.map(Array.init), day: groupDay))
                index[key, default: []].append(position)
            }
            return groups[position].add(line)
        }
        var clean = true
        try database.forEachRow(SQLiteStatements(query: query).scanRows()) { row in
            clean = add(row)
            return clean
        }
        guard clean else { return nil }
        return try ResultSet(database: database.displayName, names: Group.columnNames, values: groups.map(\.row))
    }

    /// A cell as the row-by-row statement reads it: absent (NULL or blank), a value, or refused.
    private enum Cell: Equatable {
        case absent, value(Int64), refused
    }

    /// A quantity by `juice_report_quantity`'s rule: an integer other than 0 (negative on a
    /// return), or any other value's text by the quantity rule of a CSV cell (`2`, `2.0`, `-1`).
    private static func quantity(_ row: SQLiteRow, _ column: SQLiteStatements.ScanColumn) -> Cell {
        switch row.type(column) {
        case SQLITE_NULL: return .absent
        case SQLITE_INTEGER:
            let number = row.integer(column)
            return OrderFieldRules.quantity.accepts(number) ? .value(number) : .refused
        default:
            let text = SQLiteFunctions.trimmed(row.text(column))
            guard !text.isEmpty else { return .absent }
            guard let number = try? OrderFieldRules.quantity.value(cell: UnsafeRawBufferPointer(rebasing: text)) else {
                return .refused
            }
            return .value(number)
        }
    }

    /// Money at `Money.scale` by `juice_report_money`'s rule: an integer (of at least 0 for a
    /// unit price), or any other value's text by the money rule of a CSV cell (`4.50`, `$4.50`).
    private static func money(_ row: SQLiteRow, _ column: SQLiteStatements.ScanColumn, allowsNegative: Bool) -> Cell {
        switch row.type(column) {
        case SQLITE_NULL: return .absent
        case SQLITE_INTEGER:
            let number = row.integer(column)
            let (scaled, overflow) = number.multipliedReportingOverflow(by: Money.scale)
            return overflow || (number < 0 && !allowsNegative) ? .refused : .value(scaled)
        default:
            let text = SQLiteFunctions.trimmed(row.text(column))
            guard !text.isEmpty else { return .absent }
            let rule = allowsNegative ? OrderFieldRules.amount : OrderFieldRules.unitPrice
            guard let money = try? rule.value(cell: UnsafeRawBufferPointer(rebasing: text)) else { return .refused }
            return .value(money.amount)
        }
    }

    private static func hash(_ juice: UnsafeRawBufferPointer, _ status: UnsafeRawBufferPointer?, _ day: Int?) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: juice)
        hasher.combine(status == nil)
        if let status { hasher.combine(bytes: status) }
        hasher.combine(day)
        return hasher.finalize()
    }

    /// One row's contribution: its quantity (1 without one), its units (the quantity, or 0 for a
    /// refund of money only), revenue (its amount, or quantity × unit price; nil without either) and time.
    private struct Line {
        var quantity: Int64 = 1
        var units: Int64 = 1
        var revenue: Int64?
        var seconds: Double?
    }

    private struct Group {
        let juice: [UInt8]
        let status: [UInt8]?
        let day: Int?
        var rows: Int64 = 0
        var units: Int64 = 0
        var revenue: Int64 = 0
        var priced: Int64 = 0
        var earliest: Double?
        var latest: Double?
        var returns: Int64 = 0
        var returnedUnits: Int64 = 0
        var returnedRevenue: Int64 = 0
        var returnsPriced: Int64 = 0
        var refunds: Int64 = 0
        var refundedRevenue: Int64 = 0

        func holds(_ juice: UnsafeRawBufferPointer, _ status: UnsafeRawBufferPointer?, _ day: Int?) -> Bool {
            guard self.day == day, self.juice.elementsEqual(juice) else { return false }
            guard let status else { return self.status == nil }
            return self.status?.elementsEqual(status) ?? false
        }

        /// False when a sum overflows, as SQLite's `sum()` would.
        mutating func add(_ line: Line) -> Bool {
            rows += 1
            let (newUnits, unitsOverflow) = units.addingReportingOverflow(line.units)
            units = newUnits
            if let value = line.revenue {
                guard Self.sum(value, into: &revenue) else { return false }
                priced += 1
            }
            if line.quantity < 0 {
                returns += 1
                guard Self.sum(line.quantity, into: &returnedUnits, taking: true) else { return false }
                if let value = line.revenue {
                    guard Self.sum(value, into: &returnedRevenue, taking: true) else { return false }
                    returnsPriced += 1
                }
            } else if line.units == 0, let value = line.revenue, value < 0 {
                refunds += 1
                guard Self.sum(value, into: &refundedRevenue, taking: true) else { return false }
            }
            if let seconds = line.seconds {
                earliest = min(earliest ?? seconds, seconds)
                latest = max(latest ?? seconds, seconds)
            }
            return !unitsOverflow
        }

        /// Adds `value` to `total` (takes it off when `taking`); false, leaving `total`, when that overflows.
        private static func sum(_ value: Int64, into total: inout Int64, taking: Bool = false) -> Bool {
            let (result, overflow) =
                taking ? total.subtractingReportingOverflow(value) : total.addingReportingOverflow(value)
            guard !overflow else { return false }
            total = result
            return true
        }

        /// Money at `Money.scale` as the decimal text the statement's revenue is read from.
        private static func decimal(_ scaled: Int64) -> String {
            let magnitude = scaled.magnitude, scale = UInt64(Money.scale)
            let fraction = String(magnitude % scale)
            return "\(scaled < 0 ? "-" : "")\(magnitude / scale)."
                + String(repeating: "0", count: Money.scaleDigits - fraction.count) + fraction
        }

        static let columnNames =
            [
                "kind", "j", "s", "clean", "row_count", "units", "revenue", "priced", "first_day",
                "last_day", "earliest", "latest",
            ] + TotalsQuery.returnColumns

        /// The group's values in the order of `columnNames`.
        var row: [SQLValue] {
            let days: [SQLValue] = day.map { [.integer(Int64($0)), .integer(Int64($0))] } ?? [.null, .null]
            return [
                .integer(0), .text(String(decoding: juice, as: UTF8.self)),
                status.map { .text(String(decoding: $0, as: UTF8.self)) } ?? .null,
                .integer(1), .integer(rows), .integer(units), priced > 0 ? .text(Self.decimal(revenue)) : .null,
                .integer(priced),
            ]
                + days + [earliest.map(SQLValue.real) ?? .null, latest.map(SQLValue.real) ?? .null]
                + [returns, returnedUnits, returnedRevenue, returnsPriced, refunds, refundedRevenue].map(
                    SQLValue.integer)
        }
    }
}

extension SQLiteRow {
    fileprivate func type(_ column: SQLiteStatements.ScanColumn) -> Int32 { type(column.rawValue) }
    fileprivate func integer(_ column: SQLiteStatements.ScanColumn) -> Int64 { integer(column.rawValue) }
    fileprivate func text(_ column: SQLiteStatements.ScanColumn) -> UnsafeRawBufferPointer { text(column.rawValue) }
}
