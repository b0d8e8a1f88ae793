import CLibPQ
import Foundation
import JuiceCore

/// A PostgreSQL connection for reading sales through libpq: one read-only transaction, a
/// statement timeout, every value a bound parameter (`PQexecParams`), results in text form.
final class PostgresDatabase: SalesDatabase {
    let dialect = SQLDialect.postgres
    let displayName: String
    private let connection: PostgresConnection
    private let failure: PostgresFailure

    init(settings: PostgresSettings) throws {
        connection = try PostgresConnection(settings: settings)
        displayName = PostgresConnection.displayName(of: connection.handle) ?? settings.displayName
        failure = PostgresFailure(connection: connection.handle, database: displayName, statementTimeout: settings.statementTimeout)
        // Every statement runs in one read-only transaction: nothing can write, not even after a
        // `--query` changes default_transaction_read_only with set_config, and every statement sees
        // the same rows (the totals and the rows behind a problem agree). work_mem: counting distinct
        // order ids hashes every id; at the default 4 MB a million rows spill to disk. Partitionwise
        // aggregation: a partitioned table is added up partition by partition (on the shards).
        // enable_sort off: the planner cannot estimate the groups of a day computed from a
        // timestamp (`width_bucket`), guesses a million, and sorts every row in parallel rather
        // than hash a few hundred groups, which takes several times as long
        // (`bench/database.sh`, daily by URL); a sort it cannot avoid still runs.
        do {
            // The settings first, on their own: in one string with BEGIN they would be part of the
            // transaction, and undone with it.
            _ = try execute("SET default_transaction_read_only = on; SET statement_timeout = '\(settings.statementTimeout)s'; "
                            + "SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off"
                            + (settings.compilesStatements ? "" : "; SET jit = off"), [])
            _ = try execute(Self.begin, [])
        } catch {
            throw failure.statementFailure(error)
        }
    }

    func columns(of source: OrderSource) throws -> [DatabaseColumn] {
        let from: String
        do {
            from = try source.fromItem()
        } catch {
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); a table name cannot hold a NUL character")
        }
        let result: PostgresResult
        do {
            result = try execute("SELECT * FROM \(from) AS o LIMIT 0", [])
        } catch let error where error.sqlState == "42P01" {
            guard case .table = source else { throw failure.statementFailure(error) }
            let tables = try rows("SELECT CAST(table_name AS text) FROM information_schema.tables "
                                  + "WHERE table_schema = ANY (current_schemas(false)) ORDER BY 1", []).compactMap { $0.first?.text }
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); "
                                        + (tables.isEmpty ? "the database has no tables" : "its tables are \(tables.joined(separator: ", "))"))
        } catch {
            throw failure.statementFailure(error)
        }
        let types = (0..<result.columnCount).map(result.columnType)
        let other = Array(Set(types.filter { PostgresType.kind(of: $0) == nil })).sorted()
        var typeNames: [UInt32: String] = [:]
        if !other.isEmpty {
            // The server names the types juice-report does not read, for the message about them.
            let named = try rows("SELECT CAST(t AS bigint), format_type(t, NULL) FROM unnest(CAST($1 AS oid[])) AS t",
                                 [.text("{" + other.map(String.init).joined(separator: ",") + "}")])
            for row in named { if let oid = row[0].integer, let name = row[1].text { typeNames[UInt32(oid)] = name } }
        }
        return types.enumerated().map { column, type in
            let name = typeNames[type] ?? PostgresType.name(of: type)
            return DatabaseColumn(name: result.columnName(column), kind: PostgresType.kind(of: type) ?? .other(name), typeName: name)
        }
    }

    func rows(_ sql: String, _ binds: [SQLValue]) throws -> [[SQLValue]] {
        let result: PostgresResult
        do {
            result = try execute(sql, binds)
        } catch {
            throw failure.statementFailure(error)
        }
        let types = (0..<result.columnCount).map(result.columnType)
        return (0..<result.rowCount).map { row in
            types.enumerated().map { column, type in
                guard let text = result.text(row: row, column: column) else { return .null }
                return PostgresType.value(text, type: type)
            }
        }
    }

    /// Runs one statement with `binds` as `$1…` (text values with their types); a string of
    /// several statements only without binds (`PQexec`).
    private func execute(_ sql: String, _ binds: [SQLValue]) throws(PostgresStatementError) -> PostgresResult {
        let handle: OpaquePointer?
        if binds.isEmpty, sql.contains(";") {
            handle = PQexec(connection.handle, sql)
        } else {
            let texts: [UnsafeMutablePointer<CChar>?] = binds.map { value in value.parameterText.flatMap { strdup($0) } }
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
                PQclear(PQexec(connection.handle, "ROLLBACK; \(Self.begin)"))
            }
            throw error
        }
        return result
    }

    private static let begin = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
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
