import CSQLite
import Foundation

/// A SQLite database file a test writes, in its own temporary folder, removed with the fixture.
final class SQLiteFixture {
    let directory: URL
    let path: String

    init(name: String = "pos.db") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-database-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs SQL statements (no results), then inserts `rows` into `table` with bound values.
    func write(_ sql: String, table: String = "orders", columns: [String] = [], rows: [[Any?]] = []) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else {
            throw FixtureError(message: "cannot open \(path)")
        }
        defer { sqlite3_close(handle) }
        try exec(handle, "BEGIN; \(sql)")
        if !rows.isEmpty {
            let names = columns.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }.joined(separator: ", ")
            let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            var statement: OpaquePointer?
            let insert =
                "INSERT INTO \"\(table.replacingOccurrences(of: "\"", with: "\"\""))\" (\(names)) VALUES (\(marks))"
            guard sqlite3_prepare_v2(handle, insert, -1, &statement, nil) == SQLITE_OK else {
                throw FixtureError(message: String(cString: sqlite3_errmsg(handle)))
            }
            defer { sqlite3_finalize(statement) }
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            for row in rows {
                sqlite3_reset(statement)
                for (index, value) in row.enumerated() {
                    let position = Int32(index + 1)
                    switch value {
                    case let number as Int64: sqlite3_bind_int64(statement, position, number)
                    case let number as Int: sqlite3_bind_int64(statement, position, Int64(number))
                    case let number as Double: sqlite3_bind_double(statement, position, number)
                    case let text as String: sqlite3_bind_text(statement, position, text, -1, transient)
                    default: sqlite3_bind_null(statement, position)
                    }
                }
                guard sqlite3_step(statement) == SQLITE_DONE else {
                    throw FixtureError(message: String(cString: sqlite3_errmsg(handle)))
                }
            }
        }
        try exec(handle, "COMMIT")
    }

    /// Creates `orders` as a point-of-sale app might and inserts the generated rows.
    func write(_ orders: GeneratedOrders, table: String = "orders") throws {
        let quoted = "\"\(table.replacingOccurrences(of: "\"", with: "\"\""))\""
        try write(
            "CREATE TABLE \(quoted) (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC, amount NUMERIC, status TEXT);",
            table: table, columns: ["id", "orderedAt", "juice", "quantity", "unitPrice", "amount", "status"],
            rows: orders.rows.map { [$0.id, $0.orderedAt, $0.juice, $0.quantity, $0.unitPrice, $0.amount, $0.status] })
    }

    private func exec(_ handle: OpaquePointer, _ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
            defer { sqlite3_free(message) }
            throw FixtureError(message: message.map { String(cString: $0) } ?? "error")
        }
    }
}

struct FixtureError: Error {
    let message: String
}
