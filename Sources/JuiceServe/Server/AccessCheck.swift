import JuiceReports

/// On a server started with a token, a request without it (header, cookie or signed link) gets
/// 401 for every path but an open route's (`Route.Access.anyone`), known or not, so a client
/// without the token learns nothing of the paths; `/login?token=` trades the token for a cookie.
struct AccessCheck: RouteWrapper {
    /// The server's token; nil lets every request through.
    let token: AccessToken?
    let clock: ReportClock

    func answer(
        _ head: HTTPRequestHead, route: Route?, next: @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async -> HTTPResponse {
        guard route?.access != .anyone, let refusal = refusal(head) else { return await next(head) }
        return refusal
    }

    /// The answer to a request without the server's token (nil when it has it, or the server has none).
    private func refusal(_ head: HTTPRequestHead) -> HTTPResponse? {
        guard let token, !token.admits(head),
            head.path == "/login" || !SignedLink(token: token).admits(head, now: clock.now)
        else { return nil }
        if head.path == "/login", let given = head.parameter("token"), token.matches(given) {
            // The token leaves the URL at once: a cookie stands for it from now on.
            return HTTPResponse(
                status: .seeOther,
                headers: [("Location", "/"), ("Set-Cookie", token.cookie), ("Cache-Control", "no-store")])
        }
        return .text(
            .unauthorized,
            "this server needs its token: Authorization: Bearer TOKEN, /login?token=TOKEN once, or a signed link",
            headers: [("WWW-Authenticate", "Bearer realm=\"juice-report\"")])
    }
}
