import PieGeometry

/// Draws one kind of chart as PNG, SVG or PDF bytes in a style, laid out by its layout engine: the pie
/// (`PieChartRenderer`), the trend (`TrendChartRenderer`) and the hours (`HoursChartRenderer`), each in
/// its own constrained extension.
public struct ChartRenderer<Chart: RenderedChart>: Sendable {
    public var style: ChartStyle
    public var layoutEngine: Chart.Engine

    public init(style: ChartStyle = ChartStyle(), layoutEngine: Chart.Engine = Chart.Engine()) {
        self.style = style
        self.layoutEngine = layoutEngine
    }
}
