import JuiceCore

/// Writes a segment's value as the chart shows it: `1,234`, `₩1,234,500`, `1,234 units`.
public struct ValueFormat: Sendable {
    public let metric: SalesMetric
    public let grouping: SalesGrouping
    /// Revenue is shown in it, at `Money.scale`; plain figures (`--metric value`) in a currency
    /// without a symbol, which gives their decimals.
    public let currency: Currency

    public init(metric: SalesMetric, grouping: SalesGrouping, currency: Currency = ChartSpecification.defaultCurrency) {
        self.metric = metric
        self.grouping = grouping
        self.currency = currency
    }

    /// Whether values are at `Money.scale`: revenue or plain figures by juice, not counts.
    public var valuesAreScaled: Bool {
        metric != .units && grouping == .juice
    }

    /// The bare figure, for labels and legend rows.
    public func number(_ value: Int64) -> String {
        valuesAreScaled ? currency.format(value) : value.groupedDecimal
    }

    /// The figure with its unit, for titles and descriptions.
    public func total(_ value: Int64) -> String {
        if valuesAreScaled { return currency.format(value) }
        let noun =
            grouping == .fruit ? (value.magnitude == 1 ? "fruit" : "fruits") : (value.magnitude == 1 ? "unit" : "units")
        return "\(value.groupedDecimal) \(noun)"
    }
}
