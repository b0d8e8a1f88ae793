import Foundation
import JuiceReports
import Testing

@testable import JuiceServe

/// The steps every request passes (`RouteWrapper`), each alone around a handler that answers 200
/// (or what the test gives), and in `LiveRoutes.wrappers`' order.
struct RouteWrapperTests {
    static func head(_ target: String, method: String = "GET", headers: [(String, String)] = []) -> HTTPRequestHead {
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        let query = (parts.count > 1 ? parts[1] : "").split(separator: "&").map { pair in
            let field = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (name: field[0], value: field.count > 1 ? field[1] : "")
        }
        return HTTPRequestHead(
            method: method, path: parts[0], rawPath: parts[0], query: query, rawQuery: parts.count > 1 ? parts[1] : "",
            version: "HTTP/1.1", headers: headers.map { (name: $0.0, value: $0.1) })
    }

    static let tagged = HTTPResponse(
        status: .ok, headers: [("Content-Type", "image/png"), ("ETag", "\"a-7-f00\""), ("Cache-Control", "no-cache")],
        body: .bytes([1, 2, 3]))

    static func body(_ response: HTTPResponse) -> [UInt8] {
        if case .bytes(let bytes) = response.body { return bytes }
        return []
    }

    @Test func aVersionTheClientHasIsAnswered304WithItsTagAndNoBody() async {
        for asked in ["\"a-7-f00\"", "\"a-6-f00\", \"a-7-f00\"", "*"] {
            let response = await ConditionalGet().answer(
                Self.head("/chart.png", headers: [("if-none-match", asked)]), route: nil
            ) { _ in Self.tagged }
            #expect(response.status == .notModified, "\(asked)")
            #expect(response.headers.map(\.name) == ["ETag", "Cache-Control"])
            #expect(response.header("etag") == "\"a-7-f00\"" && Self.body(response).isEmpty)
        }
        // Another version, no question, or an answer that is not a 200: as the route answered.
        let other = await ConditionalGet().answer(
            Self.head("/chart.png", headers: [("if-none-match", "\"a-6-f00\"")]), route: nil
        ) { _ in Self.tagged }
        #expect(other.status == .ok && Self.body(other) == [1, 2, 3])
        let unasked = await ConditionalGet().answer(Self.head("/chart.png"), route: nil) { _ in Self.tagged }
        #expect(unasked.status == .ok)
        var refused = Self.tagged
        refused.status = .badRequest
        let bad = await ConditionalGet().answer(
            Self.head("/chart.png", headers: [("if-none-match", "*")]), route: nil
        ) { [refused] _ in refused }
        #expect(bad.status == .badRequest && Self.body(bad) == [1, 2, 3])
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async {
        let response = await SecurityHeaders().answer(Self.head("/nowhere"), route: nil) { _ in
            .text(.notFound, "no")
        }
        #expect(response.header("x-frame-options") == "DENY" && response.header("x-content-type-options") == "nosniff")
        #expect(response.header("content-security-policy")?.hasPrefix("default-src 'none'; script-src 'self';") == true)
        #expect(response.header("referrer-policy") == "no-referrer" && response.status == .notFound)
    }

    @Test func aMethodTheRouteDoesNotAnswerIs405NamingThoseItDoes() async {
        let route = LiveRoutes.byPath["/chart.png"]
        let refused = await MethodCheck().answer(Self.head("/chart.png", method: "DELETE"), route: route) { _ in
            Issue.record("the handler was asked")
            return Self.tagged
        }
        #expect(refused.status == .methodNotAllowed && refused.header("allow") == "GET, HEAD")
        #expect(
            String(decoding: Self.body(refused), as: UTF8.self)
                == "DELETE is not answered here; every route is GET, HEAD\n")
        let passed = await MethodCheck().answer(Self.head("/chart.png", method: "HEAD"), route: route) { _ in
            Self.tagged
        }
        #expect(passed.status == .ok)
    }

    @Test func withoutTheTokenOnlyAnOpenRouteAnswers() async throws {
        let check = AccessCheck(token: try #require(AccessToken("s3cret")), clock: .system)
        let refused = await check.answer(Self.head("/chart.png"), route: LiveRoutes.byPath["/chart.png"]) { _ in
            Self.tagged
        }
        #expect(
            refused.status == .unauthorized && refused.header("www-authenticate") == "Bearer realm=\"juice-report\"")
        // An unknown path too: a client without the token learns nothing of the paths.
        let unknown = await check.answer(Self.head("/secret.txt"), route: nil) { _ in .text(.notFound, "no") }
        #expect(unknown.status == .unauthorized)
        let open = await check.answer(Self.head("/healthz"), route: LiveRoutes.byPath["/healthz"]) { _ in
            .text(.ok, "ok")
        }
        #expect(open.status == .ok)
        let bearer = await check.answer(
            Self.head("/chart.png", headers: [("authorization", "Bearer s3cret")]),
            route: LiveRoutes.byPath["/chart.png"]
        ) { _ in Self.tagged }
        #expect(bearer.status == .ok)
        let login = await check.answer(Self.head("/login?token=s3cret"), route: LiveRoutes.byPath["/login"]) { _ in
            Self.tagged
        }
        #expect(login.status == .seeOther && login.header("location") == "/")
        #expect(login.header("set-cookie")?.hasPrefix("juice_report_token=s3cret") == true)
        let open2 = await AccessCheck(token: nil, clock: .system).answer(
            Self.head("/chart.png"), route: LiveRoutes.byPath["/chart.png"]
        ) { _ in Self.tagged }
        #expect(open2.status == .ok)
    }

