/// Every answer carries these: the page runs only its own script, loads nothing from elsewhere,
/// and cannot be framed. Inline styles stay allowed: the report's page is styled inline so that
/// mail clients keep its look.
struct SecurityHeaders: RouteWrapper {
    static let headers: [(name: String, value: String)] = [
        (
            "Content-Security-Policy",
            "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; "
                + "style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]

    func answer(
        _ head: HTTPRequestHead, route: Route?, next: @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async -> HTTPResponse {
        var response = await next(head)
        response.headers += Self.headers
        return response
    }
}
