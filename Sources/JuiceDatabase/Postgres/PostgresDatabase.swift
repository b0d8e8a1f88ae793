import Foundation
import JuiceCore
import PostgresNIO

/// A PostgreSQL connection for reading sales: read-only, with a statement timeout, closed in `deinit`.
///
/// The run is synchronous (the command line and the reports library are), so each call
/// waits on PostgresNIO's future from the calling thread while the connection runs on
/// NIO's own event loop thread: nothing waits on the cooperative pool, so nothing can
/// deadlock it.
final class PostgresDatabase: SalesDatabase {
    let dialect = SQLDialect.postgres
    let displayName: String
    private let connection: PostgresConnection
    private let settings: PostgresSettings
    private let logger: Logger

    init(settings: PostgresSettings) throws {
        self.settings = settings
        displayName = settings.displayName
        var logger = Logger(label: "juice-report.postgres")
        logger.logLevel = .critical
        self.logger = logger
        var configuration = PostgresConnection.Configuration(
            host: settings.host, port: settings.port, username: settings.user, password: settings.password,
            database: settings.database, tls: try Self.tls(settings.sslMode, database: settings.displayName))
        configuration.options.connectTimeout = .seconds(Int64(settings.connectTimeout))
        // Set at startup, so no statement of the session can write or run unbounded. work_mem:
        // counting distinct order ids sorts every row; at the default 4 MB a million rows
        // spill to disk and take twice as long.
        configuration.options.additionalStartupParameters = [
            ("default_transaction_read_only", "on"),
            ("statement_timeout", "\(settings.statementTimeout)s"),
            ("work_mem", "64MB"),
            ("application_name", "juice-report"),
        ]
        do {
            connection = try PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration,
                                                        id: 1, logger: logger).wait()
        } catch {
            throw PostgresFailure(settings: settings).translate(error)
        }
    }

    deinit {
        try? connection.close().wait()
    }

    func columns(of source: OrderSource) throws -> [DatabaseColumn] {
        let from: String
        do {
            from = try source.fromItem()
        } catch {
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); a table name cannot hold a NUL character")
        }
        // A query with no rows tells no column names here; joined to one row it gives one row of NULLs that does.
        let probe = "SELECT o.* FROM (SELECT 1) AS juice_report_probe LEFT JOIN (SELECT * FROM \(from) AS o LIMIT 0) AS o ON true"
        let result: PostgresQueryResult
        do {
            result = try connection.query(PostgresQuery(unsafeSQL: probe), logger: logger).wait()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "42P01" {
            guard case .table = source else { throw PostgresFailure(settings: settings).translate(error) }
            let tables = try rows("SELECT CAST(table_name AS text) FROM information_schema.tables "
                                  + "WHERE table_schema = ANY (current_schemas(false)) ORDER BY 1", []).compactMap { $0.first?.text }
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); "
                                        + (tables.isEmpty ? "the database has no tables" : "its tables are \(tables.joined(separator: ", "))"))
        } catch {
            throw PostgresFailure(settings: settings).translate(error)
        }
        guard let row = result.rows.first else { return [] }
        return row.map { cell in
            DatabaseColumn(name: cell.columnName, kind: Self.kind(of: cell.dataType),
                           typeName: cell.dataType.knownSQLName?.lowercased() ?? "oid \(cell.dataType.rawValue)")
        }
    }

    func rows(_ sql: String, _ binds: [SQLValue]) throws -> [[SQLValue]] {
        var bindings = PostgresBindings(capacity: binds.count)
        for value in binds {
            switch value {
            case .null: bindings.appendNull()
            case .integer(let number): bindings.append(number)
            case .real(let number): bindings.append(number)
            case .text(let text): bindings.append(text)
            case .instant(let date): bindings.append(date)
            }
        }
        do {
            let result = try connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger).wait()
            return try result.rows.map { row in try row.map(Self.value) }
        } catch {
            throw PostgresFailure(settings: settings).translate(error)
        }
    }

    private static func value(_ cell: PostgresCell) throws -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
        case .float4, .float8: return .real(try cell.decode(Double.self))
        default: return .text(try cell.decode(String.self))
        }
    }

    private static func kind(of type: PostgresDataType) -> DatabaseColumn.Kind {
        switch type {
        case .int2, .int4, .int8: .integer
        case .numeric, .float4, .float8: .decimal
        case .text, .varchar, .bpchar, .name: .text
        case .timestamptz: .instant
        case .timestamp: .localTime
        case .date: .date
        default: .other(type.knownSQLName ?? "oid \(type.rawValue)")
        }
    }

    /// libpq's meanings: `require` encrypts without checking the certificate, `prefer`
    /// encrypts when the server offers it.
    private static func tls(_ mode: PostgresSettings.SSLMode, database: String) throws(DatabaseError) -> PostgresConnection.Configuration.TLS {
        guard mode != .disable else { return .disable }
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        do {
            let context = try NIOSSLContext(configuration: configuration)
            return mode == .require ? .require(context) : .prefer(context)
        } catch {
            throw .unreachable(database: database, problem: "cannot set up TLS: \(error)")
        }
    }
}
