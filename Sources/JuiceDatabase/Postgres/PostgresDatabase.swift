import CLibPQ
import Foundation
import JuiceCore

/// A PostgreSQL connection for reading sales through libpq: one read-only transaction, a
/// statement timeout, every value a bound parameter (`PQexecParams`), results in text form.
final class PostgresDatabase: SalesDatabase {
    let dialect = SQLDialect.postgres
    let displayName: String
    private let session: any PostgresSession
    /// Sees each statement as it is handed to the session (libpq).
    private let observer: StatementObserver?

    convenience init(settings: PostgresSettings, observer: StatementObserver? = nil) throws {
        try self.init(session: try LibPQSession(settings: settings), settings: settings, observer: observer)
    }

    init(session: any PostgresSession, settings: PostgresSettings, observer: StatementObserver? = nil) throws {
        self.session = session
        self.observer = observer
        displayName = session.displayName
        // Every statement runs in one read-only transaction: nothing can write, not even after a
        // `--query` changes default_transaction_read_only with set_config, and every statement sees
        // the same rows (the totals and the rows behind a problem agree). work_mem: counting distinct
        // order ids hashes every id; at the default 4 MB a million rows spill to disk. Partitionwise
        // aggregation: a partitioned table is added up partition by partition (on the shards).
        // enable_sort off: the planner cannot estimate the groups of a day computed from a
        // timestamp (`width_bucket`), guesses a million, and sorts every row in parallel rather
        // than hash a few hundred groups, which takes several times as long
        // (`scripts/benchmark-database.sh`, daily by URL); a sort it cannot avoid still runs.
        do {
            // The settings first, on their own: in one string with BEGIN they would be part of the
            // transaction, and undone with it.
            _ = try execute("SET default_transaction_read_only = on; SET statement_timeout = '\(settings.statementTimeout)s'; "
                            + "SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off"
                            + (settings.compilesStatements ? "" : "; SET jit = off"), [])
            _ = try execute(LibPQSession.begin, [])
        } catch {
            throw session.failure(error)
        }
    }

    func columns(of source: OrderSource) throws -> [DatabaseColumn] {
        let from: String
        do {
            from = try source.fromItem()
        } catch {
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); a table name cannot hold a NUL character")
        }
        let result: PostgresRows
        do {
            result = try execute("SELECT * FROM \(from) AS o LIMIT 0", [])
        } catch let error where error.sqlState == "42P01" {
            guard case .table = source else { throw session.failure(error) }
            let tables = try rows("SELECT CAST(table_name AS text) FROM information_schema.tables "
                                  + "WHERE table_schema = ANY (current_schemas(false)) ORDER BY 1", []).compactMap { $0.first?.text }
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); "
                                        + (tables.isEmpty ? "the database has no tables" : "its tables are \(tables.joined(separator: ", "))"))
        } catch {
            throw session.failure(error)
        }
        let types = result.columnTypes
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
            return DatabaseColumn(name: result.columnNames[column], kind: PostgresType.kind(of: type) ?? .other(name), typeName: name)
        }
    }

    func rows(_ sql: String, _ binds: [SQLValue]) throws -> [[SQLValue]] {
        let result: PostgresRows
        do {
            result = try execute(sql, binds)
        } catch {
            throw session.failure(error)
        }
        return result.cells.map { row in
            zip(row, result.columnTypes).map { text, type in text.map { PostgresType.value($0, type: type) } ?? .null }
        }
    }

    private func execute(_ sql: String, _ binds: [SQLValue]) throws(PostgresStatementError) -> PostgresRows {
        observer?(sql, binds)
        return try session.execute(sql, binds)
    }
}
