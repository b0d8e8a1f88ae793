/// A path the server answers, declared once in `LiveRoutes.table`: the dispatch, the 404 and 405
/// answers, `/metrics`' route labels and the route table of docs/serve.md are all made from the
/// table, so a new route is one entry there and a handler.
struct Route: Sendable {
    /// Who may ask: anyone (`/healthz`, for a load balancer's probe), or, on a server started with
    /// a token, only a client that shows it (`AccessToken`, `SignedLink`).
    enum Access: Sendable {
        case anyone, tokenHolders
    }

    /// The paths answered alike (`/chart.png`, `/chart.svg`, `/chart.pdf`).
    let paths: [String]
    /// The methods answered; any other gets 405 with `Allow` naming these.
    let methods: [String]
    let access: Access
    /// Whether the 404 answer suggests the route's first path.
    let suggested: Bool
    /// What the route answers, in docs/serve.md's words; nil keeps it out of the docs' table (the
    /// page's script, the browser's icon request).
    let documentation: String?
    let handle: @Sendable (LiveRoutes, HTTPRequestHead) async -> HTTPResponse

    init(
        _ paths: [String], methods: [String] = ["GET", "HEAD"], access: Access = .tokenHolders, suggested: Bool = false,
        documentation: String?, handle: @escaping @Sendable (LiveRoutes, HTTPRequestHead) async -> HTTPResponse
    ) {
        self.paths = paths
        self.methods = methods
        self.access = access
        self.suggested = suggested
        self.documentation = documentation
        self.handle = handle
    }

    /// The table's row in docs/serve.md: the paths, then what they answer.
    var markdownRow: String? {
        documentation.map { "| " + paths.map { "`\($0)`" }.joined(separator: ", ") + " | \($0) |" }
    }
}
