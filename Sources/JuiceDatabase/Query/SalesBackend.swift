import Foundation
import JuiceCore

/// What a database must do for the sales reader: describe the columns of the order rows, and
/// turn a `TotalsQuery` into its own SQL and run it: the distinct values a filter is matched
/// against, the checked totals, the row-by-row totals, the rows behind a problem, the rows
/// there are. Each backend writes its statements in one file of its folder
/// (`PostgresStatements`, `SQLiteStatements`) and reads their results by column name.
///
/// Each backend turns its own failures into `DatabaseError` naming itself.
protocol SalesBackend: AnyObject {
    /// The URL without its password.
    var displayName: String { get }
    /// The columns of the rows `source` gives; throws `DatabaseError.missing` naming the
    /// tables there are when the table is not there.
    func columns(of source: CheckedSource) throws -> [DatabaseColumn]
    /// The different values of `column` as text, at most `limit`: what `--only`/`--exclude`
    /// and `--where` are matched against.
    func distinctValues(of column: DatabaseColumn, in query: TotalsQuery, limit: Int) throws -> [String]
    /// The common case's totals, checked with aggregates over each group; nil when the backend
    /// cannot check them so, or not by hour when `query.byHour` (then the reader asks for `totals`).
    func checkedTotals(_ query: TotalsQuery, countsOrders: Bool) throws -> CheckedTotals?
    /// The totals with every row's problem named: rows of `SalesGroupRow`'s columns.
    func totals(_ query: TotalsQuery) throws -> ResultSet
    /// The first rows (by id) with a problem or with one of `statuses`: `ProblemRow`'s columns.
    func problemRows(_ query: TotalsQuery, statuses: [String], limit: Int) throws -> ResultSet
    /// How many rows the source has, whatever the period.
    func rowCount(_ query: TotalsQuery) throws -> Int
}

/// What a backend needs besides its URL.
struct BackendOptions {
    /// The zone and the day start SQLite's functions put times on days with.
    var zone: TimeZone
    var dayStart: DayStart
    /// Sees each statement as it is handed to the C library.
    var observer: (@Sendable (SentStatement) -> Void)?
}

/// The groups of a backend's checked statement, before the reader checks them.
struct CheckedTotals {
    /// Rows of `kind, j, s, clean, row_count, units, revenue, priced, first_day, last_day,
    /// earliest, latest` (and the returns' columns, when the backend netted returns itself);
    /// units and revenue as exact decimal text or integers.
    var rows: ResultSet
    /// Each row is its own order (no id column, or a unique one): the reader counts orders from the groups.
    var ordersAreRows: Bool
    /// The rows hold order counts (kind 1) of the distinct ids.
    var countsIDs: Bool
}

extension DatabaseURL {
    /// The backend for the URL, connected (PostgreSQL) or opened (SQLite).
    func openBackend(_ options: BackendOptions) throws -> any SalesBackend {
        switch self {
        case .postgres(let settings): try PostgresBackend(settings: settings, observer: options.observer)
        case .sqlite(let path):
            try SQLiteBackend(path: path, zone: options.zone, dayStart: options.dayStart, observer: options.observer)
        }
    }
}
