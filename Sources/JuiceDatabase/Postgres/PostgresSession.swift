import CLibPQ
import Foundation

/// Where `PostgresBackend` sends its statements: libpq (`LibPQSession`), or in tests a
/// recording that answers without a server, so the statements' text can be compared byte for
/// byte with golden files.
protocol PostgresSession: AnyObject {
    /// The connection as messages name it (without the password).
    var displayName: String { get }
    /// Runs one statement with `binds` as `$1…`; a string of several statements only without binds.
    func execute(_ sql: String, _ binds: [SQLValue]) throws(PostgresStatementError) -> PostgresRows
    /// A failed statement in our words (`PostgresFailure`).
    func failure(_ error: PostgresStatementError) -> any Error
}

/// A statement's result, read out of libpq's: column names and type OIDs, and each cell's text
/// (the text result format), nil for NULL.
struct PostgresRows: Sendable, Equatable {
    var columnNames: [String]
    var columnTypes: [UInt32]
    var cells: [[String?]]
}

/// A libpq connection in one read-only transaction: every value a bound parameter
/// (`PQexecParams`), results in text form.
final class LibPQSession: PostgresSession {
    let displayName: String
    private let connection: PostgresConnection
    private let failures: PostgresFailure

    init(settings: PostgresSettings) throws(DatabaseError) {
        connection = try PostgresConnection(settings: settings)
        displayName = PostgresConnection.displayName(of: connection.handle) ?? settings.displayName
        failures = PostgresFailure(
            connection: connection.handle, database: displayName, statementTimeout: settings.statementTimeout)
    }

    func failure(_ error: PostgresStatementError) -> any Error {
        failures.statementFailure(error)
    }

    func execute(_ sql: String, _ binds: [SQLValue]) throws(PostgresStatementError) -> PostgresRows {
        let handle: OpaquePointer?
        if binds.isEmpty, sql.contains(";") {
            handle = PQexec(connection.handle, sql)
        } else {
            let texts: [UnsafeMutablePointer<CChar>?] = binds.map { value in value.parameterText.flatMap { strdup($0) }
            }
            defer { texts.forEach { free($0) } }
            let values: [UnsafePointer<CChar>?] = texts.map { $0.map { UnsafePointer($0) } }
            let types = binds.map(PostgresType.parameterType)
            handle = PQexecParams(connection.handle, sql, Int32(binds.count), types, values, nil, nil, 0)
        }
        guard let handle else {
            throw PostgresStatementError(sqlState: nil, message: nil)
        }
        let result = PostgresResult(handle)
        guard result.succeeded else {
            let error = PostgresStatementError(sqlState: result.sqlState, message: result.primaryMessage)
            // A failed statement ends the transaction; the next one (naming the tables there are) needs a new one.
            if PQtransactionStatus(connection.handle) == PQTRANS_INERROR {
                PQclear(PQexec(connection.handle, PostgresStatements.rollbackAndBegin))
            }
            throw error
        }
        return PostgresRows(
            columnNames: (0..<result.columnCount).map(result.columnName),
            columnTypes: (0..<result.columnCount).map(result.columnType),
            cells: (0..<result.rowCount).map { row in (0..<result.columnCount).map { result.text(row: row, column: $0) }
            })
    }
}

/// A statement's failure as the server described it; no SQLSTATE when libpq found the failure
/// itself (a lost connection), no message when libpq returned no result at all.
struct PostgresStatementError: Error {
    let sqlState: String?
    let message: String?
}

extension SQLValue {
    /// The value as a text-format parameter; nil for NULL.
    var parameterText: String? {
        switch self {
        case .instant(let date):
            // An instant in UTC with its fraction, as timestamptz reads it.
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.string(from: date)
        default: return text
        }
    }
}
