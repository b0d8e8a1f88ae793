import Foundation
import JuiceCore

/// What to add up, shared by every backend, which turns it into its own SQL: the columns of the
/// order fields, where the rows come from, what to group by (juice and status, and day and
/// hour), the period and the zone its days are cut in, and the values the filters keep.
///
/// The totals are added up per juice, status and problem (and day), and orders counted per
/// status (and day) beside them, since an order of several juices is in several juice groups.
/// Only these totals come back. Every value is a bind parameter and every name a quoted
/// identifier, checked when the request was (`CheckedSource`, `DatabaseColumn`).
struct TotalsQuery: Sendable {
    let columns: OrderColumns
    let source: CheckedSource
    /// Group by day (a daily report), or only note each group's first and last day.
    let byDay: Bool
    /// Group by the hour of the day too (the report's page of hours; with `byDay`): the totals
    /// then end each row with the hour (0–23) on the zone's wall clock, NULL for a row without a
    /// time of day. The checked statements have no hours: the reader asks for `totals`.
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
    /// `--where`: per column of the table, the values as written whose rows count; the reader
    /// matches the column's different values against the asked ones, as it does juices.
    var keptValues: [(column: DatabaseColumn, values: [String])] = []
    /// Whether revenue is added up (the metric, or a summary beside the chart shows it); when
    /// not, the checked totals hold no revenue sums and every group's revenue is unknown.
    var addsUpRevenue = true
    /// When the business day starts on the zone's wall clock (`--day-starts`).
    var dayStart = DayStart.midnight

    /// Seconds a time is moved back to fall on its business day: the day start for a column with
    /// times of day, none for a date column (a date is its own day).
    var dayShift: Int {
        columns.orderedAt?.kind == .date ? 0 : dayStart.secondsAfterMidnight
    }

    /// The columns after `latest` in the totals' rows: what a group's returns and refunds of
    /// money only took off (`SalesGroupRow`).
    static let returnColumns = [
        "returns", "returned_units", "returned_revenue", "returns_priced", "refunds", "refunded_revenue",
    ]
}

/// Where the rows come from, with the names checked once: a table whose name can be quoted,
/// or a query.
struct CheckedSource: Sendable {
    let source: OrderSource
    /// The `FROM` item: the quoted table name, or the query as a subquery.
    let fromItem: String
    /// The table, for the catalog's questions about it (its indexes, its partitions); nil for a query.
    let table: SQLIdentifier?

    init(_ source: OrderSource, database: String) throws(DatabaseError) {
        self.source = source
        do {
            fromItem = try source.fromItem()
            if case .table(let name) = source { table = try SQLIdentifier(name) } else { table = nil }
        } catch {
            throw .missing(
                database: database,
                problem: "there is no \(source.displayName); a table name cannot hold a NUL character")
        }
    }

    var displayName: String { source.displayName }
}
