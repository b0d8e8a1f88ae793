/// What the sales reader needs of a database: the columns of the order rows, the table
/// names for messages, and running one statement with bound values to all its rows.
///
/// Each database turns its own failures into `DatabaseError` naming itself.
protocol SalesDatabase: AnyObject {
    var dialect: SQLDialect { get }
    /// The URL without its password.
    var displayName: String { get }
    /// The columns of the rows `source` gives; throws `DatabaseError.missing` naming the
    /// tables there are when the table is not there.
    func columns(of source: OrderSource) throws -> [DatabaseColumn]
    func rows(_ sql: String, _ binds: [SQLValue]) throws -> [[SQLValue]]
}

/// Where the two databases' SQL differs.
enum SQLDialect: Sendable {
    case postgres, sqlite

    /// The `n`th bind parameter (1-based).
    func parameter(_ number: Int) -> String {
        switch self {
        case .postgres: "$\(number)"
        case .sqlite: "?\(number)"
        }
    }
}

/// Sees each statement, with its bound values, as a backend hands it to its C library.
typealias StatementObserver = (_ sql: String, _ binds: [SQLValue]) -> Void
