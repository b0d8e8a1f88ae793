import CSQLite
import Foundation

/// One prepared statement, finalized in `deinit`; errors name the database and SQLite's message.
final class SQLiteStatement {
    private let statement: OpaquePointer
    private let handle: OpaquePointer
    private let database: String

    init(_ handle: OpaquePointer, sql: String, database: String) throws(DatabaseError) {
        self.handle = handle
        self.database = database
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK, let prepared else {
            sqlite3_finalize(prepared)
            throw .queryFailed(database: database, problem: String(cString: sqlite3_errmsg(handle)))
        }
        statement = prepared
    }

    deinit {
        sqlite3_finalize(statement)
    }

    var columnNames: [String] {
        (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
    }

    func bind(_ values: [SQLValue]) throws(DatabaseError) {
        // SQLITE_TRANSIENT: SQLite copies the text before bind returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let status: Int32 =
                switch value {
                case .null: sqlite3_bind_null(statement, position)
                case .integer(let number): sqlite3_bind_int64(statement, position, number)
                case .real(let number): sqlite3_bind_double(statement, position, number)
                case .text(let text): sqlite3_bind_text(statement, position, text, -1, transient)
                case .instant(let date): sqlite3_bind_double(statement, position, date.timeIntervalSince1970)
                }
            guard status == SQLITE_OK else {
                throw .queryFailed(database: database, problem: String(cString: sqlite3_errmsg(handle)))
            }
        }
    }

    /// Steps through the rows, handing each to `body` while it is the current row: its values
    /// are read in place (`SQLiteRow`), with no copy into `SQLValue`s. `body` returns false to
    /// stop early.
    func forEachRow(_ body: (SQLiteRow) -> Bool) throws(DatabaseError) {
        let row = SQLiteRow(statement: statement)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else {
                throw .queryFailed(database: database, problem: String(cString: sqlite3_errmsg(handle)))
            }
            guard body(row) else { return }
        }
    }

    func allRows() throws(DatabaseError) -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        let count = sqlite3_column_count(statement)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else {
                throw .queryFailed(database: database, problem: String(cString: sqlite3_errmsg(handle)))
            }
            rows.append(
                (0..<count).map { column in
                    switch sqlite3_column_type(statement, column) {
                    case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
                    case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
                    case SQLITE_NULL: .null
                    default: .text(String(cString: sqlite3_column_text(statement, column)))
                    }
                })
        }
    }
}

/// The current row of a statement being stepped; valid only inside `forEachRow`'s body.
struct SQLiteRow {
    fileprivate let statement: OpaquePointer

    /// SQLite's type of the value as stored (`SQLITE_INTEGER`, `SQLITE_TEXT`, …); read it
    /// before `text`, which may convert the value.
    func type(_ column: Int32) -> Int32 {
        sqlite3_column_type(statement, column)
    }

    func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(statement, column)
    }

    /// The value as text (a number in SQLite's own spelling, as `CAST(v AS TEXT)` gives),
    /// in SQLite's buffer: valid until the row changes.
    func text(_ column: Int32) -> UnsafeRawBufferPointer {
        guard let bytes = sqlite3_column_text(statement, column) else {
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column)))
    }
}
