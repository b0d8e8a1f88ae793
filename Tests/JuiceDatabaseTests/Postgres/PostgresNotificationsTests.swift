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

    /// The URL of `database` on the admin URL's server, as its superuser.
    private func adminURL(of database: String) throws -> String {
        var parts = try #require(URLComponents(string: admin))
        parts.path = "/" + database
        return try #require(parts.string)
    }

    @Test("a shard's insert wakes the front's signal, with the front's own; each change is told once")
    func aShardsInsertIsNotified() throws {
        // A shard is another database: notifications stay within the database they are sent in,
        // as they stay within a server, so the front's own LISTEN does not hear it.
        let shard = "juice_shard_\(UUID().uuidString.prefix(8).lowercased())"
        let owner = try PostgresConnection(settings: try PostgresSettings(url: admin))
        try execute(owner, "CREATE DATABASE \(shard)")
        defer { try? execute(owner, "DROP DATABASE \(shard) WITH (FORCE)") }
        let shardURL = try adminURL(of: shard)
        let channel = "juice_report"
        do {
            let shardOwner = try PostgresConnection(settings: try PostgresSettings(url: shardURL))
            try execute(
                shardOwner,
                "CREATE TABLE orders (id text, \"orderedAt\" timestamptz, juice text, quantity integer, \"unitPrice\" numeric)"
            )
            try execute(shardOwner, try trigger(table: "orders", channel: channel))
            let front = try PostgresSettings(url: reader)
            let alone = try #require(try DatabaseChanges.signal(for: .postgres(front), channel: channel))
            let signal = try #require(
                try DatabaseChanges.signal(
                    for: .postgres(front), channel: channel, alsoAt: [try PostgresSettings(url: shardURL)]))
            #expect(signal.readableOnChange.count == 2, "the front's socket and the shard's")
            #expect(try changed(signal, within: 0.2) == false)

            let committed = Date()
            try execute(shardOwner, "INSERT INTO orders VALUES ('1', now(), 'kiwi', 1, 4500)")
            #expect(try changed(signal, within: 1) == true)
            #expect(Date().timeIntervalSince(committed) < 1)
            #expect(try changed(signal, within: 0.2) == false, "told once")
            #expect(try changed(alone, within: 0.2) == false, "the front alone does not hear a shard")

            let frontOwner = try PostgresConnection(settings: try PostgresSettings(url: admin))
            try execute(frontOwner, "NOTIFY \(channel)")
            #expect(try changed(signal, within: 1) == true, "the front's own notification still counts")
        }
    }

    @Test("no channel named: PostgreSQL offers no signal, and is polled")
    func noChannelNoSignal() throws {
        #expect(try DatabaseChanges.signal(for: .postgres(try PostgresSettings(url: reader)), channel: nil) == nil)
    }
}
