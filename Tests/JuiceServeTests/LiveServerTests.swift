import CSQLite
import Foundation
import Synchronization
import JuiceReports
import Testing
@testable import JuiceServe

/// The server run in-process on a free loopback port, spoken to over real sockets.
@Suite(.serialized)
struct LiveServerTests {
    private static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static func line(_ id: String, day: Int = 2, juice: String = "banana", quantity: Int = 1, price: Int = 4500)
        -> String
    {
        "{\"id\":\"\(id)\",\"orderedAt\":\"2026-11-\(String(format: "%02d", day))T10:00:00+09:00\",\"juice\":\"\(juice)\",\"quantity\":\(quantity),\"unitPrice\":\(price)}\n"
    }

    /// A folder with `orders.ndjson` holding `text`.
    static func folder(_ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "live-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("orders.ndjson"))
        return directory
    }

    static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Runs `body` against a server reading `inputs`, then stops it.
    static func withServer(
        _ inputs: [String], token: String? = nil, bind: String = "127.0.0.1", limits: HTTPLimits = HTTPLimits(),
        clock: ReportClock = .system, _ body: (LiveServer) async throws -> Void
    ) async throws {
        var configuration = LiveServer.Configuration(
            inputs: inputs, options: OrderInputs(paths: []), menu: .standard,
            query: SalesQuery(timeZone: seoul), chart: try ChartSpecification(language: .english),
            bind: bind, port: 0, token: token, pollSeconds: 0.5)
        configuration.limits = limits
        configuration.fileSeconds = 0.05
        configuration.clock = clock
        let server = try await LiveServer(configuration, log: { _ in })
        let running = server.start()
        try await body(server)
        await server.stop()
        try await running.value
    }

