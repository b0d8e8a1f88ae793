import Foundation
import JuiceReports
import Synchronization
import Testing

@testable import JuiceServe

/// `/events` with a page's query: a stream is told only of the orders that change what its view
/// shows (issue 38: an order for another day sends that view nothing); without a query, of every one.
struct LiveServerEventViewTests {
    /// Whether `text` holds the event of `version`: `data: {"version":N}`, or with a view's table after it.
    static func heard(_ text: String, _ version: Int) -> Bool {
        text.contains("data: {\"version\":\(version)}") || text.contains("data: {\"version\":\(version),")
    }

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
                _ = stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 1) }
                return stream
            }
            func events(_ stream: RawHTTPClient, until version: Int) -> String {
                String(
                    decoding: stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), version) }, as: UTF8.self
                )
            }
            // 2 November's page (its trend: 4 October to 2 November), 1 October's, and every change.
            let november = try open("/events?date=2026-11-02")
            let october = try open("/events?date=2026-10-01&metric=revenue")
            let every = try open("/events")
            try LiveServerTests.append(Self.line("2", "2026-11-02"), to: file)
            #expect(Self.heard(events(november, until: 2), 2))
            #expect(Self.heard(events(every, until: 2), 2))
            try LiveServerTests.append(Self.line("3", "2026-10-01"), to: file)
            let octoberHeard = events(october, until: 3)
            #expect(Self.heard(octoberHeard, 3))
            #expect(!Self.heard(octoberHeard, 2), "\(octoberHeard)")
            #expect(Self.heard(events(every, until: 3), 3))
            try LiveServerTests.append(Self.line("4", "2026-11-02"), to: file)
            let novemberHeard = events(november, until: 4)
            #expect(Self.heard(novemberHeard, 4))
            #expect(!Self.heard(novemberHeard, 3), "\(novemberHeard)")
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
            _ = stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 1) }
            // The 3rd is not the 2nd's, nor in its trend: nothing is said. A plain stream opened
            // before it hears of the change once the views were told of it (opened after, it would
            // hear the version on connect, maybe before the views were worked out, and the clock
            // would move under them).
            let every = try RawHTTPClient(port: server.port, seconds: 30)
            try every.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = every.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":1}") }
            try LiveServerTests.append(Self.line("2", "2026-11-03"), to: file)
            _ = every.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":2}") }
            now.withLock { $0 = ISO8601DateFormatter().date(from: "2026-11-03T00:30:00+09:00")! }
            try LiveServerTests.append(Self.line("3", "2026-11-03"), to: file)
            let heard = String(
                decoding: stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 3) }, as: UTF8.self)
            #expect(Self.heard(heard, 3))
            #expect(!Self.heard(heard, 2), "\(heard)")
        }
    }

    /// The table of products a page shows, read from its HTML: each row's cells as text (the
    /// swatch dropped, entities undone), the total row last; and the title and headline above it.
    static func pageTable(_ html: String) -> (title: String, headline: String, rows: [[String]]) {
        func text(_ markup: Substring) -> String {
            markup.replacing(/<[^>]*>/, with: "").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        let title = html.firstMatch(of: /<h1[^>]*>([^<]*)<\/h1>\n<p[^>]*>([^<]*)<\/p>/)
        guard let map = html.range(of: "</map>"),
            let end = html.range(of: "</table>", range: map.upperBound..<html.endIndex)
        else { return ("", "", []) }
        let rows = html[map.upperBound..<end.lowerBound].matches(of: /<tr>(.*?)<\/tr>/).dropFirst().map { row in
            row.output.1.matches(of: /<td[^>]*>(.*?)<\/td>/).map { text($0.output.1) }
        }
        return (title.map { text($0.output.1) } ?? "", title.map { text($0.output.2) } ?? "", rows)
    }

    /// The event of a change carries the view's title, headline and table, worded as the page
    /// words them, so the page shows an order at once; a name with markup travels as text.
    @Test("a view's event carries its page's title, headline and table, the page's own words")
    func aViewsEventCarriesItsTable() async throws {
        let markup =
            "{\"id\":\"m\",\"orderedAt\":\"2026-11-02T11:00:00+09:00\",\"juice\":\"<b>Yuja</b> & \\\"tea\\\"\",\"quantity\":2,\"unitPrice\":5000}\n"
        let folder = try LiveServerTests.folder(Self.line("1", "2026-11-02") + markup)
        let file = folder.appendingPathComponent("orders.ndjson")
        try await LiveServerTests.withServer([file.path]) { server in
            let stream = try RawHTTPClient(port: server.port, seconds: 30)
            try stream.send("GET /events?date=2026-11-02&metric=revenue HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 1) }
            try LiveServerTests.append(Self.line("2", "2026-11-02"), to: file)
            let heard = String(
                decoding: stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 2) }, as: UTF8.self)
            let line = try #require(heard.split(separator: "\n").first { $0.hasPrefix("data: {\"version\":2,") })
            let data = try #require(
                try JSONSerialization.jsonObject(with: Data(line.dropFirst("data: ".count).utf8)) as? [String: Any])
            let table = try #require(data["table"] as? [String: Any])
            let rows = try #require(table["rows"] as? [[String: Any]])
            let total = try #require(table["total"] as? [String: Any])
            let cells = rows.compactMap { $0["cells"] as? [String] } + [total["cells"] as? [String] ?? []]
            // Banana's two orders and the tea's, as the page fetched after the change shows them.
            let page = Self.pageTable(
                try RawHTTPClient(port: server.port, seconds: 30).get("/?date=2026-11-02&metric=revenue").text)
            #expect(page.rows.count == 3, "\(page.rows)")
            #expect(cells == page.rows, "\(cells) against \(page.rows)")
            #expect(table["title"] as? String == page.title && !page.title.isEmpty)
            #expect(table["headline"] as? String == page.headline && page.headline.contains("3 orders"))
            #expect(cells.contains { $0.first == "<b>Yuja</b> & \"tea\"" }, "\(cells)")
            #expect(rows.allSatisfy { ($0["color"] as? String)?.wholeMatch(of: /#[0-9A-F]{6}/) != nil })
            #expect(total["color"] == nil && cells.last?.first == "total")
        }
    }

    /// After the event with its table, a view's stream gets its pictures as data (`event:
    /// pictures`): the slices of the pie the page then shows, each titled as the page's image map
    /// titles it, the trend's bars and the hours' cells; a stream of no view gets none.
    @Test("a view's stream gets its page's pictures as data after the table; a plain stream does not")
    func aViewsStreamGetsItsPictures() async throws {
        let folder = try LiveServerTests.folder(Self.line("1", "2026-11-02"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await LiveServerTests.withServer([file.path]) { server in
            let stream = try RawHTTPClient(port: server.port, seconds: 30)
            try stream.send("GET /events?date=2026-11-02 HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 1) }
            let plain = try RawHTTPClient(port: server.port, seconds: 30)
            try plain.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = plain.receive { Self.heard(String(decoding: $0, as: UTF8.self), 1) }
            try LiveServerTests.append(
                Self.line("2", "2026-11-02").replacingOccurrences(of: "banana", with: "mango"), to: file)
            let heard = String(
                decoding: stream.receive {
                    String(decoding: $0, as: UTF8.self).contains("event: pictures\n") && $0.last == 10
                },
                as: UTF8.self)
            let events = heard.components(separatedBy: "\n\n")
            let sales = try #require(events.firstIndex { $0.contains("data: {\"version\":2,\"table\"") })
            let sent = try #require(events.firstIndex { $0.hasPrefix("event: pictures\n") })
            #expect(sales < sent, "\(heard)")
            let line = try #require(events[sent].split(separator: "\n").first { $0.hasPrefix("data: ") })
            let data = try #require(
                try JSONSerialization.jsonObject(with: Data(line.dropFirst("data: ".count).utf8)) as? [String: Any])
            #expect(data["version"] as? Int == 2)
            let pictures = try #require(data["pictures"] as? [String: Any])
            let slices = try #require((pictures["pie"] as? [String: Any])?["slices"] as? [[Any]])
            let page = try RawHTTPClient(port: server.port, seconds: 30).get("/?date=2026-11-02").text
            let titles = page.matches(of: /<area shape="poly" coords="[^"]*" title="([^"]*)"/).map {
                String($0.output.1)
            }
            #expect(titles.count == 2, "\(titles)")
            #expect(slices.map { $0[3] as? String } == titles)
            // The trend's bars on the last of its 30 days; the hours' cells, seven weekdays of the hours shown.
            let bars = try #require((pictures["trend"] as? [String: Any])?["rects"] as? [[Any]])
            #expect(bars.count >= 2, "\(bars.count) rectangles")
            let cells = try #require((pictures["hours"] as? [String: Any])?["rects"] as? [[Any]])
            #expect(cells.count % 7 == 0 && !cells.isEmpty, "\(cells.count) cells")
            // The page the script then fetches comes without its pictures, drawn from the event's
            // layout; any other value of pictures= is refused.
            let painted = try RawHTTPClient(port: server.port, seconds: 30).get("/?date=2026-11-02&pictures=painted")
                .text
            for name in ["pie", "trend", "hours"] {
                #expect(painted.contains("data-painted=\"\(name)\""), "\(name)")
            }
            #expect(!painted.contains("data:image/png;base64,"))
            #expect(page.components(separatedBy: "data:image/png;base64,").count == 4)
            #expect(try RawHTTPClient(port: server.port).get("/?date=2026-11-02&pictures=yes").status == 400)
            let plainHeard = String(
                decoding: plain.receive { Self.heard(String(decoding: $0, as: UTF8.self), 2) }, as: UTF8.self)
            #expect(!plainHeard.contains("event: pictures"), "\(plainHeard)")
        }
    }

    /// A change lays out the pictures of `LiveServer.mostPictured` views at most, so that the
    /// drawing queue keeps room for the pages they fetch; the others are told their tables.
    @Test("a change sends pictures to 16 views at most; the others get their tables")
    func picturesGoToSixteenViewsAtMost() async throws {
        let folder = try LiveServerTests.folder(Self.line("1", "2026-11-02"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await LiveServerTests.withServer([file.path]) { server in
            // 17 views of the day, told apart by their titles.
            let streams = try (0...LiveServer.mostPictured).map { index in
                let stream = try RawHTTPClient(port: server.port, seconds: 2)
                try stream.send("GET /events?date=2026-11-02&title=t\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 1) }
                return stream
            }
            try LiveServerTests.append(Self.line("2", "2026-11-02"), to: file)
            let heard = streams.map { stream in
                String(
                    decoding: stream.receive { String(decoding: $0, as: UTF8.self).contains("event: pictures\n") },
                    as: UTF8.self)
            }
            #expect(heard.allSatisfy { $0.contains("data: {\"version\":2,\"table\":") })
            #expect(heard.filter { $0.contains("event: pictures\n") }.count == LiveServer.mostPictured)
        }
    }

    /// A browser's stream (`Accept-Encoding: gzip`) comes compressed, and reads as the plain one:
    /// the version on connect, then after an order the table and the pictures, each readable as
    /// soon as it is written.
    @Test("an event stream to a client that accepts gzip is compressed and reads event by event")
    func aGzipStreamReadsEventByEvent() async throws {
        let folder = try LiveServerTests.folder(Self.line("1", "2026-11-02"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await LiveServerTests.withServer([file.path]) { server in
            let stream = try RawHTTPClient(port: server.port, seconds: 30)
            try stream.send("GET /events?date=2026-11-02 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
            let end = Array("\r\n\r\n".utf8)
            func text(_ bytes: [UInt8]) -> (head: String, body: String) {
                guard
                    let split = (0...max(0, bytes.count - 4)).first(where: {
                        Array(bytes[$0..<min($0 + 4, bytes.count)]) == end
                    })
                else { return ("", "") }
                let body = Gunzip.inflated(Array(bytes[(split + 4)...])) ?? []
                return (String(decoding: bytes[..<split], as: UTF8.self), String(decoding: body, as: UTF8.self))
            }
            var received = stream.receive { Self.heard(text($0).body, 1) }
            #expect(text(received).head.lowercased().contains("content-encoding: gzip"), "\(text(received).head)")
            try LiveServerTests.append(Self.line("2", "2026-11-02"), to: file)
            let before = received
            received += stream.receive { text(before + $0).body.contains("event: pictures\n") }
            let body = text(received).body
            #expect(
                body.hasPrefix("retry: 1000\n\nid: 1\nevent: sales\ndata: {\"version\":1}\n\n"), "\(body.prefix(200))")
            #expect(body.contains("data: {\"version\":2,\"table\":"), "\(body.prefix(400))")
            #expect(body.contains("event: pictures\ndata: {\"version\":2,\"pictures\":"))
        }
    }

    /// A page that reconnects having missed a change (its `Last-Event-ID` older than the figures)
    /// gets the view's table with the version; one that saw the latest, or a fresh page, the version alone.
    @Test("a stream reopened with an old Last-Event-ID gets the view's table with the version it missed")
    func aReconnectCatchesUpWithTheTable() async throws {
        let folder = try LiveServerTests.folder(Self.line("1", "2026-11-02"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await LiveServerTests.withServer([file.path]) { server in
            try LiveServerTests.append(Self.line("2", "2026-11-02"), to: file)
            let every = try RawHTTPClient(port: server.port, seconds: 30)
            try every.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = every.receive { Self.heard(String(decoding: $0, as: UTF8.self), 2) }
            func first(lastSeen: Int?) throws -> String {
                let stream = try RawHTTPClient(port: server.port, seconds: 30)
                let header = lastSeen.map { "Last-Event-ID: \($0)\r\n" } ?? ""
                try stream.send("GET /events?date=2026-11-02 HTTP/1.1\r\nHost: x\r\n\(header)\r\n")
                return String(
                    decoding: stream.receive { Self.heard(String(decoding: $0, as: UTF8.self), 2) }, as: UTF8.self)
            }
            let missed = try first(lastSeen: 1)
            #expect(missed.contains("data: {\"version\":2,\"table\":{"), "\(missed)")
            #expect(missed.contains("\"cells\":[\"total\",\"2\","), "\(missed)")
            #expect(try first(lastSeen: 2).contains("data: {\"version\":2}"))
            #expect(try first(lastSeen: nil).contains("data: {\"version\":2}"))
        }
    }
}
