import CSQLite
import Foundation
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
    ///
    /// - Parameter ringsBy: the server's own `--group-by`.
    static func withServer(
        _ inputs: [String], token: String? = nil, bind: String = "127.0.0.1", limits: HTTPLimits = HTTPLimits(),
        clock: ReportClock = .system, ringsBy: String? = nil, fileSeconds: Double = 0.05,
        _ body: (LiveServer) async throws -> Void
    ) async throws {
        var chart = try ChartSpecification(language: .english)
        chart.ringsBy = ringsBy
        var configuration = LiveServer.Configuration(
            inputs: inputs, options: OrderInputs(paths: []), menu: .standard,
            query: SalesQuery(timeZone: seoul), chart: chart,
            bind: bind, port: 0, token: token, pollSeconds: 0.5)
        configuration.limits = limits
        configuration.fileSeconds = fileSeconds
        configuration.clock = clock
        // On threads of their own, as the server's are: the suite's long synchronous tests hold the
        // shared pool's two threads for seconds, which timed the test's waits, not the server's.
        // The body's blocking reads on a thread each, never the server's (`OwnThreadExecutor`).
        try await withTaskExecutorPreference(ServeExecutor()) {
            let server = try await LiveServer(configuration, log: { _ in })
            let running = server.start()
            try await withTaskExecutorPreference(OwnThreadExecutor()) { try await body(server) }
            await server.stop()
            try await running.value
        }
    }

    @Test("the page, a chart, the totals and health answer, each with the security headers")
    func routesAnswer() async throws {
        let folder = try Self.folder(Self.line("1", quantity: 2) + Self.line("2", juice: "kiwi"))
        try await Self.withServer([folder.appendingPathComponent("orders.ndjson").path]) { server in
            let client = try RawHTTPClient(port: server.port, seconds: 60)  // a page drawn under the suite's load
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

    /// The regular look is every 30 s here: only the folder's inotify watch can wake the server in time.
    @Test("an appended line and a file replaced by a rename wake the server at once, without its regular look")
    func changesWakeTheServer() async throws {
        let folder = try Self.folder(Self.line("1"))
        let file = folder.appendingPathComponent("orders.ndjson")
        try await Self.withServer([file.path], fileSeconds: 30) { server in
            let stream = try RawHTTPClient(port: server.port)
            try stream.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":1}") }
            // The first look comes 30 s after the start: the first append is what wakes it.
            let appended = ContinuousClock.now
            try Self.append(Self.line("2", quantity: 3), to: file)
            let event = String(
                decoding: stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":2}") },
                as: UTF8.self)
            #expect(event.contains("data: {\"version\":2}"))
            #expect(appended.duration(to: .now) < .seconds(5), "\(appended.duration(to: .now))")
            let replacement = folder.appendingPathComponent("orders.ndjson.new")
            try Data((Self.line("1") + Self.line("2", quantity: 3) + Self.line("3", quantity: 5)).utf8).write(
                to: replacement)
            let replaced = ContinuousClock.now
            #expect(rename(replacement.path, file.path) == 0)
            _ = stream.receive { String(decoding: $0, as: UTF8.self).contains("data: {\"version\":3}") }
            #expect(replaced.duration(to: .now) < .seconds(5), "\(replaced.duration(to: .now))")
            #expect(
                try RawHTTPClient(port: server.port).get("/totals.csv?date=2026-11-02").text
                    == "product,units,share,revenue\nBanana,9,100,40500\n")
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
            ("/chart.png?width=100000", 400, "width '100000' is not a whole number of points from 320 to 4000"),
            // One canvas floor with the command line's (320 × 240): a smaller chart names too little to draw.
            ("/chart.png?width=319", 400, "width '319' is not a whole number of points from 320 to 4000"),
            ("/chart.svg?height=239", 400, "height '239' is not a whole number of points from 240 to 4000"),
            ("/chart.png?metric=nope", 400, "metric 'nope' is not one of units, revenue"),
            ("/totals.json?date=2026-13-40", 400, "date"),
            ("/chart.png?title=a%0Ab", 400, "title must be one line"),
            ("/chart.png?top=0", 400, "top '0' is not a whole number of products from 1 to 500"),
            // The page splits too (LiveServerStoreViewTests): by a column the orders have.
            ("/?date=2026-11-02&split-by=store", 400, "split-by=store: no order or item has a key \"store\""),
            (
                "/trend.svg?date=2026-11-02&split-by=store", 400,
                "by and split-by are drawn by /chart.png (.svg, .pdf) and /totals.json (.csv); /trend.svg shows the"
            ),
            ("/?date=2026-11-02&where=store%3DA", 400, "where=store=A: no order or item has a key \"store\""),
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
        // As a till writes: it waits while the server reads (in rollback-journal mode a reader's
        // lock holds a commit off for the read's few milliseconds) rather than failing "locked".
        sqlite3_busy_timeout(handle, 2_000)
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
            // Each on a thread of its own (the body's `OwnThreadExecutor`), all ten at once.
            let statuses = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<10 {
                    group.addTask {
                        (try? RawHTTPClient(port: server.port, seconds: 30).get("/?date=2026-11-02"))?.status ?? 0
                    }
                }
                return await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 10))
            #expect(try client.get("/metrics").text.contains("juice_report_render_seconds_count{route=\"/\"} 1"))
        }
    }

    @Test("a stop ends the event streams and idle connections, and lets a request being drawn finish")
    func stopDrains() async throws {
        // The test's own steps run on threads of their own, as in `withServer`: beside the suite's
        // long synchronous tests on the shared pool (2 threads on 2 cores), a step of this test
        // resumed seconds late, and the figure timed the test's wait for a thread, not the stop.
        // Each on a thread of its own (`OwnThreadExecutor`): its reads block, the server's never wait on them.
        try await withTaskExecutorPreference(OwnThreadExecutor()) {
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
            // Ends: what is left before the close is at most a keep-alive comment, never an event.
            #expect(!String(decoding: stream.receive(), as: UTF8.self).contains("data:"), "the event stream ends")
            try await running.value
            #expect(
                answered.duration(to: .now) < .seconds(2),
                "once the last request is answered the server ends, without waiting for a connection's timer")
        }
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

    // MARK: group-by

    /// Six products in two categories, on the 2nd of November in Seoul: with `top=1` each group
    /// keeps its best seller and folds the other two into its own Other.
    static let categorised = """
        id,orderedAt,juice,quantity,unitPrice,category
        1,2026-11-02T10:00:00+09:00,Latte,5,4500,Coffee
        2,2026-11-02T11:00:00+09:00,Mocha,3,4500,Coffee
        3,2026-11-02T12:00:00+09:00,Flat White,2,4500,Coffee
        4,2026-11-02T13:00:00+09:00,Scone,4,3000,Bakery
        5,2026-11-02T13:30:00+09:00,Bagel,1,3000,Bakery
        6,2026-11-02T14:00:00+09:00,Croissant,1,3000,Bakery

        """

    /// An SVG chart's description: one line per slice drawn, name, value and share.
    static func description(_ svg: String) -> String? {
        guard let start = svg.range(of: "<desc id=\"chart-desc\">"), let end = svg.range(of: "</desc>") else {
            return nil
        }
        return String(svg[start.upperBound..<end.lowerBound])
    }

    /// A folder with `orders.csv` holding `text`; the file's URL.
    static func table(_ text: String) throws -> URL {
        let file = try folder("").appendingPathComponent("orders.csv")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test(
        "group-by= rings the products on the page and the charts of a server started without --group-by; the totals stay"
    )
    func groupByURL() async throws {
        let file = try Self.table(Self.categorised)
        try await Self.withServer([file.path]) { server in
            let client = try RawHTTPClient(port: server.port)
            let day = "date=2026-11-02&top=1"
            let flat = try client.get("/chart.svg?\(day)")
            let grouped = try client.get("/chart.svg?\(day)&group-by=category")
            #expect(grouped.status == 200)
            #expect(grouped.headers["content-type"] == "image/svg+xml")
            // Each group's tail folds into its own Other, named after the group, the groups largest
            // first; the flat pie folds five products into one Other.
            #expect(
                Self.description(grouped.text)
                    == "Latte: 5 units, 31%\nOther Coffee (2): 5 units, 31%\nScone: 4 units, 25%\n"
                    + "Other Bakery (2): 2 units, 13%")
            #expect(Self.description(flat.text) == "Latte: 5 units, 31%\nOther (5): 11 units, 69%")
            #expect(!flat.text.contains("Coffee") && !flat.text.contains("Bakery"))
            // No column named: the category column, as --group-by category.
            #expect(try client.get("/chart.svg?\(day)&group-by=").body == grouped.body)
            #expect(try client.get("/chart.svg?\(day)&group-by=none").body == flat.body)

            let flatPNG = try client.get("/chart.png?\(day)&width=400&height=300")
            let groupedPNG = try client.get("/chart.png?\(day)&width=400&height=300&group-by=category")
            #expect(groupedPNG.status == 200)
            #expect(Array(groupedPNG.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            #expect(groupedPNG.body[16..<24].elementsEqual([0, 0, 1, 144, 0, 0, 1, 44]))
            #expect(groupedPNG.body != flatPNG.body)

            let page = try client.get("/?\(day)&group-by=category")
            #expect(page.status == 200)
            #expect(page.text.contains("title=\"Other Coffee (2): 5 units, 31%\""))
            // The bar's links keep the groups: the next day, the other metric, the PDF.
            #expect(page.text.contains("href=\"/?date=2026-11-03&amp;group-by=category\""), "\(page.text.prefix(3000))")
            #expect(page.text.contains("href=\"/report.pdf?date=2026-11-02&amp;group-by=category\""))
            #expect(page.text.contains("<input type=\"hidden\" name=\"group-by\" value=\"category\">"))
            #expect(!(try client.get("/?\(day)").text.contains("Other Coffee")))
            let pdf = try client.get("/report.pdf?\(day)&group-by=category")
            #expect(pdf.status == 200)
            #expect(pdf.text.hasPrefix("%PDF-"))

            let totals = try client.get("/totals.csv?\(day)")
            #expect(
                totals.text
                    == "product,units,share,revenue\nLatte,5,31,22500\nScone,4,25,12000\nMocha,3,19,13500\n"
                    + "Flat White,2,13,9000\nBagel,1,6,3000\nCroissant,1,6,3000\n")
            #expect(try client.get("/totals.csv?\(day)&group-by=category").text == totals.text)
            #expect(
                try client.get("/totals.json?\(day)&group-by=category").text == client.get("/totals.json?\(day)").text)

            // Appended rows reach the grouped view at the next version.
            try Self.append("7,2026-11-02T15:00:00+09:00,Americano,6,4000,Coffee\n", to: file)
            try await Task.sleep(for: .milliseconds(400))
            let later = try client.get("/chart.svg?\(day)&group-by=category")
            #expect(
                Self.description(later.text)
                    == "Americano: 6 units, 27%\nLatte: 5 units, 23%\nOther Coffee (2): 5 units, 23%\n"
                    + "Scone: 4 units, 18%\nOther Bakery (2): 2 units, 9%")
        }
    }

    @Test(
        "a group-by column the table lacks is a 400 naming the columns there are; markup and ../ in it are that text, never markup",
        arguments: [
            ("/chart.png?date=2026-11-02&group-by=till", "group-by=till"),
            ("/?date=2026-11-02&group-by=till", "group-by=till"),
            ("/totals.json?date=2026-11-02&group-by=till", "group-by=till"),
            (
                "/?date=2026-11-02&group-by=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
                "group-by=<script>alert(1)</script>"
            ),
            ("/chart.svg?date=2026-11-02&group-by=..%2F..%2Fetc%2Fpasswd", "group-by=../../etc/passwd"),
        ])
    func groupByAColumnTheTableLacks(target: String, asked: String) async throws {
        let file = try Self.table(Self.categorised)
        try await Self.withServer([file.path]) { server in
            let response = try RawHTTPClient(port: server.port).get(target)
            #expect(response.status == 400)
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(
                response.text
                    == "\(file.path):1: \(asked): the header row has no such column; its columns are "
                    + "\"id\", \"orderedAt\", \"juice\", \"quantity\", \"unitPrice\", \"category\"\n",
                "\(response.text)")
        }
    }

    @Test("group-by on JSON orders is a 400 saying only tables are grouped")
    func groupByJSONOrders() async throws {
        let folder = try Self.folder(Self.line("1"))
        try await Self.withServer([folder.appendingPathComponent("orders.ndjson").path]) { server in
            let response = try RawHTTPClient(port: server.port).get("/chart.png?date=2026-11-02&group-by=category")
            #expect(response.status == 400)
            #expect(
                response.text
                    == "group-by=category reads a column of a table (CSV or Excel); JSON orders and databases cannot be grouped yet\n"
            )
        }
    }

    @Test("a column and category names with markup are text on the grouped page and in its links")
    func groupByMarkupIsText() async throws {
        let file = try Self.table(
            """
            id,orderedAt,juice,quantity,<b>kind</b>
            1,2026-11-02T10:00:00+09:00,Latte,5,<i>Tea & "Co"</i>
            2,2026-11-02T11:00:00+09:00,Scone,3,Bakery
            3,2026-11-02T12:00:00+09:00,Chai,2,<i>Tea & "Co"</i>
            4,2026-11-02T12:30:00+09:00,Oolong,1,<i>Tea & "Co"</i>

            """)
        try await Self.withServer([file.path]) { server in
            let client = try RawHTTPClient(port: server.port)
            let asked = "date=2026-11-02&top=1&group-by=%3Cb%3Ekind%3C%2Fb%3E"
            let page = try client.get("/?\(asked)")
            #expect(page.status == 200, "\(page.text)")
            #expect(page.text.contains("title=\"Other &lt;i&gt;Tea &amp; &quot;Co&quot;&lt;/i&gt; (2): 3 units, 27%\""))
            #expect(!page.text.contains("<i>Tea") && !page.text.contains("<b>kind"))
            #expect(page.text.contains("href=\"/?date=2026-11-03&amp;group-by=%3Cb%3Ekind%3C%2Fb%3E\""))
            #expect(page.text.contains("name=\"group-by\" value=\"&lt;b&gt;kind&lt;/b&gt;\""))
            let svg = try client.get("/chart.svg?\(asked)")
            #expect(svg.status == 200)
            #expect(
                Self.description(svg.text)
                    == "Latte: 5 units, 45%\nOther &lt;i&gt;Tea &amp; &quot;Co&quot;&lt;/i&gt; (2): 3 units, 27%\n"
                    + "Scone: 3 units, 27%")
            #expect(!svg.text.contains("<i>Tea") && !svg.text.contains("<b>kind"))
        }
    }

    @Test("split-by= with group-by= rings each part's pie; by= with group-by= is refused, as --by with --group-by")
    func groupBySplitBy() async throws {
        let file = try Self.table(
            Self.categorised.replacingOccurrences(of: "unitPrice,category", with: "unitPrice,category,store")
                .replacingOccurrences(of: ",Coffee\n", with: ",Coffee,Mapo\n")
                .replacingOccurrences(of: ",Bakery\n", with: ",Bakery,Gangnam\n")
                + "7,2026-11-02T15:00:00+09:00,Latte,2,4500,Coffee,Gangnam\n")
        try await Self.withServer([file.path]) { server in
            let client = try RawHTTPClient(port: server.port)
            let split = "date=2026-11-02&top=1&split-by=store"
            let flat = try client.get("/chart.png?\(split)")
            let grouped = try client.get("/chart.png?\(split)&group-by=category")
            #expect(flat.status == 200 && grouped.status == 200, "\(grouped.text)")
            #expect(grouped.body != flat.body)
            #expect(try client.get("/chart.png?\(split)&group-by=none").body == flat.body)
            let missing = try client.get("/chart.png?\(split)&group-by=till")
            #expect(missing.status == 400)
            #expect(
                missing.text.hasSuffix(
                    ":1: group-by=till: the header row has no such column; its columns are "
                        + "\"id\", \"orderedAt\", \"juice\", \"quantity\", \"unitPrice\", \"category\", \"store\"\n"),
                "\(missing.text)")
            let withBy = try client.get("/chart.png?date=2026-11-02&by=store&group-by=category")
            #expect(withBy.status == 400)
            #expect(withBy.text == "group-by groups products; it cannot be used with by, whose values are the slices\n")
        }
    }

    @Test("a server started with --group-by rings every view; group-by=none draws the products alone")
    func serverGroupByIsTheDefault() async throws {
        let file = try Self.table(Self.categorised)
        try await Self.withServer([file.path], ringsBy: "category") { server in
            let client = try RawHTTPClient(port: server.port)
            let day = "date=2026-11-02&top=1"
            let served = try client.get("/chart.svg?\(day)")
            #expect(Self.description(served.text)?.contains("Other Coffee (2): 5 units, 31%") == true)
            // The column the server read is drawn from its history, the same chart.
            #expect(try client.get("/chart.svg?\(day)&group-by=category").body == served.body)
            let alone = try client.get("/chart.svg?\(day)&group-by=none")
            #expect(alone.status == 200)
            #expect(!alone.text.contains("Coffee") && !alone.text.contains("Bakery"))
            #expect(alone.headers["etag"] != served.headers["etag"])
            let page = try client.get("/?\(day)&group-by=none")
            #expect(!page.text.contains("Other Coffee"))
            #expect(page.text.contains("href=\"/?date=2026-11-03&amp;group-by=none\""))
        }
    }

    /// The 80-product chain (samples/shops/chain80.csv) read as `chart` reads it with its columns named.
    static func chain80Options() throws -> OrderInputs {
        var options = OrderInputs(
            paths: [],
            columns: try ColumnMapping([
                "juice=product_detail", "quantity=transaction_qty", "date=transaction_date", "time=transaction_time",
                "unitPrice=unit_price",
            ]))
        options.dateOrder = .monthFirst
        options.skipInvalid = true
        return options
    }

    @Test("/chart.svg?group-by=product_category on the 80-product chain is the chart command's own chart")
    func groupByChain80IsTheChartCommands() async throws {
        let chain80 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../samples/shops/chain80.csv"
        ).standardized.path
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let spec = try ChartSpecification(language: .english)
        var configuration = LiveServer.Configuration(
            inputs: [chain80], options: try Self.chain80Options(), menu: .standard,
            query: SalesQuery(timeZone: newYork), chart: spec, port: 0)
        configuration.fileSeconds = 0.05
        let server = try await LiveServer(configuration, log: { _ in })
        let running = server.start()
        let served = try RawHTTPClient(port: server.port).get(
            "/chart.svg?from=2023-02-01&to=2023-02-28&group-by=product_category")
        await server.stop()
        try await running.value
        #expect(served.status == 200, "\(served.text)")

        // `juice-report chart chain80.csv … --from 2023-02-01 --to 2023-02-28 --group-by product_category -o x.svg`
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chain80-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var options = try Self.chain80Options()
        options.paths = [chain80]
        var chart = spec
        chart.ringsBy = "product_category"
        var query = SalesQuery(timeZone: newYork)
        query.period = ReportPeriod(
            first: try #require(CalendarDay("2023-02-01")), last: try #require(CalendarDay("2023-02-28")))
        let path = directory.appendingPathComponent("x.svg").path
        var request = ChartRequest(
            source: .orders(options), query: query, chart: chart, output: ChartOutput(path: path, format: .svg),
            menu: .standard, layoutJSON: directory.appendingPathComponent("x.json").path)
        _ = try request.run()
        let layout = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("x.json")))
                as? [String: Any])
        let groups = try #require(layout["groups"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(groups.count == 9)
        #expect(groups.first == "Coffee")
        for group in groups { #expect(served.text.contains(group), "\(group)") }
        #expect(served.body == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }
}
