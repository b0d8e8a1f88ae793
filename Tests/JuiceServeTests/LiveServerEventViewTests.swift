import Foundation
import JuiceReports
import Synchronization
import Testing

@testable import JuiceServe

/// `/events` with a page's query: a stream is told only of the orders that change what its view
/// shows (issue 38: an order for another day sends that view nothing); without a query, of every one.
struct LiveServerEventViewTests {
    static func line(_ id: String, _ day: String) -> String {
        "{\"id\":\"\(id)\",\"orderedAt\":\"\(day)T10:00:00+09:00\",\"juice\":\"banana\",\"quantity\":1,\"unitPrice\":4500}\n"
    }

    @Test("a day's stream hears of its own days' orders only; a plain stream of every order")
    func aViewHearsOnlyOfItsOwnFigures() async throws {
        let folder = try LiveServerTests.folder(Self.line("1", "2026-11-02"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await LiveServerTests.withServer([file.path]) { server in
            func open(_ target: String) throws -> RawHTTPClient {
                let stream = try RawHTTPClient(port: server.port, seconds: 30)
                try stream.send("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":1}") }
                return stream
            }
            func events(_ stream: RawHTTPClient, until version: Int) -> String {
                String(
                    decoding: stream.receive {
                        String(decoding: $0, as: UTF8.self).contains("data: {\"version\":\(version)}")
                    }, as: UTF8.self)
            }
            // 2 November's page (its trend: 4 October to 2 November), 1 October's, and every change.
            let november = try open("/events?date=2026-11-02")
            let october = try open("/events?date=2026-10-01&metric=revenue")
            let every = try open("/events")
            try LiveServerTests.append(Self.line("2", "2026-11-02"), to: file)
            #expect(events(november, until: 2).contains("data: {\"version\":2}"))
            #expect(events(every, until: 2).contains("data: {\"version\":2}"))
            try LiveServerTests.append(Self.line("3", "2026-10-01"), to: file)
            let octoberHeard = events(october, until: 3)
            #expect(octoberHeard.contains("data: {\"version\":3}"))
            #expect(!octoberHeard.contains("data: {\"version\":2}"), "\(octoberHeard)")
            #expect(events(every, until: 3).contains("data: {\"version\":3}"))
            try LiveServerTests.append(Self.line("4", "2026-11-02"), to: file)
            let novemberHeard = events(november, until: 4)
            #expect(novemberHeard.contains("data: {\"version\":4}"))
            #expect(!novemberHeard.contains("data: {\"version\":3}"), "\(novemberHeard)")
            // A bad view is refused as the page would be.
            #expect(try RawHTTPClient(port: server.port).get("/events?metric=litres").status == 400)
        }
    }

    /// A page of today is of the next day after midnight: its stream's view is worked out at each
    /// change, not once when it opened.
    @Test("a stream of today hears of the next day's orders once the clock has passed midnight")
    func todayMovesWithTheClock() async throws {
        let folder = try LiveServerTests.folder(Self.line("1", "2026-11-02"))
        let file = folder.appendingPathComponent("orders.ndjson")
        let now = Mutex(ISO8601DateFormatter().date(from: "2026-11-02T12:00:00+09:00")!)
        let clock = ReportClock { now.withLock { $0 } }
        try await LiveServerTests.withServer([file.path], clock: clock) { server in
            let stream = try RawHTTPClient(port: server.port, seconds: 30)
            try stream.send("GET /events?date=today HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":1}") }
            // The 3rd is not the 2nd's, nor in its trend: nothing is said.
            try LiveServerTests.append(Self.line("2", "2026-11-03"), to: file)
            let every = try RawHTTPClient(port: server.port, seconds: 30)
            try every.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = every.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":2}") }
            now.withLock { $0 = ISO8601DateFormatter().date(from: "2026-11-03T00:30:00+09:00")! }
            try LiveServerTests.append(Self.line("3", "2026-11-03"), to: file)
            let heard = String(
                decoding: stream.receive {
                    String(decoding: $0, as: UTF8.self).contains("data: {\"version\":3}")
                }, as: UTF8.self)
            #expect(heard.contains("data: {\"version\":3}"))
            #expect(!heard.contains("data: {\"version\":2}"), "\(heard)")
        }
    }
}
