/// A method the route does not answer gets 405 naming those it does (`Allow`); for a path no
/// route has, those some route answers. Before the token: a 405 tells nothing of the paths.
struct MethodCheck: RouteWrapper {
    func answer(
        _ head: HTTPRequestHead, route: Route?, next: @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async -> HTTPResponse {
        let methods = route?.methods ?? LiveRoutes.anyMethods
        guard methods.contains(head.method) else {
            let allowed = methods.joined(separator: ", ")
            return .text(
                .methodNotAllowed, "\(head.method) is not answered here; every route is \(allowed)",
                headers: [("Allow", allowed)])
        }
        return await next(head)
    }
}
