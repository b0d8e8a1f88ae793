import Foundation
import JuiceCore

/// The one aggregate statement a run sends, and the statement that finds the rows behind a
/// problem, written for one database's dialect.
///
/// The aggregate adds up per juice, status and problem (and day, for a daily report), and
/// counts orders per status (and day) in a second part of the same statement, since an order
/// of several juices is in several juice groups. Only these totals come back. Every value is
/// a bind parameter and every name a quoted identifier.
struct SalesStatement {
    let dialect: SQLDialect
    let columns: OrderColumns
    let fromItem: String
    /// Group by day (a daily report), or only note each group's first and last day.
    let byDay: Bool
    /// The period's first day and the day after its last, as days since 1970-01-01 in `zone`.
    let period: Range<Int>?
    let zone: TimeZone
    /// Rows without a time are a problem (days are chosen or reported).
    let needsTime: Bool
    /// Rows without a price are a problem (revenue by juice).
    let needsPrice: Bool

    /// The aggregate: rows of `kind, juice, status, problem, rows, units, revenue, priced,
    /// first day, last day, latest seconds` (kind 0 a juice group, 1 an order count).
    func aggregate() -> (sql: String, binds: [SQLValue]) {
        let (rows, binds) = orderRows(rawText: false)
        let dayKey = byDay ? ", d" : ""
        let orders = columns.id == nil ? "count(*)" : "count(DISTINCT id) + count(*) - count(id)"
        let counted = "problem NOT BETWEEN 1 AND 4"
        let sql = """
            SELECT 0 AS kind, j, s, problem, count(*) AS row_count,
                   CAST(sum(CASE WHEN \(counted) THEN q END) AS bigint) AS units,
                   CAST(sum(CASE WHEN \(counted) THEN q * p END) AS bigint) AS revenue,
                   count(p) AS priced, min(d) AS first_day, max(d) AS last_day, max(sec) AS latest
              FROM \(rows) AS r
             GROUP BY j, s, problem\(dayKey)
            UNION ALL
            SELECT 1, CAST(NULL AS text), s, problem, \(orders), CAST(NULL AS bigint), CAST(NULL AS bigint),
                   0, min(d), max(d), max(sec)
              FROM \(rows) AS r
             WHERE \(counted)
             GROUP BY s, problem\(dayKey)
            """
        return (sql, binds)
    }

    /// The first rows (by id) with a problem or with one of `statuses` (unknown ones):
    /// `id, problem, status, juice, quantity, unitPrice, orderedAt`, values as text.
    func problemRows(statuses: [String], limit: Int) -> (sql: String, binds: [SQLValue]) {
        var (rows, binds) = orderRows(rawText: true)
        var condition = "problem <> 0"
        for status in statuses {
            binds.append(.text(status))
            condition += " OR s = \(dialect.parameter(binds.count))"
        }
        let order = dialect == .postgres ? "id COLLATE \"C\" NULLS LAST" : "id IS NULL, id"
        let sql = """
            SELECT id, problem, s, j, qt, pt, tt FROM \(rows) AS r
             WHERE \(condition)
             ORDER BY \(order)
             LIMIT \(limit)
            """
        return (sql, binds)
    }

