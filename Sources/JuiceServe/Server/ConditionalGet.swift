/// A 200 whose `ETag` the request names in `If-None-Match` (or `*`) becomes 304 with no body:
/// the client has this version. Any route that tags its answer gets it; a drawn answer is tagged
/// with the data's version and the view (`LiveRoutes.drawn`) and kept by that tag
/// (`ResponseCache`), so a client asking again for what it has costs a look-up, not a drawing.
struct ConditionalGet: RouteWrapper {
    func answer(
        _ head: HTTPRequestHead, route: Route?, next: @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async -> HTTPResponse {
        let response = await next(head)
        guard response.status == .ok, let etag = response.header("ETag"), let asked = head.header("if-none-match"),
            asked.split(separator: ",").contains(where: { $0.trimmingSpaces == etag || $0.trimmingSpaces == "*" })
        else { return response }
        return HTTPResponse(
            status: .notModified,
            headers: response.headers.filter { ["etag", "cache-control"].contains($0.name.lowercased()) })
    }
}
