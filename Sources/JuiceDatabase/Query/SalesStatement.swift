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
    /// Group by the hour of the day too (the report's page of hours; with `byDay`): `aggregate()`
    /// then ends each row with the hour (0–23) on the zone's wall clock, NULL for a row without a
    /// time of day. The checked statements have no hours: the reader sends `aggregate()`.
    var byHour = false
    /// The period's first day and the day after its last, as days since 1970-01-01 in `zone`.
    let period: Range<Int>?
    let zone: TimeZone
    /// Rows without a time are a problem (days are chosen or reported).
    let needsTime: Bool
    /// Rows without a price are a problem (revenue by juice).
    let needsPrice: Bool
    /// The juice values whose rows count (`--only`/`--exclude`), as written; nil for every row.
    /// Rows without a juice are kept, to be named as the problem they are.
    var keptJuices: [String]?
    /// `--where`: per column (as the table names it), the values as written whose rows count;
    /// the reader matches the column's different values against the asked ones, as it does juices.
    var keptValues: [(column: String, values: [String])] = []
    /// Whether revenue is added up (the metric, or a summary beside the chart shows it); when
    /// not, the checked statement sends no revenue sums and every group's revenue is unknown.
    var addsUpRevenue = true
    /// Where the days begin, when the reader knows the days an instant column's rows fall on:
    /// the PostgreSQL statement then finds each row's day with `width_bucket`.
    var dayStarts: DayStarts?
    /// When the business day starts on the zone's wall clock (`--day-starts`).
    var dayStart = DayStart.midnight

    /// Seconds a time is moved back to fall on its business day: the day start for a column with
    /// times of day, none for a date column (a date is its own day).
    var dayShift: Int {
        columns.orderedAt?.kind == .date ? 0 : dayStart.secondsAfterMidnight
    }

    /// `value` moved back by the day start, in PostgreSQL (an interval of whole seconds, written here).
    func shiftedBack(_ value: String) -> String {
        dayShift == 0 ? value : "(\(value) - interval '\(dayShift) seconds')"
    }

    /// The aggregate: rows of `kind, juice, status, problem, rows, units, revenue, priced,
    /// first day, last day, earliest seconds, latest seconds, returns, returned units, returned
    /// revenue, returns priced, refunds, refunded revenue` (kind 0 a juice group, 1 an order
    /// count; `Self.returnColumns`). Days come per row only when grouping by day; otherwise the
    /// earliest and latest times of a group are enough to find its first and last day, so the
    /// zone is not applied to every row.
    ///
    /// Units and revenue are net of returns, as the aggregator nets a file's lines: a row with a
    /// negative quantity gives its units back and takes its amount off whatever its sign; a row
    /// with a positive quantity and a negative amount takes money off and counts no units. The
    /// last six columns say what the returns and refunds of money only took off (positive figures).
    func aggregate() -> (sql: String, binds: [SQLValue]) {
        let (rows, binds) = orderRows(rawText: false)
        let dayKey = (byDay ? ", d" : "") + (byHour ? ", h" : "")
        let hour = byHour ? ", h" : ""
        let orders = columns.id == nil ? "count(*)" : "count(DISTINCT id) + count(*) - count(id)"
        let counted = RowProblem.countedSQL
        // Revenue is a line's amount when it has one (taken off on a return), else quantity × unit
        // price, at Money.scale. A comparison with a NULL amount is NULL, which no WHEN takes.
        let revenue = "CASE WHEN q < 0 AND a > 0 THEN -a ELSE COALESCE(a, q * p) END"
        let sql = """
            SELECT 0 AS kind, j, s, problem, count(*) AS row_count,
                   CAST(sum(CASE WHEN \(counted) THEN (CASE WHEN q > 0 AND a < 0 THEN 0 ELSE q END) END) AS bigint) AS units,
                   CAST(sum(CASE WHEN \(counted) THEN \(revenue) END) AS bigint) AS revenue,
                   count(COALESCE(a, p)) AS priced, min(d) AS first_day, max(d) AS last_day,
                   \(epoch("min(t)")) AS earliest, \(epoch("max(t)")) AS latest,
                   count(CASE WHEN \(counted) AND q < 0 THEN 1 END) AS returns,
                   CAST(sum(CASE WHEN \(counted) AND q < 0 THEN -q END) AS bigint) AS returned_units,
                   CAST(sum(CASE WHEN \(counted) AND q < 0 THEN -(\(revenue)) END) AS bigint) AS returned_revenue,
                   count(CASE WHEN \(counted) AND q < 0 THEN COALESCE(a, p) END) AS returns_priced,
                   count(CASE WHEN \(counted) AND q > 0 AND a < 0 THEN 1 END) AS refunds,
                   CAST(sum(CASE WHEN \(counted) AND q > 0 AND a < 0 THEN -a END) AS bigint) AS refunded_revenue\(hour)
              FROM \(rows) AS r
             GROUP BY j, s, problem\(dayKey)
            UNION ALL
            SELECT 1, CAST(NULL AS text), s, problem, \(orders), CAST(NULL AS bigint), CAST(NULL AS bigint),
                   0, min(d), max(d), \(epoch("min(t)")), \(epoch("max(t)")), \(Self.noReturns)\(hour)
              FROM \(rows) AS r
             WHERE \(counted)
             GROUP BY s, problem\(dayKey)
            """
        return (sql, binds)
    }

    /// The columns after `latest` in every statement's rows: returns, returned units, returned
    /// revenue, returns priced, refunds of money only, refunded revenue (`SalesGroupRow`).
    static let returnColumns = 6
    /// Those columns for a group without returns: the checked statements add up only groups
    /// without a return or a negative amount (any other group is not clean, and the reader
    /// sends `aggregate()`), and order counts have none.
    static let noReturns = "0, 0, 0, 0, 0, 0"

    /// `keptValues` as conditions on the table's columns, each value bound with `bind`.
    func keptValueConditions(_ bind: (SQLValue) -> String) -> [String] {
        let text = dialect == .postgres ? "text" : "TEXT"
        return keptValues.map { kept in
            let column = "o." + ((try? SQLIdentifier(kept.column).description) ?? "")
            return kept.values.isEmpty ? (dialect == .postgres ? "false" : "0")
                : "CAST(\(column) AS \(text)) IN (\(kept.values.map { bind(.text($0)) }.joined(separator: ", ")))"
        }
    }

    /// A column's different values as text (at most `limit`), to match `--where`'s against.
    func distinctValues(of column: String, limit: Int) -> (sql: String, binds: [SQLValue]) {
        let name = "o." + ((try? SQLIdentifier(column).description) ?? "")
        let text = dialect == .postgres ? "text" : "TEXT"
        return ("SELECT DISTINCT CAST(\(name) AS \(text)) FROM \(fromItem) AS o WHERE \(name) IS NOT NULL LIMIT \(limit)", [])
    }

    /// The juice column's different values as text (at most `limit`), to match against the menu.
    func distinctJuices(limit: Int) -> (sql: String, binds: [SQLValue]) {
        let juice = "o." + ((try? SQLIdentifier(columns.juice.name).description) ?? "")
        let text = dialect == .postgres ? "text" : "TEXT"
        return ("SELECT DISTINCT CAST(\(juice) AS \(text)) FROM \(fromItem) AS o WHERE \(juice) IS NOT NULL LIMIT \(limit)", [])
    }

    /// The first rows (by id) with a problem or with one of `statuses` (unknown ones):
    /// `id, problem, status, juice, quantity, unitPrice, orderedAt, amount`, values as text.
    func problemRows(statuses: [String], limit: Int) -> (sql: String, binds: [SQLValue]) {
        var (rows, binds) = orderRows(rawText: true)
        var condition = "problem <> 0"
        for status in statuses {
            binds.append(.text(status))
            condition += " OR s = \(dialect.parameter(binds.count))"
        }
        let order = dialect == .postgres ? "id COLLATE \"C\" NULLS LAST" : "id IS NULL, id"
        let sql = """
            SELECT id, problem, s, j, qt, pt, tt, at FROM \(rows) AS r
             WHERE \(condition)
             ORDER BY \(order)
             LIMIT \(limit)
            """
        return (sql, binds)
    }

    /// One row per order row: `j` juice, `s` status, `d` day (grouping by day only), `t` time, `problem`, `q`
    /// quantity, `p` price and `a` amount (at `Money.scale`), `id`, `h` the hour on the zone's wall
    /// clock (grouping by hour only; NULL without a time of day), and with `rawText` the values as
    /// text, within the period.
    private func orderRows(rawText: Bool) -> (String, [SQLValue]) {
        let binder = Binder(dialect: dialect)
        let bind = binder.add
        let name = { (c: DatabaseColumn) in "o." + ((try? SQLIdentifier(c.name).description) ?? "") }
        let column = { (c: DatabaseColumn?) in c.map(name) }
        let j = name(columns.juice), s = column(columns.status), t = column(columns.orderedAt)
        let q = column(columns.quantity), p = column(columns.unitPrice), a = column(columns.amount), id = column(columns.id)
        let scale = Money.scale
        var select: [String] = []
        var filter: String?
        switch dialect {
        case .postgres:
            // The zone is the first parameter whenever a day or a local time needs it (see `epoch`).
            let needsZone = t != nil && (byDay || columns.orderedAt?.kind != .instant)
            let zone = needsZone ? "CAST(\(bind(.text(self.zone.identifier))) AS text)" : "''"
            var day = "CAST(NULL AS integer)", time = "CAST(NULL AS timestamptz)", hour = "CAST(NULL AS integer)"
            if let t, let kind = columns.orderedAt?.kind {
                switch kind {
                case .instant:
                    day = "(CAST(\(shiftedBack("(\(t) AT TIME ZONE \(zone))")) AS date) - DATE '1970-01-01')"
                    hour = "CAST(extract(hour FROM (\(t) AT TIME ZONE \(zone))) AS integer)"
                case .localTime:
                    day = "(CAST(\(shiftedBack(t)) AS date) - DATE '1970-01-01')"
                    hour = "CAST(extract(hour FROM \(t)) AS integer)"
                default: day = "(\(t) - DATE '1970-01-01')"  // a date: no time of day, no hour
                }
                // infinity has no day; such a row is a problem (badTime) and its time NULL.
                day = byDay ? "CASE WHEN isfinite(\(t)) THEN \(day) END" : "CAST(NULL AS integer)"
                hour = byHour ? "CASE WHEN isfinite(\(t)) THEN \(hour) END" : "CAST(NULL AS integer)"
                time = "CASE WHEN isfinite(\(t)) THEN \(t) END"
                if let period {
                    let (low, high) = (bound(period.lowerBound, kind: kind), bound(period.upperBound, kind: kind))
                    let type = kind == .instant ? "" : kind == .localTime ? "timestamp" : "date"
                    let (from, to) = (bind(low), bind(high))
                    filter = type.isEmpty ? "(\(t) >= \(from) AND \(t) < \(to)) OR \(t) IS NULL"
                        : "(\(t) >= CAST(\(from) AS \(type)) AND \(t) < CAST(\(to) AS \(type))) OR \(t) IS NULL"
                }
            }
            var cases: [String] = []
            if let t { cases.append("WHEN \(t) IS NOT NULL AND NOT isfinite(\(t)) THEN 1") }
            cases.append("WHEN \(j) IS NULL OR btrim(CAST(\(j) AS text)) = '' THEN 2")
            if let q { cases.append("WHEN \(q) IS NOT NULL AND (\(q) = 0\(columns.quantity?.kind == .decimal ? " OR \(q) <> trunc(\(q))" : "")) THEN 3") }
            // Money keeps Money.scaleDigits decimals: a price with more is refused, as in files.
            if let p { cases.append("WHEN \(p) IS NOT NULL AND (\(p) < 0\(columns.unitPrice?.kind == .decimal ? " OR \(p) * \(scale) <> trunc(\(p) * \(scale))" : "")) THEN 4") }
            if let a, columns.amount?.kind == .decimal { cases.append("WHEN \(a) IS NOT NULL AND \(a) * \(scale) <> trunc(\(a) * \(scale)) THEN 7") }
            if needsTime { cases.append("WHEN \(t ?? "NULL") IS NULL THEN 5") }
            if needsPrice { cases.append("WHEN \(p ?? "NULL") IS NULL AND \(a ?? "NULL") IS NULL THEN 6") }
            let problem = "CASE \(cases.joined(separator: " ")) ELSE 0 END"
            // Casts of checked values only: a refused 2.5 or 1e30 must not stop the statement before its row is named.
            let counted = "(\(problem)) NOT IN (1, 2, 3, 4, 7)"
            func money(_ column: String, _ kind: DatabaseColumn.Kind?) -> String {
                kind == .integer ? "CAST(\(column) AS bigint) * \(scale)" : "CASE WHEN \(counted) THEN CAST(\(column) * \(scale) AS bigint) END"
            }
            select = [
                "CAST(\(j) AS text) AS j", s.map { "CAST(\($0) AS text) AS s" } ?? "CAST(NULL AS text) AS s",
                "\(day) AS d", "\(time) AS t", "\(problem) AS problem",
                q.map { columns.quantity?.kind == .integer ? "CAST(COALESCE(\($0), 1) AS bigint) AS q"
                    : "CASE WHEN \(counted) THEN CAST(COALESCE(\($0), 1) AS bigint) END AS q" } ?? "CAST(1 AS bigint) AS q",
                p.map { "\(money($0, columns.unitPrice?.kind)) AS p" } ?? "CAST(NULL AS bigint) AS p",
                a.map { "\(money($0, columns.amount?.kind)) AS a" } ?? "CAST(NULL AS bigint) AS a",
                id.map { "CAST(\($0) AS text) AS id" } ?? "CAST(NULL AS text) AS id", "\(hour) AS h",
            ]
            if rawText {
                select += [q, p, t, a].map { $0.map { "CAST(\($0) AS text)" } ?? "CAST(NULL AS text)" }
                    .enumerated().map { "\($1) AS \(["qt", "pt", "tt", "at"][$0])" }
            }
        case .sqlite:
            // The rules live in Swift (SQLiteFunctions): SQLite's values are text or numbers of any kind.
            let tt = t ?? "NULL"
            select = [
                "CAST(\(j) AS TEXT) AS j", s.map { "CAST(\($0) AS TEXT) AS s" } ?? "NULL AS s",
                byDay ? "juice_report_day(\(tt)) AS d" : "NULL AS d", "juice_report_seconds(\(tt)) AS t",
                "juice_report_problem(\(tt), \(j), \(q ?? "NULL"), \(p ?? "NULL"), \(a ?? "NULL"), \(needsTime ? 1 : 0), \(needsPrice ? 1 : 0)) AS problem",
                "COALESCE(juice_report_quantity(\(q ?? "NULL")), 1) AS q", "juice_report_money(\(p ?? "NULL"), 0) AS p",
                "juice_report_money(\(a ?? "NULL"), 1) AS a", id.map { "CAST(\($0) AS TEXT) AS id" } ?? "NULL AS id",
                byHour ? "juice_report_hour(\(tt)) AS h" : "NULL AS h",
            ]
            if rawText {
                select += [q, p, t, a].map { $0.map { "CAST(\($0) AS TEXT)" } ?? "NULL" }
                    .enumerated().map { "\($1) AS \(["qt", "pt", "tt", "at"][$0])" }
            }
            if let period, t != nil {
                filter = "juice_report_day(\(tt)) IS NULL OR juice_report_day(\(tt)) BETWEEN \(bind(.integer(Int64(period.lowerBound)))) "
                    + "AND \(bind(.integer(Int64(period.upperBound - 1))))"
            }
        }
        if let keptJuices {
            let text = dialect == .postgres ? "text" : "TEXT"
            let blank = dialect == .postgres ? "btrim(CAST(\(j) AS text)) = ''" : "trim(CAST(\(j) AS TEXT), ' ' || char(9)) = ''"
            let listed = keptJuices.isEmpty ? "false" : "CAST(\(j) AS \(text)) IN (\(keptJuices.map { bind(.text($0)) }.joined(separator: ", ")))"
            let chosen = "\(j) IS NULL OR \(blank) OR \(listed)"
            filter = filter.map { "(\($0)) AND (\(chosen))" } ?? chosen
        }
        for condition in keptValueConditions(bind) {
            filter = filter.map { "(\($0)) AND (\(condition))" } ?? condition
        }
        let rows = "(SELECT \(select.joined(separator: ", ")) FROM \(fromItem) AS o\(filter.map { " WHERE \($0)" } ?? ""))"
        return (rows, binder.values)
    }

    /// Seconds since 1970-01-01T00:00:00Z of an aggregate of `t`: a timestamptz in PostgreSQL
    /// (a local time or a date read in the zone, the first parameter), seconds already in SQLite.
    func epoch(_ aggregate: String) -> String {
        guard dialect == .postgres, let kind = columns.orderedAt?.kind else { return aggregate }
        switch kind {
        case .instant: return "CAST(extract(epoch FROM \(aggregate)) AS double precision)"
        case .localTime: return "CAST(extract(epoch FROM (\(aggregate) AT TIME ZONE CAST($1 AS text))) AS double precision)"
        default: return "CAST(extract(epoch FROM (CAST(\(aggregate) AS timestamp) AT TIME ZONE CAST($1 AS text))) AS double precision)"
        }
    }

    /// Collects bind values and names each one's parameter.
    final class Binder {
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

    /// A period's bound (days since 1970-01-01 in `zone`) as the column's type reads it: the
    /// instant the day starts in `zone` (local midnight, or `dayStart`, as `LocalClock` reads
    /// wall-clock times), or that local time, or the date, as text.
    func bound(_ day: Int, kind: DatabaseColumn.Kind) -> SQLValue {
        let date = CalendarDay(daysSinceEpoch: day).description
        switch kind {
        case .instant:
            let seconds = LocalClock(timeZone: zone).secondsSinceEpoch(ofLocal: day * 86_400 + dayShift)
            return .instant(Date(timeIntervalSince1970: TimeInterval(seconds)))
        case .localTime: return .text(date + " \(dayStart.description):00")
        default: return .text(date)
        }
    }
}
