import CSQLite
import Foundation

/// Looks at a SQLite table's rows on a read-only connection of its own, in one read of the table:
/// which rows it holds now, and whether the rows up to a rowid are still those read before.
///
/// SQLite gives an inserted row a rowid above every other (unless the largest was deleted, which
/// the count and checksum of the rows before then tell), so the rows a commit added are those
/// above the last rowid read. A table without rowids (`WITHOUT ROWID`, a view) cannot be looked
/// at this way: `init` throws, and the caller reads the table whole.
public final class SQLiteTableLook {
    private let handle: OpaquePointer
    private let displayName: String
    private let scan: String
    /// The table as a `FROM` item, quoted.
    public let table: String

    public init(path: String, table name: String) throws(DatabaseError) {
        displayName = "sqlite:\(path)"
        handle = try SQLiteReadOnlyConnection.open(path, displayName: displayName)
        table = Self.quoted(name)
        sqlite3_create_function_v2(
            handle, "juice_report_row_hash", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { call, count, arguments in
                sqlite3_result_int64(call, SQLiteTableLook.hash(count: Int(count), arguments))
            }, nil, nil, nil)
        var columns: [String] = []
        do {
            try Self.rows(handle, "PRAGMA table_info(\(table))", displayName) { statement in
                if let name = sqlite3_column_text(statement, 1) { columns.append(Self.quoted(String(cString: name))) }
            }
        } catch {
            sqlite3_close_v2(handle)
            throw error
        }
        guard !columns.isEmpty else {
            sqlite3_close_v2(handle)
            throw .queryFailed(database: displayName, problem: "no table \(table)")
        }
        // One pass: the rows up to the rowid bound (?1) and all of them, each hashed once.
        scan = """
            SELECT coalesce(sum(r <= ?1), 0), coalesce(sum(CASE WHEN r <= ?1 THEN h END), 0), \
            coalesce(max(CASE WHEN r <= ?1 THEN r END), 0), count(*), coalesce(sum(h), 0), coalesce(max(r), 0) \
            FROM (SELECT rowid AS r, juice_report_row_hash(\(columns.joined(separator: ", "))) AS h FROM \(table))
            """
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// The rows up to `bound` and all the rows, as they are now.
    public func look(upTo bound: Int64) throws(DatabaseError) -> (upToBound: SQLiteTableRows, all: SQLiteTableRows) {
        var found: (SQLiteTableRows, SQLiteTableRows)?
        try Self.rows(handle, scan, displayName, binding: bound) { statement in
            let number = { (column: Int32) in sqlite3_column_int64(statement, column) }
            found = (
                SQLiteTableRows(upTo: number(2), count: number(0), checksum: number(1)),
                SQLiteTableRows(upTo: number(5), count: number(3), checksum: number(4))
            )
        }
        guard let found else { throw .queryFailed(database: displayName, problem: "the rows' look gave no row") }
        return found
    }

    /// A name as a quoted identifier.
    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// 32-bit FNV-1a over each value's type and text: a sum of a billion such hashes fits an Int64.
    private static func hash(count: Int, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) -> Int64 {
        var hash: UInt32 = 0x811c_9dc5
        func mix(_ byte: UInt8) { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        for index in 0..<count {
            let value = arguments?[index]
            let type = sqlite3_value_type(value)
            mix(UInt8(truncatingIfNeeded: type))
            if type != SQLITE_NULL, let text = sqlite3_value_text(value) {
                for offset in 0..<Int(sqlite3_value_bytes(value)) { mix(text[offset]) }
            }
            mix(0xFF)
        }
        return Int64(hash)
    }

    /// Runs `sql` (binding `bound` to ?1 when given) and calls `row` for each row.
    private static func rows(
        _ handle: OpaquePointer, _ sql: String, _ displayName: String, binding bound: Int64? = nil,
        _ row: (OpaquePointer) -> Void
    ) throws(DatabaseError) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw .queryFailed(database: displayName, problem: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        if let bound { sqlite3_bind_int64(statement, 1, bound) }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: row(statement)
            case SQLITE_DONE: return
            default: throw .queryFailed(database: displayName, problem: String(cString: sqlite3_errmsg(handle)))
            }
        }
    }
}
