import CSQLite
import Foundation
import JuiceCore

/// A SQLite database opened read-only, owning its connection and closing it in `deinit`.
///
/// The order field rules are registered as SQL functions (`SQLiteFunctions`), since SQLite
/// keeps text and numbers of any kind in any column; a progress handler stops a statement
/// that runs past the statement timeout. The statements are `SQLiteStatements`'; this type
/// decides which to send and reads their results by name.
final class SQLiteBackend: SalesBackend {
    let displayName: String
    private let handle: OpaquePointer
    private let functions: SQLiteFunctions
    private let deadline: SQLiteDeadline
    private let observer: (@Sendable (SentStatement) -> Void)?

    init(
        path: String, zone: TimeZone, dayStart: DayStart = .midnight, statementTimeout: TimeInterval = 300,
        observer: (@Sendable (SentStatement) -> Void)? = nil
    ) throws(DatabaseError) {
        displayName = "sqlite:\(path)"
        self.observer = observer
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .missing(
                database: displayName,
                problem: isDirectory.boolValue
                    ? "it is a folder, not a database file" : "there is no such database file")
        }
        handle = try SQLiteReadOnlyConnection.open(path, displayName: displayName)
        functions = SQLiteFunctions(zone: zone, dayStart: dayStart)
        deadline = SQLiteDeadline(seconds: statementTimeout)
        functions.register(on: handle)
        deadline.install(on: handle)
        // Not a database (a JSON file named by mistake) shows here, on the first read.
        do {
            _ = try run(SQLiteStatements.queryOnly)
            _ = try run(SQLiteStatements.firstRead)
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw .missing(database: displayName, problem: "\(error)")
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    func columns(of source: CheckedSource) throws -> [DatabaseColumn] {
        let statement: SQLiteStatement
        do {
            let columns = SQLiteStatements.columns(of: source)
            observer?(columns)
            statement = try SQLiteStatement(handle, sql: columns.sql, database: displayName)
        } catch {
            guard case .queryFailed(_, let problem) = error, problem.hasPrefix("no such table"),
                case .table = source.source
            else { throw error }
            let tables = try run(SQLiteStatements.tables).rows.compactMap { try $0.text("name") }
            throw DatabaseError.missingTable(source, in: displayName, tables: tables)
        }
        return try statement.columnNames.map {
            try DatabaseColumn(name: $0, kind: .dynamic, typeName: "any", database: displayName)
        }
    }

    func distinctValues(of column: DatabaseColumn, in query: TotalsQuery, limit: Int) throws -> [String] {
        try run(SQLiteStatements(query: query).distinctValues(of: column, limit: limit)).rows.compactMap {
            try $0.text("value")
        }
    }

    /// Added up in one pass by `SQLiteGroupScan` unless distinct order ids are counted, which
    /// the checked statement does. Neither adds up hours: totals by hour are added up row by row.
    func checkedTotals(_ query: TotalsQuery, countsOrders: Bool) throws -> CheckedTotals? {
        guard !query.byHour else { return nil }
        var ordersAreRows = query.columns.id == nil
        if !ordersAreRows, let table = query.source.table, let id = query.columns.id {
            ordersAreRows =
                try run(SQLiteStatements.idIsUnique(table: table, id: id)).rows.first?.flag("unique") == true
        }
        let countsIDs = countsOrders && !ordersAreRows
        let rows: ResultSet
        if countsIDs {
            rows = try run(SQLiteStatements(query: query).checkedTotals(countsIDs: true))
        } else {
            guard let scanned = try SQLiteGroupScan(query: query).groups(in: self) else { return nil }
            rows = scanned
        }
        return CheckedTotals(rows: rows, ordersAreRows: ordersAreRows, countsIDs: countsIDs)
    }

    func totals(_ query: TotalsQuery) throws -> ResultSet {
        try run(SQLiteStatements(query: query).totals())
    }

    func problemRows(_ query: TotalsQuery, statuses: [String], limit: Int) throws -> ResultSet {
        try run(SQLiteStatements(query: query).problemRows(statuses: statuses, limit: limit))
    }

    func rowCount(_ query: TotalsQuery) throws -> Int {
        Int(try run(SQLiteStatements(query: query).rowCount()).rows.first?.integer("rows") ?? 0)
    }

    /// Runs a statement to its rows, named as the statement names them or as SQLite does.
    func run(_ statement: SentStatement) throws -> ResultSet {
        let (names, values) = try run(statement) { (prepared: SQLiteStatement) throws(DatabaseError) in
            (prepared.columnNames, try prepared.allRows())
        }
        return try ResultSet(database: displayName, names: statement.columnNames ?? names, values: values)
    }

    /// Runs a statement, handing each row to `body` in place (see `SQLiteStatement.forEachRow`).
    func forEachRow(_ statement: SentStatement, _ body: (SQLiteRow) -> Bool) throws {
        try run(statement) { (prepared: SQLiteStatement) throws(DatabaseError) in try prepared.forEachRow(body) }
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

    private func run<Result>(_ statement: SentStatement, _ body: (SQLiteStatement) throws(DatabaseError) -> Result)
        throws -> Result
    {
        deadline.start()
        observer?(statement)
        let prepared = try SQLiteStatement(handle, sql: statement.sql, database: displayName)
        try prepared.bind(statement.binds)
        do {
            return try body(prepared)
        } catch {
            guard case .queryFailed(_, let problem) = error else { throw error }
            if problem == "interrupted" {
                throw DatabaseError.queryFailed(
                    database: displayName,
                    problem: "it ran longer than the statement timeout of \(Int(deadline.seconds)) s")
            }
            if problem == "integer overflow" {
                throw SalesAggregationError.totalOverflow(juice: "the juices in \(displayName)")
            }
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
        sqlite3_progress_handler(
            handle, 100_000,
            { context in
                guard let context else { return 0 }
                return Date() > Unmanaged<SQLiteDeadline>.fromOpaque(context).takeUnretainedValue().end ? 1 : 0
            }, Unmanaged.passUnretained(self).toOpaque())
    }
}
