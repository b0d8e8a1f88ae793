/// A statement as a backend hands it to its C library (libpq, sqlite3), with its bound values.
///
/// The reader's `statementObserver` sees each one; `JUICE_REPORT_SHOW_QUERY` (read by the
/// caller) prints those that add up (`addsUp`), to run them in psql or EXPLAIN them.
public struct SentStatement: Sendable, Equatable {
    public let sql: String
    let binds: [SQLValue]
    /// Whether this is a statement that adds up the totals (or the settings sent for it), as
    /// against one that describes the table or finds the values a filter keeps.
    public let addsUp: Bool
    /// The names the result is read by, for a statement that does not name each of its columns
    /// itself (SQLite names an expression by its text); nil to take the database's names.
    let columnNames: [String]?

    init(_ sql: String, _ binds: [SQLValue] = [], addsUp: Bool = false, columnNames: [String]? = nil) {
        self.sql = sql
        self.binds = binds
        self.addsUp = addsUp
        self.columnNames = columnNames
    }

    /// The bound values as text, NULL as nil (instants in ISO 8601).
    public var parameters: [String?] { binds.map(\.text) }
}
