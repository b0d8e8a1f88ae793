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
        ])
    func refusals(text: String, status: Int) {
        guard case .refused(let refused, _) = parse(text) else {
            Issue.record("not refused: \(text.prefix(40))"); return
        }
        #expect(refused.code == status)
    }
}
