import CSQLite
import Foundation
import JuiceCore

/// A SQLite database opened read-only, owning its connection and closing it in `deinit`.
///
/// The order field rules are registered as SQL functions (`SQLiteFunctions`), since SQLite
/// keeps text and numbers of any kind in any column; a progress handler stops a statement
/// that runs past the statement timeout.
final class SQLiteDatabase: SalesDatabase {
    let dialect = SQLDialect.sqlite
    let displayName: String
    private let handle: OpaquePointer
    private let functions: SQLiteFunctions
    private let deadline: SQLiteDeadline
    /// Sees each statement as it is handed to sqlite3.
    private let observer: StatementObserver?

    init(path: String, zone: TimeZone, dayStart: DayStart = .midnight, statementTimeout: TimeInterval = 300,
         observer: StatementObserver? = nil) throws(DatabaseError) {
        displayName = "sqlite:\(path)"
        self.observer = observer
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .missing(database: displayName, problem: isDirectory.boolValue ? "it is a folder, not a database file" : "there is no such database file")
        }
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READONLY, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(opened)
            throw .missing(database: displayName, problem: "cannot open the database: \(message)")
        }
        handle = opened
        functions = SQLiteFunctions(zone: zone, dayStart: dayStart)
        deadline = SQLiteDeadline(seconds: statementTimeout)
        functions.register(on: handle)
        deadline.install(on: handle)
        // Not a database (a JSON file named by mistake) shows here, on the first read.
        do {
            _ = try rows("PRAGMA query_only = 1", [])
            _ = try rows("SELECT count(*) FROM sqlite_master", [])
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw .missing(database: displayName, problem: "\(error)")
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    func columns(of source: OrderSource) throws -> [DatabaseColumn] {
        guard let from = try? source.fromItem() else {
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); a table name cannot hold a NUL character")
        }
        let statement: SQLiteStatement
        do {
            let sql = "SELECT * FROM \(from) AS o LIMIT 0"
            observer?(sql, [])
            statement = try SQLiteStatement(handle, sql: sql, database: displayName)
        } catch {
            guard case .queryFailed(_, let problem) = error, problem.hasPrefix("no such table"), case .table = source else { throw error }
            let tables = try rows("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name", [])
                .compactMap { $0.first?.text }
            throw DatabaseError.missing(database: displayName, problem: "there is no \(source.displayName); "
                                        + (tables.isEmpty ? "the database has no tables" : "its tables are \(tables.joined(separator: ", "))"))
        }
        return statement.columnNames.map { DatabaseColumn(name: $0, kind: .dynamic, typeName: "any") }
    }

    func rows(_ sql: String, _ binds: [SQLValue]) throws -> [[SQLValue]] {
        try run(sql, binds) { (statement: SQLiteStatement) throws(DatabaseError) in try statement.allRows() }
    }

    /// Runs a statement, handing each row to `body` in place (see `SQLiteStatement.forEachRow`).
    func forEachRow(_ sql: String, _ binds: [SQLValue], _ body: (SQLiteRow) -> Bool) throws {
        try run(sql, binds) { (statement: SQLiteStatement) throws(DatabaseError) in try statement.forEachRow(body) }
    }

    /// The seconds since 1970-01-01T00:00:00Z of a time's text, by the rule of
    /// `juice_report_seconds` (spaces and tabs around it ignored); nil when it is not a time.
    func seconds(ofText text: UnsafeRawBufferPointer) -> Double? {
        functions.seconds(text)
    }

    /// The day (since 1970-01-01) in the zone of such seconds, as `juice_report_day_of_seconds`.
    func day(ofSeconds seconds: Double) -> Int {
        functions.day(ofSeconds: seconds)
    }

    private func run<Result>(_ sql: String, _ binds: [SQLValue], _ body: (SQLiteStatement) throws(DatabaseError) -> Result) throws -> Result {
        deadline.start()
        observer?(sql, binds)
        let statement = try SQLiteStatement(handle, sql: sql, database: displayName)
        try statement.bind(binds)
        do {
            return try body(statement)
        } catch {
            guard case .queryFailed(_, let problem) = error else { throw error }
            if problem == "interrupted" {
                throw DatabaseError.queryFailed(database: displayName, problem: "it ran longer than the statement timeout of \(Int(deadline.seconds)) s")
            }
            if problem == "integer overflow" { throw SalesAggregationError.totalOverflow(juice: "the juices in \(displayName)") }
            throw error
        }
    }
}

/// Stops a statement that runs past its time: SQLite calls the handler every few thousand
/// instructions, and a non-zero answer interrupts the statement.
private final class SQLiteDeadline {
    let seconds: TimeInterval
    private var end = Date.distantFuture

    init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    func start() {
        end = Date(timeIntervalSinceNow: seconds)
    }

    func install(on handle: OpaquePointer) {
        sqlite3_progress_handler(handle, 100_000, { context in
            guard let context else { return 0 }
            return Date() > Unmanaged<SQLiteDeadline>.fromOpaque(context).takeUnretainedValue().end ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }
}
