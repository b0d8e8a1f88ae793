import JuiceCore

/// Writes a segment's value as the chart shows it: `1,234`, `₩1,234,500`, `1,234 units`.
public struct ValueFormat: Sendable {
    public let metric: SalesMetric
    public let grouping: SalesGrouping
    /// Put before revenue figures.
    public let currency: String

    public init(metric: SalesMetric, grouping: SalesGrouping, currency: String = "₩") {
        self.metric = metric
        self.grouping = grouping
        self.currency = currency
    }

    /// The bare figure, for labels and legend rows.
    public func number(_ value: Int64) -> String {
        metric == .revenue && grouping == .juice ? currency + value.groupedDecimal : value.groupedDecimal
    }

    /// The figure with its unit, for titles and descriptions.
    public func total(_ value: Int64) -> String {
        if metric == .revenue && grouping == .juice { return currency + value.groupedDecimal }
        let noun = grouping == .fruit ? (value == 1 ? "fruit" : "fruits") : (value == 1 ? "unit" : "units")
        return "\(value.groupedDecimal) \(noun)"
    }
}
