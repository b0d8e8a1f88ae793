import JuiceCore

/// One chart to make: where the figures come from, what is counted, how it looks, where it goes.
public struct ChartRequest: Sendable {
    /// Where the figures come from.
    public enum Source: Sendable {
        case orders(OrderInputs)
        /// A file of pre-aggregated totals (CSV, or JSON); with `skipInvalid`, bad rows are left out and reported.
        case totals(path: String, skipInvalid: Bool = false)
    }

    public var source: Source
    public var query: SalesQuery
    public var chart: ChartSpecification
    /// Nil writes no chart (a `--summary` run).
    public var output: ChartOutput?
    /// The totals table to return in the result, if asked for.
    public var summary: SummaryFormat?
    public var menu: Menu
    /// Where to write the computed layout as JSON (`ChartLayoutDocument`); `-` is standard output.
    public var layoutJSON: String?
    /// A pie per value of this column (`--split-by`): small multiples in one image, or one file per
    /// value when the output's path holds `{value}`.
    public var splitBy: String?

    public init(
        source: Source, query: SalesQuery = SalesQuery(), chart: ChartSpecification, output: ChartOutput?,
        summary: SummaryFormat? = nil, menu: Menu = .standard, layoutJSON: String? = nil
    ) {
        self.source = source
        self.query = query
        self.chart = chart
        self.output = output
        self.summary = summary
        self.menu = menu
        self.layoutJSON = layoutJSON
    }
}

extension ChartRequest.Source {
    /// The source the command line names: order histories, or else a totals file.
    ///
    /// Refuses neither or both, standard input named twice, and days chosen for totals (which carry no dates).
    public init(orders: OrderInputs, totals: String?, choosesDays: Bool) throws(RequestError) {
        if orders.paths.isEmpty && totals == nil {
            throw RequestError(
                "Give an order history to draw (a JSON, JSON Lines, CSV or Excel file, a shop system's export, "
                    + "or - for standard input), or --totals FILE."
            )
        }
        if !orders.paths.isEmpty && totals != nil {
            throw RequestError("Give an order history or --totals FILE, not both.")
        }
        if orders.paths.filter({ $0 == "-" }).count > 1 {
            throw RequestError("Standard input (-) can be read only once.")
        }
        guard let totals else {
            self = .orders(orders)
            return
        }
        if choosesDays {
            throw RequestError("Totals carry no dates; --date, --from/--to and --month need an order history.")
        }
        self = .totals(path: totals, skipInvalid: orders.skipInvalid)
    }
}
