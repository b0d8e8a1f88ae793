import Foundation
import JuiceCore
import Testing
@testable import JuiceDatabase

/// SQLite's data version as a change signal: another connection's commit is seen once.
struct SQLiteDataVersionTests {
    @Test("a commit by another connection is a change, seen once; reading is not")
    func commitIsSeenOnce() throws {
        let fixture = try SQLiteFixture()
        try fixture.write(
            "CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC);")
        let signal = try #require(try DatabaseChanges.signal(for: .sqlite(path: fixture.path), channel: nil))
        #expect(try signal.hasChanged() == false)
        try fixture.write(
            "", columns: ["id", "orderedAt", "juice", "quantity", "unitPrice"],
            rows: [["1", "2026-11-02T10:00:00+09:00", "kiwi", 1, 4500]])
        #expect(try signal.hasChanged() == true)
        #expect(try signal.hasChanged() == false)
        var sink = SalesAggregator(menu: .standard, query: SalesQuery())
        _ = try DatabaseOrderReader(url: .sqlite(path: fixture.path)).read(into: &sink)
        #expect(try signal.hasChanged() == false)
    }

    @Test("a file that is not there is named")
    func missingDatabase() {
        #expect(throws: DatabaseError.self) { try SQLiteDataVersion(path: "/nonexistent/pos.db") }
    }
}
