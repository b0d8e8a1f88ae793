/// What a trend chart shows: one stacked bar per day, one segment per series (juice), bottom up.
public struct TrendLayoutRequest: ChartLayoutRequest, Equatable {
    /// In points.
    public var canvas: Size
    public var title: String?
    /// One short label per day (`11-03`), in date order.
    public var dayLabels: [String]
    /// Per day, each series' value in the series' order (the first at the base); zeros on a
    /// day without sales. Values are non-negative.
    public var stacks: [[Double]]
    /// The value axis, ascending from 0; the last tick is at least the tallest stack
    /// (`TrendAxis.ticks` gives such figures).
    public var ticks: [TrendTick]
    /// One name per series, for the legend under the plot.
    public var seriesNames: [String]

    public init(
        canvas: Size, title: String?, dayLabels: [String], stacks: [[Double]], ticks: [TrendTick], seriesNames: [String]
    ) {
        precondition(dayLabels.count == stacks.count, "one label per day")
        precondition(stacks.allSatisfy { $0.count == seriesNames.count }, "one value per series and day")
        precondition(ticks.count >= 2 && ticks[0].value == 0, "an axis from 0")
        precondition(
            (stacks.map { $0.reduce(0, +) }.max() ?? 0) <= ticks[ticks.count - 1].value * (1 + 1e-9),
            "the axis covers every day")
        self.canvas = canvas
        self.title = title
        self.dayLabels = dayLabels
        self.stacks = stacks
        self.ticks = ticks
        self.seriesNames = seriesNames
    }
}
