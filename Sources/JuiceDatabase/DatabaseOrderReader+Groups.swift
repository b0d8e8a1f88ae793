import Foundation
import JuiceCore

extension DatabaseOrderReader {
    /// The groups of a backend's checked totals, or nil when a group may hold a value the rules
    /// refuse (or a total that is not exact at `Money.scale`): then the reader asks for the
    /// totals that check every row and name the rows behind a problem.
    ///
    /// Unless `countsOrders`, a table whose rows are not its orders (an id repeated on each line
    /// item) gets no order counts: counting distinct ids costs more than all the totals, and a
    /// chart alone does not show them. `ordersCounted` says whether the groups hold them.
    func checkedGroups(_ checked: CheckedTotals, resolver: inout ZoneDayResolver) throws -> (
        groups: [SalesGroupRow], ordersCounted: Bool
    )? {
        var groups: [SalesGroupRow] = []
        // Order counts per status (and day) from the groups' rows, when each row is an order.
        var orders: [OrderCountKey: OrderCount] = [:]
        for row in checked.rows.rows {
            guard try row.flag("clean") else { return nil }
            var units: Int64?, revenue: Int64?
            if try row.integer("kind") == 0 {
                guard let exact = try row.text("units").flatMap({ Self.exact($0, scale: 1) }) else { return nil }
                units = exact
                if let text = try row.text("revenue") {
                    guard let scaled = Self.exact(text, scale: Money.scale) else { return nil }
                    revenue = scaled
                }
            }
            let group = try SalesGroupRow(row, units: units, revenue: revenue, resolver: &resolver)
            if !group.isOrderCount, checked.ordersAreRows {
                let key = OrderCountKey(status: group.status, day: try row.integer("first_day"))
                try orders[key, default: OrderCount()].add(row: row, rows: group.rows)
            }
            groups.append(group)
        }
        for (key, count) in orders.sorted(by: { $0.key < $1.key }) {
            groups.append(count.group(status: key.status, resolver: &resolver))
        }
        return (groups, checked.ordersAreRows || checked.countsIDs)
    }

    /// A status's (and day's) order count, from juice groups whose rows are each an order.
    private struct OrderCountKey: Hashable, Comparable {
        let status: String?
        let day: Int64?

        static func < (a: Self, b: Self) -> Bool {
            a.sortKey < b.sortKey
        }

        /// No status first ("-" sorts before "s…"), then the statuses by name; within one, the days
        /// as text. Spelled out as a typed pair, which the type checker takes at once.
        private var sortKey: (String, String) {
            let status: String = status.map { "s" + $0 } ?? "-"
            let day: String = day.map { String($0) } ?? ""
            return (status, day)
        }
    }

    /// Orders (a juice group's rows) and the span of their days and times, merged group by group.
    private struct OrderCount {
        var orders: Int64 = 0
        var firstDay: Double?, lastDay: Double?, earliest: Double?, latest: Double?

        mutating func add(row: ResultRow, rows: Int) throws(DatabaseError) {
            orders += Int64(rows)
            firstDay = Self.least(firstDay, try row.real("first_day"))
            lastDay = Self.greatest(lastDay, try row.real("last_day"))
            earliest = Self.least(earliest, try row.real("earliest"))
            latest = Self.greatest(latest, try row.real("latest"))
        }

        func group(status: String?, resolver: inout ZoneDayResolver) -> SalesGroupRow {
            SalesGroupRow(
                orderCount: Int(orders), status: status, firstDay: firstDay.flatMap { Int(exactly: $0) },
                lastDay: lastDay.flatMap { Int(exactly: $0) }, earliest: earliest, latest: latest, resolver: &resolver)
        }

        private static func least(_ a: Double?, _ b: Double?) -> Double? {
            guard let b else { return a }
            return a.map { min($0, b) } ?? b
        }

        private static func greatest(_ a: Double?, _ b: Double?) -> Double? {
            guard let b else { return a }
            return a.map { max($0, b) } ?? b
        }
    }

    /// A decimal's text (`1234`, `-12.5000`) times `scale` (a power of ten), when that is a whole
    /// number that fits; nil otherwise.
    static func exact(_ text: String, scale: Int64) -> Int64? {
        var digits = Substring(text)
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII), let units = Int64(whole) else {
            return nil
        }
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
}
