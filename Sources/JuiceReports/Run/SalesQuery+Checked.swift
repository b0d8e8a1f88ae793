import JuiceCore

extension SalesQuery {
    /// The query, or why its metric and grouping cannot go together.
    public func checked() throws(RequestError) -> SalesQuery {
        if grouping == .fruit && metric == .revenue {
            throw RequestError("--by fruit counts fruit used; it cannot be combined with --metric revenue.")
        }
        return self
    }
}
