import CSQLite
import Foundation

/// `PRAGMA data_version` on a connection of its own: the number changes when another
/// connection commits, and reading it costs no table access (so it is read every tenth of a second).
final class SQLiteDataVersion: DatabaseChangeSignal {
    private let handle: OpaquePointer
    private let displayName: String
    private var last: Int64?
    /// How long a read waits for a writer's lock before it fails: a commit takes milliseconds.
    static let busyMilliseconds: Int32 = 2_000

    init(path: String) throws(DatabaseError) {
        displayName = "sqlite:\(path)"
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READONLY, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(opened)
            throw .missing(database: displayName, problem: "cannot open the database: \(message)")
        }
        handle = opened
        sqlite3_busy_timeout(handle, Self.busyMilliseconds)
        last = try version()
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    func hasChanged() throws(DatabaseError) -> Bool {
        let now = try version()
        defer { last = now }
        return now != last
    }

    private func version() throws(DatabaseError) -> Int64 {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, SQLiteStatements.dataVersion.sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else {
            throw .queryFailed(database: displayName, problem: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else {
            throw .queryFailed(database: displayName, problem: String(cString: sqlite3_errmsg(handle)))
        }
        return sqlite3_column_int64(statement, 0)
    }
}
