import JuiceCore
import Failures

/// Why orders could not be read from a database; each case describes itself in one line
/// naming the database (without its password) and the problem.
public enum DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL cannot be used as written.
    case badURL(input: String, problem: String)
    /// The server cannot be reached, or did not answer in time (exit 69).
    case unreachable(database: String, problem: String)
    /// The server refused the user, the password, or the privilege to read (exit 77).
    case refused(database: String, problem: String)
    /// The database, the table or a column is not there; the problem names what is (exit 66).
    case missing(database: String, problem: String)
    /// An option names what the table lacks (`--where` on a column it does not have); the problem
    /// names what it has (exit 64, as for a file).
    case badRequest(database: String, problem: String)
    /// A column holds values of a type juice-report cannot read as that field (exit 66).
    case unsupportedColumn(database: String, column: String, field: String, type: String, expected: String)
    /// A row holds a value the order rules refuse, named by its id (exit 67); the problem
    /// is worded as the file readers word it.
    case invalidRow(database: String, rowID: String?, problem: String)
    /// The database failed to run the query: a bad `--query`, the statement timeout (exit 65).
    case queryFailed(database: String, problem: String)

    /// The table `source` names is not in `database`, which has `tables` (both backends say it alike).
    static func missingTable(_ source: CheckedSource, in database: String, tables: [String]) -> DatabaseError {
        .missing(
            database: database,
            problem: "there is no \(source.displayName); "
                + (tables.isEmpty ? "the database has no tables" : "its tables are \(tables.joined(separator: ", "))"))
    }

    /// The same error naming the database as `name` does (with the table or query read).
    func naming(_ name: String) -> DatabaseError {
        switch self {
        case .badURL: self
        case .unreachable(_, let problem): .unreachable(database: name, problem: problem)
        case .refused(_, let problem): .refused(database: name, problem: problem)
        case .missing(_, let problem): .missing(database: name, problem: problem)
        case .badRequest(_, let problem): .badRequest(database: name, problem: problem)
        case .unsupportedColumn(_, let column, let field, let type, let expected):
            .unsupportedColumn(database: name, column: column, field: field, type: type, expected: expected)
        case .invalidRow(_, let rowID, let problem): .invalidRow(database: name, rowID: rowID, problem: problem)
        case .queryFailed(_, let problem): .queryFailed(database: name, problem: problem)
        }
    }

    public var description: String {
        switch self {
        case .badURL(let input, let problem):
            return "\(input): not a usable database URL: \(problem)"
        case .unreachable(let database, let problem):
            return "\(database): cannot reach the database: \(problem)"
        case .refused(let database, let problem):
            return "\(database): the database refused access: \(problem)"
        case .missing(let database, let problem), .badRequest(let database, let problem):
            return "\(database): \(problem)"
        case .unsupportedColumn(let database, let column, let field, let type, let expected):
            return
                "\(database): column \(quotedValue(column)) (\(field)) is of type \(type); "
                + "juice-report reads \(field) from \(expected)"
        case .invalidRow(let database, let rowID, let problem):
            let row = rowID.map { "row with id \(quotedValue($0, limit: 40))" } ?? "a row without an id"
            return "\(database): \(row): \(problem)"
        case .queryFailed(let database, let problem):
            return "\(database): the query failed: \(problem)"
        }
    }
}

extension DatabaseError: CategorizedError {
    public var category: FailureCategory {
        switch self {
        case .badURL, .badRequest: .usage
        case .unreachable: .unavailable
        case .refused: .refused
        case .missing, .unsupportedColumn: .missing
        case .invalidRow: .badData
        case .queryFailed: .syntax
        }
    }
}
