/// A text answer of 1 KB or more goes gzip-compressed to a client that accepts it (every browser):
/// the live page fetched again after an order is mostly inline-styled tables, which compress about
/// tenfold (issue 38 asks 32 KB an update). An event stream too, each event flushed as it comes
/// (`GzipStream`): a view's pictures after an order say nearly what the last said. Pictures (PNG,
/// PDF) are compressed already and go as they are. The `ETag` of a compressed answer is weak
/// (`W/"…"`), as nginx makes it: the bytes differ, the version is the same, and `If-None-Match`
/// compares weakly (`ConditionalGet`).
struct Compression: RouteWrapper {
    /// The content types compressed, by their start.
    static let compressible = ["text/", "application/json", "image/svg+xml"]
    static let smallest = 1024

    func answer(
        _ head: HTTPRequestHead, route: Route?, next: @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async -> HTTPResponse {
        var response = await next(head)
        if case .events(let events, false) = response.body, Self.accepts(head.header("accept-encoding")) {
            response.body = .events(events, gzip: true)
            response.headers += [("Content-Encoding", "gzip"), ("Vary", "Accept-Encoding")]
            return response
        }
        guard let type = response.header("Content-Type"), Self.compressible.contains(where: { type.hasPrefix($0) }),
            case .bytes(let body) = response.body, response.header("Content-Encoding") == nil
        else { return response }
        response.headers.append(("Vary", "Accept-Encoding"))
        guard Self.accepts(head.header("accept-encoding")), body.count >= Self.smallest,
            let compressed = GzipStream().last(body), compressed.count < body.count
        else { return response }
        response.body = .bytes(compressed)
        response.headers.append(("Content-Encoding", "gzip"))
        response.headers = response.headers.map { name, value in
            name.lowercased() == "etag" && !value.hasPrefix("W/") ? (name, "W/" + value) : (name, value)
        }
        return response
    }

    /// Whether `Accept-Encoding` names gzip (or `*`) with a weight above 0.
    static func accepts(_ field: String?) -> Bool {
        guard let field else { return false }
        return field.split(separator: ",").contains { item in
            let parts = item.split(separator: ";").map { $0.trimmingSpaces.lowercased() }
            guard let coding = parts.first, coding == "gzip" || coding == "x-gzip" || coding == "*" else {
                return false
            }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0
        }
    }
}