    /// `bytes` as `gzip -dc` reads them: a whole, valid gzip member, or nil.
    static func gunzipped(_ bytes: [UInt8]) throws -> [UInt8]? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("answer-\(UUID().uuidString).gz")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? Array(data) : nil
    }

    /// A text answer of 1 KB or more to a client that accepts gzip goes compressed, its bytes the
    /// same once unpacked, its tag weak; a picture, a short answer or a client that does not
    /// accept gzip gets the bytes as they are.
    @Test func textGoesGzippedToAClientThatAcceptsIt() async throws {
        let page = Array(String(repeating: "<tr><td style=\"padding: 4px 10px;\">딸기쥬스</td></tr>\n", count: 200).utf8)
        let html = HTTPResponse(
            status: .ok, headers: [("Content-Type", "text/html; charset=utf-8"), ("ETag", "\"a-7-f00\"")],
            body: .bytes(page))
        for accepted in ["gzip", "br, gzip;q=0.5", "*", "deflate, GZIP"] {
            let response = await Compression().answer(
                Self.head("/", headers: [("accept-encoding", accepted)]), route: nil
            ) { _ in html }
            #expect(response.header("content-encoding") == "gzip", "\(accepted)")
            #expect(response.header("etag") == "W/\"a-7-f00\"" && response.header("vary") == "Accept-Encoding")
            #expect(Self.body(response).count < page.count / 5, "\(Self.body(response).count) of \(page.count)")
            #expect(try Self.gunzipped(Self.body(response)) == page, "\(accepted)")
        }
        for accepted in [nil, "br", "gzip;q=0", "identity"] {
            let response = await Compression().answer(
                Self.head("/", headers: accepted.map { [("accept-encoding", $0)] } ?? []), route: nil
            ) { _ in html }
            #expect(response.header("content-encoding") == nil && Self.body(response) == page, "\(accepted ?? "none")")
            #expect(response.header("etag") == "\"a-7-f00\"")
        }
        let picture = await Compression().answer(
            Self.head("/chart.png", headers: [("accept-encoding", "gzip")]), route: nil
        ) { _ in Self.tagged }
        #expect(picture.header("content-encoding") == nil && Self.body(picture) == [1, 2, 3])
        let short = await Compression().answer(
            Self.head("/healthz", headers: [("accept-encoding", "gzip")]), route: nil
        ) { _ in .text(.ok, "ok") }
        #expect(short.header("content-encoding") == nil)
    }

    /// `If-None-Match` with the weak tag of a gzip answer names the version the route tags strongly.
    @Test func theWeakTagOfAGzipAnswerIsAnswered304() async {
        let response = await ConditionalGet().answer(
            Self.head("/", headers: [("if-none-match", "W/\"a-7-f00\"")]), route: nil
        ) { _ in Self.tagged }
        #expect(response.status == .notModified)
    }

    /// An event stream to a client that accepts gzip is compressed event by event: each chunk
    /// written makes the events so far readable at once, and an event like the one before costs
    /// little.
    @Test func anEventStreamGoesGzippedEventByEvent() async throws {
        let (events, continuation) = AsyncStream<[UInt8]>.makeStream()
        continuation.finish()
        let response = await Compression().answer(
            Self.head("/events", headers: [("accept-encoding", "gzip, deflate")]), route: nil
        ) { _ in HTTPResponse(status: .ok, headers: [("Content-Type", "text/event-stream")], body: .events(events)) }
        guard case .events(_, let gzip) = response.body else {
            Issue.record("not an event stream")
            return
        }
        #expect(gzip && response.header("content-encoding") == "gzip")
        let plain = await Compression().answer(Self.head("/events"), route: nil) { _ in
            HTTPResponse(status: .ok, headers: [("Content-Type", "text/event-stream")], body: .events(events))
        }
        if case .events(_, let gzip) = plain.body { #expect(!gzip && plain.header("content-encoding") == nil) }

        let encoder = GzipStream()
        let pictures = (0..<3).map { version in
            Array("id: \(version)\nevent: pictures\ndata: {\"version\":\(version),\"slices\":[".utf8)
                + Array((0..<400).map { "[\($0 * 7 % 360),\(version),\"#AB12CD\"]," }.joined().utf8)
                + Array("]}\n\n".utf8)
        }
        var written: [UInt8] = []
        var chunks: [[UInt8]] = []
        for (index, event) in pictures.enumerated() {
            let chunk = try #require(encoder.chunk(event))
            chunks.append(chunk)
            written += chunk
            #expect(Gunzip.inflated(written) == Array(pictures[...index].joined()), "after event \(index)")
        }
        #expect(chunks[1].count * 4 < pictures[1].count, "\(chunks[1].count) bytes for \(pictures[1].count)")
        // The member's last part ends it: `gzip -dc` reads the whole, trailer and all.
        let last = try #require(encoder.last(Array("id: 3\n\n".utf8)))
        #expect(try Self.gunzipped(written + last) == Array(pictures.joined()) + Array("id: 3\n\n".utf8))
    }
}
