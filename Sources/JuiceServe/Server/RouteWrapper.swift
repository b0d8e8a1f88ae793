/// One step every request passes on its way to its route's handler, and its answer on the way
/// back: the checks and headers every route shares, each in its own type, as Hummingbird's
/// middleware wraps its responders. `LiveRoutes.wrappers` lists them, outermost first.
protocol RouteWrapper: Sendable {
    /// The answer to `head`, asked of `next` (the wrappers inside, then the handler) or not.
    ///
    /// - Parameter route: the path's route; nil for a path no route has (`next` answers 404).
    func answer(
        _ head: HTTPRequestHead, route: Route?, next: @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async -> HTTPResponse
}
