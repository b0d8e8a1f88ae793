import CSQLite
import Foundation
import JuiceCore
import JuiceReports
import SeededRandom
import Testing
@testable import JuiceServe

/// A SQLite table changed commit by commit as a till, a refund desk and a clean-up would: the
/// history kept by reading only the rows added (and the whole table after any other change)
/// always equals the table read whole.
struct DatabaseReadTests {
    private static let seoul = TimeZone(identifier: "Asia/Seoul")!
    private static let juices = ["strawberry", "banana", "mango", "kiwi", "딸기쥬스", "Pineapple"]

    private final class Database {
        var handle: OpaquePointer?
        let path: String
        init(_ path: String) throws {
            self.path = path
            guard sqlite3_open(path, &handle) == SQLITE_OK else { throw Failure("cannot open \(path)") }
        }

        /// A new database, `pos.db` in a folder of its own the caller removes.
        static func inFolder() throws -> (URL, Database) {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "database-read-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return (directory, try Database(directory.appendingPathComponent("pos.db").path))
        }
        deinit { sqlite3_close(handle) }
        func run(_ sql: String) throws {
            guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
                throw Failure("\(sql): \(String(cString: sqlite3_errmsg(handle)))")
            }
        }
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private static func insert(_ number: Int, random: inout SplitMix64) -> String {
        let day = Int.random(in: 1...28, using: &random)
        let juice = juices[Int.random(in: 0..<juices.count, using: &random)]
        let quantity = Int.random(in: 1...4, using: &random)
        let price = [4500, 5000, 6000][Int.random(in: 0...2, using: &random)]
        return
            "INSERT INTO orders VALUES ('O-\(number)', '2026-11-\(String(format: "%02d", day))T1\(number % 10):00:00+09:00', "
            + "'\(juice)', \(quantity), \(price), NULL);"
    }

    /// A row that is there (some were deleted), as SQL: below the newest one when `below` (the
    /// commit's own insert is the newest).
    private static func someRow(below: Bool, random: inout SplitMix64) -> String {
        let near = Int.random(in: 1...1_000, using: &random)
        let newest = below ? "WHERE rowid < (SELECT max(rowid) FROM orders)" : ""
        return "(SELECT rowid FROM orders \(newest) ORDER BY abs(rowid - \(near % 60 + 1)) LIMIT 1)"
    }

    @Test("after each of 60 commits (inserts, refunds, updates, deletes), the history equals the table read whole")
    func readingOnlyTheRowsAddedEqualsReadingWhole() throws {
        let (directory, database) = try Database.inFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = database.path
        try database.run(
            "PRAGMA journal_mode=WAL; CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, "
                + "unitPrice INTEGER, status TEXT);")
        var random = SplitMix64(seed: 3_811)
        var number = 0
        for _ in 0..<50 {
            number += 1
            try database.run(Self.insert(number, random: &random))
        }
        let url = "sqlite://" + path
        let template = SalesHistory(
            inputs: OrderInputs(paths: []), menu: .standard, query: SalesQuery(timeZone: Self.seoul),
            chart: try ChartSpecification(language: .english))
        let options = OrderInputs(paths: [])
        var read = try DatabaseRead.after(
            url, options: options, template: template, current: template.emptyCopy(), rows: nil)
        #expect(read.kind == .whole)
        var kinds: [String: Int] = [:]
        let month = ReportPeriod(month: "2026-11")!
        for step in 0..<60 {
            let change = Int.random(in: 0..<10, using: &random)
            let expected: DatabaseRead.Kind
            switch change {
            case 0..<6:
                // The till: one to three orders in one commit.
                var sql = "BEGIN;"
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    number += 1
                    sql += Self.insert(number, random: &random)
                }
                try database.run(sql + "COMMIT;")
                expected = .added
            case 6:
                // A refund desk marks an old order refunded (or takes the mark back).
                try database.run(
                    "UPDATE orders SET status = CASE WHEN status IS NULL THEN 'refunded' END "
                        + "WHERE rowid = \(Self.someRow(below: false, random: &random));")
                expected = .whole
            case 7:
                // Quantity corrected in place: same length, same type.
                try database.run(
                    "UPDATE orders SET quantity = 5 - quantity WHERE rowid = \(Self.someRow(below: false, random: &random));"
                )
                expected = .whole
            case 8:
                // The newest order deleted and another inserted: SQLite may give it the same rowid.
                number += 1
                try database.run(
                    "BEGIN; DELETE FROM orders WHERE rowid = (SELECT max(rowid) FROM orders);"
                        + Self.insert(number, random: &random) + "COMMIT;")
                expected = .whole
            default:
                // An insert and an update of an old row in one commit.
                number += 1
                try database.run(
                    "BEGIN;" + Self.insert(number, random: &random)
                        + "UPDATE orders SET juice = CASE juice WHEN 'kiwi' THEN 'mango' ELSE 'kiwi' END "
                        + "WHERE rowid = \(Self.someRow(below: true, random: &random));"
                        + "COMMIT;")
                expected = .whole
            }
            read = try DatabaseRead.after(
                url, options: options, template: template, current: read.history, rows: read.rows)
            kinds["\(read.kind)", default: 0] += 1
            let (whole, _) = try DatabaseRead.whole(url, options: options, template: template)
            #expect(read.kind == expected, "step \(step): \(change)")
            for metric in SalesHistory.metrics {
                let view = LiveView(period: month, metric: metric)
                #expect(
                    try read.history.totals(view, as: .csv) == whole.totals(view, as: .csv),
                    "step \(step), change \(change), \(metric)")
            }
            #expect(read.history.fingerprint == whole.fingerprint, "step \(step), change \(change)")
        }
        #expect(kinds["added", default: 0] > 20, "\(kinds)")
        #expect(kinds["whole", default: 0] > 5, "\(kinds)")
    }

    @Test("a commit to another table reads nothing; a table without rowids is read whole")
    func otherTablesAndTablesWithoutRowids() throws {
        let (directory, database) = try Database.inFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = database.path
        var random = SplitMix64(seed: 7)
        try database.run(
            "CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice INTEGER, status TEXT);"
                + "CREATE TABLE shifts (clerk TEXT);" + Self.insert(1, random: &random))
        let template = SalesHistory(
            inputs: OrderInputs(paths: []), menu: .standard, query: SalesQuery(timeZone: Self.seoul),
            chart: try ChartSpecification(language: .english))
        let first = try DatabaseRead.after(
            "sqlite://" + path, options: OrderInputs(paths: []), template: template, current: template.emptyCopy(),
            rows: nil)
        try database.run("INSERT INTO shifts VALUES ('Mina');")
        let next = try DatabaseRead.after(
            "sqlite://" + path, options: OrderInputs(paths: []), template: template, current: first.history,
            rows: first.rows)
        #expect(next.kind == .unchanged)
        #expect(next.rows == first.rows)
        #expect(first.rows?.count == 1)

        try database.run(
            "CREATE TABLE keyed (id TEXT PRIMARY KEY, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice INTEGER, "
                + "status TEXT) WITHOUT ROWID; INSERT INTO keyed SELECT * FROM orders;")
        var keyed = OrderInputs(paths: [])
        keyed.databaseSource = .table("keyed")
        let read = try DatabaseRead.after(
            "sqlite://" + path, options: keyed, template: template, current: template.emptyCopy(), rows: nil)
        #expect(read.kind == .whole)
        #expect(read.rows == nil)
        #expect(read.history.fingerprint == first.history.fingerprint)
    }
}
