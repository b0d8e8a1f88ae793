import JuiceCore
import PieRender

/// A report of a period: one chart per day with sales and an `index.html` page, in a folder.
public struct DailyReportRequest: Sendable {
    public var inputs: OrderInputs
    /// The days (`period`; nil runs from the first to the last day with orders), their zone, and what is counted.
    public var query: SalesQuery
    /// How each day's chart looks; its title is each day's own unless given.
    public var chart: ChartSpecification
    /// Created when missing.
    public var outDirectory: String
    public var format: ChartFormat
    /// The period's totals table to return in the result, if asked for.
    public var summary: SummaryFormat?
    public var menu: Menu
    /// Where each day's computed layout is written as `DAY.json` (`ChartLayoutDocument`), if
    /// anywhere; created when missing.
    public var layoutDirectory: String?
    /// A folder of charts and a page per value of this order column (`DIR/VALUE/`), beside the
    /// whole's (`--split-by store`).
    public var splitBy: String?
    /// What each day's chart file is named with before its day: a `--split-by` part's folder
    /// (`astoria-2026-11-21.png`), so a chart copied out of its folder still names its store.
    var chartPrefix: String?

    public init(
        inputs: OrderInputs, query: SalesQuery, chart: ChartSpecification, outDirectory: String,
        format: ChartFormat = .png, summary: SummaryFormat? = nil, menu: Menu = .standard,
        layoutDirectory: String? = nil
    ) {
        self.inputs = inputs
        self.query = query
        self.chart = chart
        self.outDirectory = outDirectory
        self.format = format
        self.summary = summary
        self.menu = menu
        self.layoutDirectory = layoutDirectory
    }
}
