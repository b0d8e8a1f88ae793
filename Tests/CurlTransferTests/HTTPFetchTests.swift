import CurlTransfer
import Foundation
import ServerTestSupport
import Testing

/// Downloads through libcurl from a real HTTP server on loopback (scripts/servers/http-test-server.py,
/// Python's http.server): the body byte for byte, and each failure with its message.
@Suite(.serialized)
struct HTTPFetchTests {
    /// `http-test-server.py` over a directory holding `orders.json`.
    private final class Server {
        let root: URL
        let body = Array("[{\"product\": \"딸기쥬스\", \"quantity\": 2}]\n".utf8) + Array(0...255)
        private let server: ScriptedServer

        init() throws {
            root = try ScriptedServer.temporaryDirectory()
            try Data(body).write(to: root.appendingPathComponent("orders.json"))
            let script = ScriptedServer.packageRoot.appendingPathComponent("scripts/servers/http-test-server.py")
            server = try ScriptedServer(
                URL(fileURLWithPath: "/usr/bin/env"),
                arguments: ["python3", script.path, root.path])
        }

        func url(_ path: String) -> String { "http://127.0.0.1:\(server.port)/\(path)" }

        func stop() throws {
            try server.stop()
        }
    }

    private func fetchError(_ fetch: HTTPFetch, to path: String) -> FetchError? {
        do {
            try fetch.download(to: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func theBodyArrivesByteForByteThroughARedirectWithProgress() throws {
        let server = try Server()
        defer { try? server.stop() }
        for path in ["orders.json", "moved/orders.json"] {
            let file = server.root.appendingPathComponent("fetched.json")
            let calls = Calls()
            try HTTPFetch(url: server.url(path)).download(to: file.path) { bytes, total in calls.append(bytes, total) }
            #expect(Array(try Data(contentsOf: file)) == server.body, "\(path)")
            #expect(calls.last == [server.body.count, server.body.count], "\(path)")
        }
    }

    @Test func aMissingFileIs404AndALoginIs401() throws {
        let server = try Server()
        defer { try? server.stop() }
        let file = server.root.appendingPathComponent("none.json").path
        let missing = fetchError(HTTPFetch(url: server.url("nothing.json")), to: file)
        #expect(missing == .missing(url: server.url("nothing.json"), status: 404))
        #expect(missing?.description == "\(server.url("nothing.json")): there is nothing at this address (HTTP 404)")
        let secret = fetchError(HTTPFetch(url: server.url("secret/orders.json")), to: file)
        #expect(
            secret?.description == "\(server.url("secret/orders.json")): the server refused access (HTTP 401); "
                + "give credentials in ~/.netrc or in the URL's user information")
    }

    @Test func aBodyCutShortIsTruncated() throws {
        let server = try Server()
        defer { try? server.stop() }
        let url = server.url("cut/orders.json")
        let error = fetchError(HTTPFetch(url: url), to: server.root.appendingPathComponent("cut").path)
        #expect(error == .truncated(url: url, reason: "Transferred a partial file"))
        #expect(
            error?.description
                == "\(url): the download was cut short (Transferred a partial file); nothing was read")
    }

    @Test func aRefusedConnectionIsUnreachable() throws {
        let url = "http://127.0.0.1:\(try LoopbackPort.closed())/orders.json"
        let file = try ScriptedServer.temporaryDirectory().appendingPathComponent("x").path
        let error = fetchError(HTTPFetch(url: url), to: file)
        #expect(error == .unreachable(url: url, reason: "Couldn't connect to server"))
        #expect(error?.description == "\(url): cannot reach the server: Couldn't connect to server")
    }

    /// A server that takes the connection and never answers: the stall limit (1 s here) ends it.
    @Test func aServerThatNeverAnswersTimesOut() throws {
        let listener = try LoopbackPort.Listener()
        let url = "http://127.0.0.1:\(listener.port)/orders.json"
        var fetch = HTTPFetch(url: url)
        fetch.stallTimeout = 1
        let started = ContinuousClock.now
        let error = fetchError(fetch, to: try ScriptedServer.temporaryDirectory().appendingPathComponent("x").path)
        let waited = ContinuousClock.now - started
        #expect(error == .unreachable(url: url, reason: "Timeout was reached"))
        #expect(waited >= .milliseconds(900) && waited < .seconds(10), "\(waited)")
    }

    @Test func aDownloadThatCannotBeStoredSaysWhere() throws {
        let server = try Server()
        defer { try? server.stop() }
        let path = server.root.appendingPathComponent("no/such/folder/orders.json").path
        let url = server.url("orders.json")
        let error = fetchError(HTTPFetch(url: url), to: path)
        #expect(error?.description == "\(url): cannot fetch the input: cannot store the download in \(path)")
    }

    @Test func userInformationIsLeftOutOfMessages() {
        #expect(
            HTTPFetch(url: "https://shop:s3cret@example.com/orders.json").displayName
                == "https://example.com/orders.json")
        #expect(HTTPFetch.isURL("HTTPS://example.com") && !HTTPFetch.isURL("orders.json"))
    }
}

/// Progress calls seen, from libcurl's thread.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [[Int]] = []

    func append(_ bytes: Int, _ total: Int) {
        lock.withLock { calls.append([bytes, total]) }
    }

    var last: [Int]? { lock.withLock { calls.last } }
}
