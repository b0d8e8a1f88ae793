import JuiceCore
import PieRender

/// A chart of a period drawn from orders into one file: the trend (`TrendRequest`) or the hours
/// heatmap (`HoursRequest`), named by the chart it draws; how each reads, draws and checks is in
/// its own extension.
public struct PeriodChartRequest<Chart: PlottedChart>: Sendable {
    public var inputs: OrderInputs
    /// The days (`period`; nil runs from the first to the last day with orders), their zone and
    /// start, and what is counted.
    public var query: SalesQuery
    /// The canvas, scale, theme, names, language and currency; the title is the chart's own unless given.
    public var chart: ChartSpecification
    public var output: ChartOutput
    public var menu: Menu

    public init(
        inputs: OrderInputs, query: SalesQuery, chart: ChartSpecification, output: ChartOutput, menu: Menu = .standard
    ) {
        self.inputs = inputs
        self.query = query
        self.chart = chart
        self.output = output
        self.menu = menu
    }
}
