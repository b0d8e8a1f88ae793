import Testing
@testable import JuiceServe

/// Reading a request head within the limits, byte by byte as a client may send it.
struct HTTPHeadParserTests {
    private let parser = HTTPHeadParser()

    private func parse(_ text: String) -> HTTPHeadParser.Outcome { parser.parse(Array(text.utf8)) }

    @Test("a GET's path, query (form-decoded, the last value wins) and fields; what follows the head is left")
    func readsAHead() throws {
        let outcome = parse(
            "GET /chart%2Epng?title=Caf%C3%A9+sales&date=today&date=2026-11-02 HTTP/1.1\r\nHost: x\r\nIf-None-Match:  \"v1\" \r\n\r\nGET"
        )
        guard case .head(let head, let length) = outcome else { Issue.record("\(outcome)"); return }
        #expect(head.method == "GET")
        #expect(head.path == "/chart.png")
        #expect(head.parameter("title") == "Café sales")
        #expect(head.parameter("date") == "2026-11-02")
        #expect(head.header("if-none-match") == "\"v1\"")
        #expect(head.keepsAlive)
        #expect(length == 110)
    }

    @Test("an incomplete head asks for more, each byte at a time")
    func incompleteHead() {
        let text = "GET / HTTP/1.1\r\nHost: x\r\n\r\n"
        for end in 0..<text.utf8.count {
            #expect(parser.parse(Array(text.utf8.prefix(end))) == .incomplete)
        }
    }

    @Test(
        "refusals, each with its status",
        arguments: [
            ("GET /" + String(repeating: "a", count: 8_200), 414),
            ("GET / HTTP/1.1\r\n" + String(repeating: "X: 1\r\n", count: 65) + "\r\n", 431),
            ("GET / HTTP/1.1\r\nX: " + String(repeating: "b", count: 16_400), 431),
            ("GET http://elsewhere/ HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\n folded: 1\r\n\r\n", 400),
            ("GET /%zz HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 413),
            ("GET / HTTP/3\r\n\r\n", 505),
            // Limits: one byte past each.
            ("GET /" + String(repeating: "a", count: 8_192 - 13) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414),
            ("GET / HTTP/1.1\r\nHost: x\r\n" + String(repeating: "X: 1\r\n", count: 64) + "\r\n", 431),
            // Folded fields, with a tab as with a space; a name with a space before its colon.
            ("GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n\tmore\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\n: empty\r\nHost: x\r\n\r\n", 400),
            // NUL and lone CR, in a field and in the request line.
            ("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rInjected: 1\r\n\r\n", 400),
            ("GET /a\u{0}b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET /a\rb HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET\t/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            // Host: exactly one in HTTP/1.1.
            ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHOST: a\r\nhost: a\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nX-A: 1\r\n\r\n", 400),
            // Huge counts: a body of any length, a length with a sign or past Int64, both framings.
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413),
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 413),
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nTransfer-Encoding: chunked\r\n\r\n", 413),
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 5\r\n\r\n", 413),
        ])
    func refusals(text: String, status: Int) {
        guard case .refused(let refused, _) = parse(text) else {
            Issue.record("not refused: \(text.prefix(40))"); return
        }
        #expect(refused.code == status)
    }

    @Test("bare LF line ends read as CRLF ones, and a head at each limit is read")
    func bareLineFeedsAndHeadsAtTheLimits() throws {
        guard case .head(let bare, let length) = parse("GET /a?b=1 HTTP/1.1\nHost: x\nX-A: 1\n\nrest") else {
            Issue.record("bare LF not read"); return
        }
        #expect(bare.path == "/a" && bare.parameter("b") == "1" && bare.header("x-a") == "1")
        #expect(length == 36)
        let longest = "GET /" + String(repeating: "a", count: 8_192 - 14) + " HTTP/1.1"
        #expect(longest.utf8.count == 8_192)
        guard case .head = parse(longest + "\r\nHost: x\r\n\r\n") else {
            Issue.record("8,192-byte line refused"); return
        }
        let fields = "GET / HTTP/1.1\r\nHost: x\r\n" + String(repeating: "X: 1\r\n", count: 63) + "\r\n"
        guard case .head(let full, _) = parse(fields) else { Issue.record("64 fields refused"); return }
        #expect(full.headers.count == 64)
        guard case .head = parse("GET / HTTP/1.0\r\n\r\n") else {
            Issue.record("HTTP/1.0 without Host refused"); return
        }
    }

    @Test("a field that is not UTF-8 and a query escape that is not UTF-8 are refused with their reason")
    func bytesThatAreNotUTF8() {
        let field = Array("GET / HTTP/1.1\r\nHost: x\r\nX-A: ".utf8) + [0xFF, 0xFE] + Array("\r\n\r\n".utf8)
        #expect(parser.parse(field) == .refused(.badRequest, reason: "a header field is not UTF-8"))
        #expect(
            parse("GET /?a=%FF HTTP/1.1\r\nHost: x\r\n\r\n")
                == .refused(.badRequest, reason: "the query has a bad percent escape"))
        #expect(
            parse("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
                == .refused(.badRequest, reason: "the request has more than one Host field"))
    }
}
