/// A request's head as the server reads it: only what routing needs. No body is read: every
/// route is a GET (or HEAD), and a request announcing a body is refused.
public struct HTTPRequestHead: Sendable, Equatable {
    public var method: String
    /// The path, percent-decoded (`/chart.png`).
    public var path: String
    /// The path as the client wrote it (what a signature covers).
    public var rawPath: String
    /// The query's parameters in order, `+` and percent escapes decoded; the raw query for signatures.
    public var query: [(name: String, value: String)]
    public var rawQuery: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    /// Header fields in order, names lowercased.
    public var headers: [(name: String, value: String)]

    public static func == (lhs: HTTPRequestHead, rhs: HTTPRequestHead) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.rawPath == rhs.rawPath && lhs.rawQuery == rhs.rawQuery
            && lhs.version == rhs.version
            && lhs.headers.elementsEqual(rhs.headers) { $0 == $1 } && lhs.query.elementsEqual(rhs.query) { $0 == $1 }
    }

    /// The first value of the field `name` (lowercase).
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The last value given for query parameter `name`.
    public func parameter(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }

    /// Whether the connection stays open after the response (HTTP/1.1 unless `Connection: close`).
    public var keepsAlive: Bool {
        let connection = header("connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }
}
