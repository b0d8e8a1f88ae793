import CSQLite

/// How every connection here opens a SQLite database: read-only, and waiting for a writer's lock.
enum SQLiteReadOnlyConnection {
    /// How long a read waits for a writer's lock before it fails: a commit takes milliseconds.
    static let busyMilliseconds: Int32 = 2_000

    /// `path` opened read-only. A till writing with a rollback journal holds its lock while it
    /// commits: a read waits for it up to `busyMilliseconds`, rather than failing and marking the
    /// source stale (a watch that wakes on the write reads in that moment). In WAL mode readers
    /// never wait.
    ///
    /// - Parameter displayName: how messages name the database (`sqlite:/srv/pos.db`).
    static func open(_ path: String, displayName: String) throws(DatabaseError) -> OpaquePointer {
        try DatabaseLibrary.sqlite.load(for: displayName)
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READONLY, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(opened)
            throw .missing(database: displayName, problem: "cannot open the database: \(message)")
        }
        sqlite3_busy_timeout(opened, busyMilliseconds)
        return opened
    }
}