    @Test("the page, a chart, the totals and health answer, each with the security headers")
    func routesAnswer() async throws {
        let folder = try Self.folder(Self.line("1", quantity: 2) + Self.line("2", juice: "kiwi"))
        try await Self.withServer([folder.appendingPathComponent("orders.ndjson").path]) { server in
            let client = try RawHTTPClient(port: server.port)
            let page = try client.get("/?date=2026-11-02")
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.headers["content-security-policy"]?.hasPrefix("default-src 'none'; script-src 'self'") == true)
            #expect(page.headers["x-content-type-options"] == "nosniff")
            #expect(page.text.contains("data-version=\"1\""))
            #expect(page.text.contains("<script src=\"/live.js\" defer></script>"))
            let chart = try client.get("/chart.png?date=2026-11-02&width=400&height=300")
            #expect(chart.status == 200)
            #expect(chart.headers["content-type"] == "image/png")
            #expect(Array(chart.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            // IHDR: width and height in pixels, big-endian, at bytes 16 and 20.
            #expect(chart.body[16..<24].elementsEqual([0, 0, 1, 144, 0, 0, 1, 44]))
            let hours = try client.get("/hours.png?month=2026-11")
            #expect(hours.status == 200)
            #expect(Array(hours.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            let totals = try client.get("/totals.csv?date=2026-11-02")
            #expect(totals.text == "product,units,share,revenue\nBanana,2,67,9000\nKiwi,1,33,4500\n")
            let health = try client.get("/healthz")
            #expect(health.status == 200)
            #expect(health.text.hasPrefix("ok: version 1"))
        }
    }

    @Test("a URL without a day shows today on the configured clock, in the shop's zone")
    func noDayIsTodayOnTheClock() async throws {
        let file = try Self.folder(Self.line("1", quantity: 2) + Self.line("2", juice: "kiwi")).appendingPathComponent(
            "orders.ndjson")
        // 2026-11-01 15:30 UTC is 00:30 on the 2nd in Seoul: the orders' day.
        try await Self.withServer([file.path], clock: .fixed(Date(timeIntervalSince1970: 1_793_547_000))) { server in
            let totals = try RawHTTPClient(port: server.port).get("/totals.csv")
            #expect(totals.text == "product,units,share,revenue\nBanana,2,67,9000\nKiwi,1,33,4500\n")
        }
        // 14:30 UTC is still the 1st in Seoul: no sales.
        try await Self.withServer([file.path], clock: .fixed(Date(timeIntervalSince1970: 1_793_543_400))) { server in
            let totals = try RawHTTPClient(port: server.port).get("/totals.csv")
            #expect(totals.status == 200)
            #expect(totals.text == "product,units,share,revenue\n")
        }
    }

    @Test("an order appended to the file is on the event stream within a second, and in the totals")
    func appendReachesTheStream() async throws {
        let folder = try Self.folder(Self.line("1"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await Self.withServer([file.path]) { server in
            let stream = try RawHTTPClient(port: server.port)
            try stream.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            let opening = String(
                decoding: stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":1}") },
                as: UTF8.self)
            #expect(opening.contains("Content-Type: text/event-stream"))
            let appended = ContinuousClock.now
            try Self.append(Self.line("2", quantity: 3), to: file)
            let event = String(
                decoding: stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":2}") },
                as: UTF8.self)
            let waited = appended.duration(to: .now)
            #expect(event.contains("id: 2\nevent: sales\ndata: {\"version\":2}\n\n"))
            #expect(waited < .seconds(1), "the event came \(waited) after the append")
            #expect(
                try RawHTTPClient(port: server.port).get("/totals.csv?date=2026-11-02").text
                    == "product,units,share,revenue\nBanana,4,100,18000\n")
        }
    }

    @Test("an ETag answers If-None-Match with 304 until the data changes")
    func etagFollowsTheData() async throws {
        let folder = try Self.folder(Self.line("1"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await Self.withServer([file.path]) { server in
            let client = try RawHTTPClient(port: server.port)
            let first = try client.get("/chart.svg?date=2026-11-02&cachebuster=1")
            let etag = try #require(first.headers["etag"])
            #expect(
                try client.get("/chart.svg?date=2026-11-02&cachebuster=2", headers: ["If-None-Match": etag]).status
                    == 304)
            try Self.append(Self.line("2"), to: file)
            try await Task.sleep(for: .milliseconds(400))
            let changed = try client.get("/chart.svg?date=2026-11-02", headers: ["If-None-Match": etag])
            #expect(changed.status == 200)
            #expect(changed.headers["etag"] != etag)
        }
    }

    @Test(
        "a bad parameter is a 400 naming it; an unknown path 404; a POST 405",
        arguments: [
            ("/chart.png?width=100000", 400, "width '100000' is not a whole number of points from 120 to 4000"),
            ("/chart.png?metric=nope", 400, "metric 'nope' is not one of units, revenue"),
            ("/totals.json?date=2026-13-40", 400, "date"),
            ("/chart.png?title=a%0Ab", 400, "title must be one line"),
            ("/chart.png?top=0", 400, "top '0' is not a whole number of products from 1 to 500"),
            (
                "/?date=2026-11-02&split-by=store", 400,
                "by and split-by are drawn by /chart.png (.svg, .pdf) and /totals.json (.csv); / shows the products"
            ),
            ("/totals.csv?date=2026-11-02&top=1", 200, "Banana"),
            ("/etc/passwd", 404, "/etc/passwd is not a page here"),
            ("/chart.png?date=2026-11-02&utm_source=wiki", 200, ""),
        ])
    func badRequestsAreRefused(target: String, status: Int, words: String) async throws {
        let folder = try Self.folder(Self.line("1"))
        try await Self.withServer([folder.appendingPathComponent("orders.ndjson").path]) { server in
            let response = try RawHTTPClient(port: server.port).get(target)
            #expect(response.status == status)
            if !words.isEmpty { #expect(response.text.contains(words)) }
        }
    }

    @Test("oversized, malformed and slow requests get their status, and the server goes on serving")
    func hostileRequests() async throws {
        let folder = try Self.folder(Self.line("1"))
        var limits = HTTPLimits()
        limits.headSeconds = 1
        try await Self.withServer([folder.appendingPathComponent("orders.ndjson").path], limits: limits) { server in
            func status(_ bytes: String) throws -> Int? {
                let client = try RawHTTPClient(port: server.port)
                try client.send(bytes)
                return RawHTTPClient.parse(client.receive { RawHTTPClient.parse($0) != nil })?.status
            }
            #expect(try status("GET /" + String(repeating: "a", count: 9_000) + " HTTP/1.1\r\n\r\n") == 414)
            #expect(try status("GET / HTTP/1.1\r\n" + (0..<70).map { "X-\($0): 1\r\n" }.joined() + "\r\n") == 431)
            #expect(try status("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "b", count: 20_000) + "\r\n\r\n") == 431)
            #expect(try status("HELLO\r\n\r\n") == 400)
            #expect(try status("GET / HTTP/1.1\r\nBad Header: 1\r\n\r\n") == 400)
            #expect(try status("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n") == 405)
            #expect(try status("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n") == 400)  // no Host (RFC 9112 §3.2)
            #expect(try status("GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello") == 413)
            #expect(try status("GET / HTTP/2.0\r\n\r\n") == 505)

            // A byte every 300 ms: cut off by the head's deadline (1 s here), not by each read's.
            let slow = try RawHTTPClient(port: server.port)
            let started = ContinuousClock.now
            try slow.send("GET / HTTP/1.1\r\n")
            var answer: RawHTTPClient.Response?
            for byte in "X-Slow: 1234567890".utf8 {
                try await Task.sleep(for: .milliseconds(300))
                guard (try? slow.send([byte])) != nil else { break }
                if let parsed = RawHTTPClient.parse(slow.receive { _ in true }) { answer = parsed; break }
            }
            if answer == nil { answer = RawHTTPClient.parse(slow.receive { RawHTTPClient.parse($0) != nil }) }
            #expect(answer?.status == 408)
            #expect(started.duration(to: .now) < .seconds(3))
            #expect(try RawHTTPClient(port: server.port).get("/healthz").status == 200)
        }
    }

    @Test("with a token, every route but /healthz needs it: as a bearer, or the cookie the login link sets")
    func tokenIsRequired() async throws {
        let folder = try Self.folder(Self.line("1"))
        try await Self.withServer([folder.appendingPathComponent("orders.ndjson").path], token: "s3cret-token\n") {
            server in
            let client = try RawHTTPClient(port: server.port)
            #expect(try client.get("/totals.json?date=2026-11-02").status == 401)
            #expect(try client.get("/events").status == 401)
            #expect(
                try client.get("/totals.json?date=2026-11-02", headers: ["Authorization": "Bearer s3cret-tokeX"]).status
                    == 401)
            #expect(
                try client.get("/totals.json?date=2026-11-02", headers: ["Authorization": "Bearer s3cret-token"]).status
                    == 200)
            #expect(try client.get("/healthz").status == 200)
            let login = try client.get("/login?token=s3cret-token")
            #expect(login.status == 303)
            #expect(login.headers["set-cookie"] == "juice_report_token=s3cret-token; Path=/; HttpOnly; SameSite=Strict")
            #expect(
                try client.get("/?date=2026-11-02", headers: ["Cookie": "theme=dark; juice_report_token=s3cret-token"])
                    .status == 200)
            #expect(try client.get("/login?token=guess").status == 401)

            // Signed links open without the token, as signed and before their expiry only.
            let link = try LiveServer.signedLink(
                "/totals.csv?date=2026-11-02&title=Café sales", token: "s3cret-token", expires: nil)
            #expect(link.hasPrefix("/totals.csv?date=2026-11-02&title=Caf%C3%A9%20sales&signature="))
            #expect(try client.get(link).status == 200)
            #expect(try client.get(link.replacingOccurrences(of: "2026-11-02", with: "2026-11-03")).status == 401)
            #expect(try client.get(link.replacingOccurrences(of: "/totals.csv", with: "/totals.json")).status == 401)
            #expect(try client.get(link + "&date=2026-11-03").status == 401)
            let later = try LiveServer.signedLink(
                "/chart.svg?date=2026-11-02", token: "s3cret-token", expires: Date().addingTimeInterval(60))
            #expect(try client.get(later).status == 200)
            let expired = try LiveServer.signedLink(
                "/chart.svg?date=2026-11-02", token: "s3cret-token", expires: Date().addingTimeInterval(-1))
            #expect(try client.get(expired).status == 401)
            let otherToken = try LiveServer.signedLink(
                "/chart.svg?date=2026-11-02", token: "another-token", expires: nil)
            #expect(try client.get(otherToken).status == 401)
        }
        await #expect(throws: FileTailError.unreadable("/nonexistent/orders.ndjson", "No such file or directory")) {
            try await LiveServer(
                LiveServer.Configuration(
                    inputs: ["/nonexistent/orders.ndjson"], options: OrderInputs(paths: []), menu: .standard,
                    query: SalesQuery(), chart: try ChartSpecification(), port: 0), log: { _ in })
        }
        await #expect(throws: ServeError.tokenRequired("0.0.0.0")) {
            try await LiveServer(
                LiveServer.Configuration(
                    inputs: [], options: OrderInputs(paths: []), menu: .standard, query: SalesQuery(),
                    chart: try ChartSpecification(), bind: "0.0.0.0", port: 0), log: { _ in })
        }
    }

    @Test("a file truncated and written again, or a new file in a watched folder, is read")
    func filesReplacedAndAdded() async throws {
        let folder = try Self.folder(Self.line("1", quantity: 5))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await Self.withServer([folder.path]) { server in
            let client = try RawHTTPClient(port: server.port)
            #expect(
                try client.get("/totals.csv?date=2026-11-02").text
                    == "product,units,share,revenue\nBanana,5,100,22500\n")
            try Data(Self.line("9", juice: "kiwi", quantity: 2).utf8).write(to: file)
            try Data(Self.line("10", juice: "mango").utf8).write(to: folder.appendingPathComponent("more.ndjson"))
            try await Task.sleep(for: .milliseconds(500))
            #expect(
                try client.get("/totals.csv?date=2026-11-02").text
                    == "product,units,share,revenue\nKiwi,2,67,9000\nMango,1,33,4500\n")
        }
    }

    /// Runs `sql` on the SQLite file at `path` (its own connection, as the till's app would write).
    static func sqlite(_ path: String, _ sql: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else {
            throw RawHTTPClient.Failure("cannot open \(path)")
        }
        defer { sqlite3_close(handle) }
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw RawHTTPClient.Failure(String(cString: sqlite3_errmsg(handle)))
        }
    }

    @Test(
        "an order committed to a SQLite database is on the event stream within a second (its data version), and in the totals"
    )
    func sqliteCommitReachesTheStream() async throws {
        let folder = try Self.folder("")
        let path = folder.appendingPathComponent("pos.db").path
        try Self.sqlite(
            path,
            "CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC);"
                + "INSERT INTO orders VALUES ('1', '2026-11-02T10:00:00+09:00', 'banana', 1, 4500);")
        try await Self.withServer(["sqlite://" + path]) { server in
            let stream = try RawHTTPClient(port: server.port)
            try stream.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":1}") }
            let committed = ContinuousClock.now
            try Self.sqlite(path, "INSERT INTO orders VALUES ('2', '2026-11-02T11:00:00+09:00', 'kiwi', 2, 5000);")
            let event = String(
                decoding: stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":2}") },
                as: UTF8.self)
            let waited = committed.duration(to: .now)
            #expect(event.contains("data: {\"version\":2}"))
            #expect(waited < .seconds(1), "the event came \(waited) after the commit")
            #expect(
                try RawHTTPClient(port: server.port).get("/totals.csv?date=2026-11-02").text
                    == "product,units,share,revenue\nKiwi,2,67,10000\nBanana,1,33,4500\n")
        }
    }

    @Test("/metrics counts requests by route and status, names other paths 'other', and says the open streams")
    func metricsAreExposed() async throws {
        let folder = try Self.folder(Self.line("1"))
        try await Self.withServer([folder.appendingPathComponent("orders.ndjson").path]) { server in
            let client = try RawHTTPClient(port: server.port)
            _ = try client.get("/chart.png?date=2026-11-02")
            _ = try client.get("/chart.png?date=2026-11-02")
            _ = try client.get("/chart.png?width=1")
            _ = try client.get("/wp-admin/random-\(UUID().uuidString)")
            let metrics = try client.get("/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.headers["content-type"] == "text/plain; version=0.0.4; charset=utf-8")
            let text = metrics.text
            #expect(text.contains("juice_report_http_requests_total{route=\"/chart.png\",status=\"200\"} 2"))
            #expect(text.contains("juice_report_http_requests_total{route=\"/chart.png\",status=\"400\"} 1"))
            #expect(text.contains("juice_report_http_requests_total{route=\"other\",status=\"404\"} 1"))
            #expect(text.contains("juice_report_render_seconds_count{route=\"/chart.png\"} 1"))
            #expect(text.contains("juice_report_orders_read_total 1"))
            #expect(text.contains("juice_report_event_streams 0"))

            // Ten pages asking at once for a view not drawn yet: one drawing, ten answers.
            let statuses = await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    let results = Mutex([Int]())
                    DispatchQueue.concurrentPerform(iterations: 10) { _ in
                        let status = (try? RawHTTPClient(port: server.port).get("/?date=2026-11-02"))?.status ?? 0
                        results.withLock { $0.append(status) }
                    }
                    continuation.resume(returning: results.withLock { $0 })
                }
            }
            #expect(statuses == Array(repeating: 200, count: 10))
            #expect(try client.get("/metrics").text.contains("juice_report_render_seconds_count{route=\"/\"} 1"))
        }
    }

    @Test("a stop ends the event streams and idle connections, and lets a request being drawn finish")
    func stopDrains() async throws {
        let month = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../samples/month.json"
        ).standardized.path
        var configuration = LiveServer.Configuration(
            inputs: [month], options: OrderInputs(paths: []), menu: .standard,
            query: SalesQuery(timeZone: Self.seoul), chart: try ChartSpecification(), port: 0)
        configuration.fileSeconds = 0.05
        let server = try await LiveServer(configuration, log: { _ in })
        let running = server.start()
        let stream = try RawHTTPClient(port: server.port)
        try stream.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":1}") }
        let idle = try RawHTTPClient(port: server.port)
        #expect(try idle.get("/healthz").status == 200)
        let drawing = try RawHTTPClient(port: server.port)
        try drawing.send("GET /report.pdf?month=2026-11 HTTP/1.1\r\nHost: x\r\n\r\n")
        try await Task.sleep(for: .milliseconds(30))
        await server.stop()
        let report = try #require(RawHTTPClient.parse(drawing.receive { RawHTTPClient.parse($0) != nil }))
        // Timed from the last answer, not from the stop: drawing the month's PDF in a debug build
        // takes 1 s alone and 8.7 s beside the whole suite's load, which says nothing of the stop.
        let answered = ContinuousClock.now
        #expect(report.status == 200)
        #expect(report.headers["connection"] == "close")
        #expect(report.text.hasPrefix("%PDF-"))
        #expect(idle.receive().isEmpty, "the idle connection is closed, not answered")
        #expect(String(decoding: stream.receive(), as: UTF8.self).isEmpty, "the event stream ends")
        try await running.value
        #expect(
            answered.duration(to: .now) < .seconds(2),
            "once the last request is answered the server ends, without waiting for a connection's timer")
    }

    @Test(
        "a column's values by URL: by= and split-by= on the chart and the totals, drawn from the inputs as the chart command draws them"
    )
    func columnsByURL() async throws {
        let lines = [("1", "banana", 2, "Gangnam"), ("2", "kiwi", 1, "Mapo"), ("3", "banana", 1, "Mapo")].map {
            id, juice, quantity, store in
            "{\"id\":\"\(id)\",\"store\":\"\(store)\",\"orderedAt\":\"2026-11-02T10:00:00+09:00\",\"juice\":\"\(juice)\",\"quantity\":\(quantity),\"unitPrice\":4500}\n"
        }.joined()
        let folder = try Self.folder(lines)
        let file = folder.appendingPathComponent("orders.ndjson")
        try await Self.withServer([file.path]) { server in
            let client = try RawHTTPClient(port: server.port)
            let byStore = try client.get("/totals.csv?date=2026-11-02&by=store")
            #expect(byStore.status == 200)
            #expect(byStore.text.hasSuffix("Gangnam,2,50,9000\nMapo,2,50,9000\n"), "\(byStore.text)")
            let split = try client.get("/totals.csv?date=2026-11-02&split-by=store")
            #expect(split.status == 200)
            #expect(
                split.text.contains("Gangnam") && split.text.contains("Mapo") && split.text.contains("Kiwi"),
                "\(split.text)")
            let grid = try client.get("/chart.png?date=2026-11-02&split-by=store&width=600&height=300")
            #expect(grid.status == 200)
            #expect(grid.body[16..<24].elementsEqual([0, 0, 2, 88, 0, 0, 1, 44]))
            let missing = try client.get("/chart.png?date=2026-11-02&by=till")
            #expect(missing.status == 400, "\(missing.text)")
            #expect(missing.text.contains("till"))
            // Appended orders reach the column's views too, at the next version.
            try Self.append(
                "{\"id\":\"4\",\"store\":\"Mapo\",\"orderedAt\":\"2026-11-02T11:00:00+09:00\",\"juice\":\"kiwi\",\"quantity\":4,\"unitPrice\":4500}\n",
                to: file)
            try await Task.sleep(for: .milliseconds(400))
            #expect(
                try client.get("/totals.csv?date=2026-11-02&by=store").text.hasSuffix(
                    "Mapo,6,75,27000\nGangnam,2,25,9000\n"))
        }
    }

    @Test("bound off loopback (0.0.0.0), the token is required of every client, and /healthz alone answers without it")
    func offLoopbackNeedsTheToken() async throws {
        let folder = try Self.folder(Self.line("1"))
        try await Self.withServer(
            [folder.appendingPathComponent("orders.ndjson").path], token: "s3cret-token", bind: "0.0.0.0"
        ) { server in
            let client = try RawHTTPClient(port: server.port)
            #expect(try client.get("/?date=2026-11-02").status == 401)
            #expect(try client.get("/metrics").status == 401)
            #expect(
                try client.get("/chart.png?date=2026-11-02", headers: ["Authorization": "Bearer wrong"]).status == 401)
            #expect(
                try client.get("/chart.png?date=2026-11-02", headers: ["Authorization": "Bearer s3cret-token"]).status
                    == 200)
            #expect(try client.get("/healthz").status == 200)
        }
    }
}
