import CSQLite
import Foundation

/// `PRAGMA data_version` on a connection of its own: the number changes when another
/// connection commits, and reading it costs no table access (so it is read every tenth of a second).
final class SQLiteDataVersion: DatabaseChangeSignal {
    private let handle: OpaquePointer
    private let displayName: String
    private var last: Int64?

    init(path: String) throws(DatabaseError) {
        displayName = "sqlite:\(path)"
        handle = try SQLiteReadOnlyConnection.open(path, displayName: displayName)
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