    /// One row per order row: `j` juice, `s` status, `d` day, `sec` time, `problem`, `q`
    /// quantity, `p` price, `id` (and with `rawText` the values as text), within the period.
    private func orderRows(rawText: Bool) -> (String, [SQLValue]) {
        let binder = Binder(dialect: dialect)
        let bind = binder.add
        let column = { (c: DatabaseColumn?) in c.map { "o." + ((try? SQLIdentifier($0.name).description) ?? "") } }
        let j = column(columns.juice)!, s = column(columns.status), t = column(columns.orderedAt)
        let q = column(columns.quantity), p = column(columns.unitPrice), id = column(columns.id)
        var select: [String] = []
        var filter: String?
        switch dialect {
        case .postgres:
            let zone = t == nil ? "''" : "CAST(\(bind(.text(self.zone.identifier))) AS text)"
            var day = "CAST(NULL AS integer)", seconds = "CAST(NULL AS double precision)"
            if let t, let kind = columns.orderedAt?.kind {
                switch kind {
                case .instant:
                    day = "(CAST((\(t) AT TIME ZONE \(zone)) AS date) - DATE '1970-01-01')"
                    seconds = "CAST(extract(epoch FROM \(t)) AS double precision)"
                case .localTime:
                    day = "(CAST(\(t) AS date) - DATE '1970-01-01')"
                    seconds = "CAST(extract(epoch FROM (\(t) AT TIME ZONE \(zone))) AS double precision)"
                default:
                    day = "(\(t) - DATE '1970-01-01')"
                    seconds = "CAST(extract(epoch FROM (CAST(\(t) AS timestamp) AT TIME ZONE \(zone))) AS double precision)"
                }
                // infinity has no day; such a row is a problem (badTime) and its day NULL.
                day = "CASE WHEN isfinite(\(t)) THEN \(day) END"
                seconds = "CASE WHEN isfinite(\(t)) THEN \(seconds) END"
                if let period {
                    let (low, high) = bounds(period, kind: kind)
                    let type = kind == .instant ? "timestamptz" : kind == .localTime ? "timestamp" : "date"
                    filter = "(\(t) >= CAST(\(bind(.text(low))) AS \(type)) AND \(t) < CAST(\(bind(.text(high))) AS \(type))) OR \(t) IS NULL"
                }
            }
            var cases: [String] = []
            if let t { cases.append("WHEN \(t) IS NOT NULL AND NOT isfinite(\(t)) THEN 1") }
            cases.append("WHEN \(j) IS NULL OR btrim(CAST(\(j) AS text)) = '' THEN 2")
            if let q { cases.append("WHEN \(q) IS NOT NULL AND (\(q) < 1\(columns.quantity?.kind == .decimal ? " OR \(q) <> trunc(\(q))" : "")) THEN 3") }
            if let p { cases.append("WHEN \(p) IS NOT NULL AND (\(p) < 0\(columns.unitPrice?.kind == .decimal ? " OR \(p) <> trunc(\(p))" : "")) THEN 4") }
            if needsTime { cases.append("WHEN \(t ?? "NULL") IS NULL THEN 5") }
            if needsPrice { cases.append("WHEN \(p ?? "NULL") IS NULL THEN 6") }
            let problem = "CASE \(cases.joined(separator: " ")) ELSE 0 END"
            // Quantities and prices are whole numbers once checked; bigint keeps q × p from overflowing int4.
            let counted = "\(problem) NOT BETWEEN 1 AND 4"
            select = [
                "CAST(\(j) AS text) AS j", s.map { "CAST(\($0) AS text) AS s" } ?? "CAST(NULL AS text) AS s",
                "\(day) AS d", "\(seconds) AS sec", "\(problem) AS problem",
                q.map { "CASE WHEN \(counted) THEN CAST(COALESCE(\($0), 1) AS bigint) END AS q" } ?? "CAST(1 AS bigint) AS q",
                p.map { "CASE WHEN \(counted) THEN CAST(\($0) AS bigint) END AS p" } ?? "CAST(NULL AS bigint) AS p",
                id.map { "CAST(\($0) AS text) AS id" } ?? "CAST(NULL AS text) AS id",
            ]
            if rawText {
                select += [q.map { "CAST(\($0) AS text) AS qt" } ?? "CAST(NULL AS text) AS qt",
                           p.map { "CAST(\($0) AS text) AS pt" } ?? "CAST(NULL AS text) AS pt",
                           t.map { "CAST(\($0) AS text) AS tt" } ?? "CAST(NULL AS text) AS tt"]
            }
        case .sqlite:
            // The rules live in Swift (SQLiteFunctions): SQLite's values are text or numbers of any kind.
            let tt = t ?? "NULL"
            select = [
                "CAST(\(j) AS TEXT) AS j", s.map { "CAST(\($0) AS TEXT) AS s" } ?? "NULL AS s",
                "juice_report_day(\(tt)) AS d", "juice_report_seconds(\(tt)) AS sec",
                "juice_report_problem(\(tt), \(j), \(q ?? "NULL"), \(p ?? "NULL"), \(needsTime ? 1 : 0), \(needsPrice ? 1 : 0)) AS problem",
                "COALESCE(juice_report_whole(\(q ?? "NULL")), 1) AS q", "juice_report_whole(\(p ?? "NULL")) AS p",
                id.map { "CAST(\($0) AS TEXT) AS id" } ?? "NULL AS id",
            ]
            if rawText {
                select += [q.map { "CAST(\($0) AS TEXT) AS qt" } ?? "NULL AS qt", p.map { "CAST(\($0) AS TEXT) AS pt" } ?? "NULL AS pt",
                           t.map { "CAST(\($0) AS TEXT) AS tt" } ?? "NULL AS tt"]
            }
            if let period, t != nil {
                filter = "juice_report_day(\(tt)) IS NULL OR juice_report_day(\(tt)) BETWEEN \(bind(.integer(Int64(period.lowerBound)))) "
                    + "AND \(bind(.integer(Int64(period.upperBound - 1))))"
            }
        }
        let rows = "(SELECT \(select.joined(separator: ", ")) FROM \(fromItem) AS o\(filter.map { " WHERE \($0)" } ?? ""))"
        return (rows, binder.values)
    }

    /// Collects bind values and names each one's parameter.
    private final class Binder {
        let dialect: SQLDialect
        private(set) var values: [SQLValue] = []

        init(dialect: SQLDialect) {
            self.dialect = dialect
        }

        func add(_ value: SQLValue) -> String {
            values.append(value)
            return dialect.parameter(values.count)
        }
    }

    /// The period's bounds as text the column's type reads: instants at local midnight in
    /// `zone` (as `LocalClock` reads wall-clock times), local midnights, or dates.
    private func bounds(_ period: Range<Int>, kind: DatabaseColumn.Kind) -> (String, String) {
        func text(_ day: Int) -> String {
            let date = CalendarDay(daysSinceEpoch: day).description
            switch kind {
            case .instant:
                let seconds = LocalClock(timeZone: zone).secondsSinceEpoch(ofLocal: day * 86_400)
                let formatter = ISO8601DateFormatter()
                return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            case .localTime: return date + " 00:00:00"
            default: return date
            }
        }
        return (text(period.lowerBound), text(period.upperBound))
    }
}
