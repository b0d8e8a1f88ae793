import CLibPQ
import Foundation
import Testing
@testable import JuiceDatabase

/// PostgreSQL's notifications as a change signal, from the trigger docs/notify-trigger.sql
/// documents, installed on a table of the test's own on the real test server.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_ADMIN_URL"] != nil,
        "needs JUICE_REPORT_TEST_POSTGRES_ADMIN_URL (make test starts a server)"))
struct PostgresNotificationsTests {
    private let admin = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_ADMIN_URL"] ?? ""
    private let reader = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_URL"] ?? ""

    /// The documented trigger, for `table` and `channel`.
    private func trigger(table: String, channel: String) throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../docs/notify-trigger.sql"
        ).standardized
        return try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "ON orders", with: "ON \(table)")
            .replacingOccurrences(of: "'juice_report'", with: "'\(channel)'")
            .replacingOccurrences(of: "juice_report_notify", with: "\(table)_notify")
    }

    private func execute(_ connection: PostgresConnection, _ sql: String) throws {
        let result = PQexec(connection.handle, sql)
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            throw DatabaseError.queryFailed(
                database: "test", problem: String(cString: PQerrorMessage(connection.handle)))
        }
    }

    /// Asks `signal` every 20 ms for up to `seconds`.
    private func changed(_ signal: any DatabaseChangeSignal, within seconds: Double) throws -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try signal.hasChanged() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    @Test("an insert, once committed, is a change within a second; nothing else is")
    func insertIsNotified() throws {
        let table = "live_orders_\(UUID().uuidString.prefix(8).lowercased())"
        let channel = "juice_\(table)"
        let owner = try PostgresConnection(settings: try PostgresSettings(url: admin))
        try execute(
            owner,
            "CREATE TABLE \(table) (id text, \"orderedAt\" timestamptz, juice text, quantity integer, \"unitPrice\" numeric)"
        )
        defer { try? execute(owner, "DROP TABLE \(table); DROP FUNCTION IF EXISTS \(table)_notify()") }
        try execute(owner, try trigger(table: table, channel: channel))
        let signal = try #require(
            try DatabaseChanges.signal(for: .postgres(try PostgresSettings(url: reader)), channel: channel))
        #expect(try changed(signal, within: 0.2) == false)

        try execute(owner, "BEGIN; INSERT INTO \(table) VALUES ('1', now(), 'kiwi', 1, 4500)")
        #expect(try changed(signal, within: 0.3) == false, "not before the commit")
        let committed = Date()
        try execute(owner, "COMMIT")
        #expect(try changed(signal, within: 1) == true)
        #expect(Date().timeIntervalSince(committed) < 1)
        #expect(try changed(signal, within: 0.2) == false)
    }

    @Test("no channel named: PostgreSQL offers no signal, and is polled")
    func noChannelNoSignal() throws {
        #expect(try DatabaseChanges.signal(for: .postgres(try PostgresSettings(url: reader)), channel: nil) == nil)
    }
}
