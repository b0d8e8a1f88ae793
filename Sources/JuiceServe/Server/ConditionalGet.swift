/// A 200 whose `ETag` the request names in `If-None-Match` (or `*`) becomes 304 with no body:
/// the client has this version. Any route that tags its answer gets it; a drawn answer is tagged
/// with the data's version and the view (`LiveRoutes.drawn`) and kept by that tag
/// (`ResponseCache`), so a client asking again for what it has costs a look-up, not a drawing.
/// The comparison is weak, as RFC 9110 has it for `If-None-Match`: `W/"…"` (the tag of a gzip
/// answer, `Compression`) names the same version.
struct ConditionalGet: RouteWrapper {
    func answer(
        _ head: HTTPRequestHead, route: Route?, next: @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async -> HTTPResponse {
        let response = await next(head)
        guard response.status == .ok, let etag = response.header("ETag"), let asked = head.header("if-none-match"),
            asked.split(separator: ",").contains(where: {
                let tag = $0.trimmingSpaces
                return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
            })
        else { return response }
        return HTTPResponse(
            status: .notModified,
            headers: response.headers.filter { ["etag", "cache-control"].contains($0.name.lowercased()) })
    }
}
