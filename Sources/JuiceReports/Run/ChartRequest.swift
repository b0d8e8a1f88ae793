import JuiceCore

/// One chart to make: where the figures come from, what is counted, how it looks, where it goes.
public struct ChartRequest: Sendable {
    /// Where the figures come from.
    public enum Source: Sendable {
        case orders(OrderInputs)
        /// A file of pre-aggregated totals (CSV, or JSON).
        case totals(path: String)
    }

    public var source: Source
    public var query: SalesQuery
    public var chart: ChartSpecification
    /// Nil writes no chart (a `--summary` run).
    public var output: ChartOutput?
    /// The totals table to return in the result, if asked for.
    public var summary: SummaryFormat?
    public var menu: Menu

    public init(source: Source, query: SalesQuery = SalesQuery(), chart: ChartSpecification, output: ChartOutput?,
                summary: SummaryFormat? = nil, menu: Menu = .standard) {
        self.source = source
        self.query = query
        self.chart = chart
        self.output = output
        self.summary = summary
        self.menu = menu
    }
}
