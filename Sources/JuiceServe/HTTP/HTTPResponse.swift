import Foundation

/// A response: a status, header fields and a body of bytes, or an event stream kept open.
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        /// Server-Sent Events: each element is written as it comes, until the stream ends or the client
        /// leaves; with `gzip`, each compressed and flushed as it comes (`GzipStream`).
        case events(AsyncStream<[UInt8]>, gzip: Bool = false)
    }

    public var status: HTTPStatus
    public var headers: [(name: String, value: String)]
    public var body: Body

    public init(status: HTTPStatus, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text answer of one line: what every refusal says.
    public static func text(_ status: HTTPStatus, _ line: String, headers: [(name: String, value: String)] = [])
        -> HTTPResponse
    {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: .bytes(Array((line + "\n").utf8)))
    }

    /// The first value of the field `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The whole answer to write at once: the head, then a body of bytes (none for an event stream).
    func encoded(keepAlive: Bool) -> [UInt8] {
        guard case .bytes(let body) = body else { return encodedHead(keepAlive: keepAlive) }
        return encodedHead(keepAlive: keepAlive) + body
    }

    /// The status line and header fields, with `Content-Length` for a body of bytes.
    func encodedHead(keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status.code) \(status.phrase)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        switch body {
        case .bytes(let bytes): text += "Content-Length: \(bytes.count)\r\n"
        case .events: break
        }
        text += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(text.utf8)
    }
}
