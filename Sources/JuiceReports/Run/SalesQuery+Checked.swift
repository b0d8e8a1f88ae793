import JuiceCore

extension SalesQuery {
    /// The query, or why its metric and grouping cannot go together.
    public func checked() throws(RequestError) -> SalesQuery {
        if grouping == .fruit && metric != .units {
            throw RequestError("--by fruit counts fruit used; it cannot be combined with --metric \(metric.rawValue).")
        }
        return self
    }

    /// Refuses `--metric value` for orders: they have units and revenue, not plain figures.
    func refusingPlainFigures() throws(RequestError) {
        if metric == .value {
            throw RequestError(
                "--metric value charts the figures of a --totals file; "
                    + "orders have units and revenue (--metric units or revenue)."
            )
        }
    }
}
