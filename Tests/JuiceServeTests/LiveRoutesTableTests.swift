import Foundation
import Testing

@testable import JuiceServe

/// The route table (`LiveRoutes.table`) is the one place a route is declared: the docs' table,
/// the metrics' labels, the 404's suggestions and the answers all come from it.
struct LiveRoutesTableTests {
    @Test func docsServeListsTheTablesRoutesInItsWords() throws {
        let docs = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../docs/serve.md"
            ).standardized, encoding: .utf8)
        #expect(
            docs.contains(LiveRoutes.markdownTable + "\n\n"),
            "docs/serve.md's route table is not:\n\(LiveRoutes.markdownTable)")
        #expect(LiveRoutes.markdownTable.split(separator: "\n").count == 2 + 10)
    }

    @Test func eachPathHasOneRouteAndIsAMetricsLabel() {
        let paths = LiveRoutes.table.flatMap(\.paths)
        #expect(Set(paths).count == paths.count, "a path declared twice: \(paths)")
        #expect(ServerMetrics.routes == Set(paths))
        #expect(paths.count == 19)
        #expect(LiveRoutes.suggestions == "/, /chart.png, /trend.png, /hours.png, /report.pdf, /totals.json or /events")
        #expect(LiveRoutes.anyMethods == ["GET", "HEAD"])
    }

    @Test("every declared path is answered, behind the token but /healthz; others are 404 or 405")
    func everyDeclaredPathIsAnswered() async throws {
        let folder = try LiveServerTests.folder(LiveServerTests.line("1", quantity: 2))
        let token = "route-table-token-0123456789abcdef"
        try await LiveServerTests.withServer([folder.appendingPathComponent("orders.ndjson").path], token: token) {
            server in
            // /events streams until the server stops: its answer is the event tests'.
            for route in LiveRoutes.table where route.paths != ["/events"] {
                for path in route.paths {
                    let target = path == "/login" ? "/login" : "\(path)?date=2026-11-02"
                    // The first page is drawn cold in a debug build while the whole suite runs on two
                    // cores: over the default 5 s once in CI (the answer, not its time, is tested here).
                    let answered = try RawHTTPClient(port: server.port, seconds: 60).get(
                        target, headers: ["Authorization": "Bearer \(token)"])
                    #expect([200, 204, 303].contains(answered.status), "\(path): \(answered.status)")
                    let bare = try RawHTTPClient(port: server.port, seconds: 60).get(target)
                    #expect(bare.status == (route.access == .anyone ? 200 : 401), "\(path) without the token")
                }
            }
            let missing = try RawHTTPClient(port: server.port).get(
                "/chart.gif", headers: ["Authorization": "Bearer \(token)"])
            #expect(missing.status == 404)
            #expect(
                missing.text.hasPrefix(
                    "/chart.gif is not a page here; try /, /chart.png, /trend.png, /hours.png, /report.pdf, /totals.json or /events"
                ), "\(missing.text)")
            // Without the token an unknown path is 401 like a known one: the paths are not told.
            #expect(try RawHTTPClient(port: server.port).get("/chart.gif").status == 401)
            let client = try RawHTTPClient(port: server.port)
            try client.send("DELETE /chart.png HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            let refused = try #require(RawHTTPClient.parse(client.receive { RawHTTPClient.parse($0) != nil }))
            #expect(refused.status == 405)
            #expect(refused.headers["allow"] == "GET, HEAD")
        }
    }
}
