import PieGeometry

/// A layout that can say which of its promises it breaks, and places a title: the trend's and the hours'.
public protocol CheckedLayout: Sendable, Equatable {
    /// The title as placed; nil for none.
    var title: PlacedText? { get }

    /// Broken promises, described; empty when all hold.
    func invariantViolations() -> [String]
}

extension TrendLayout: CheckedLayout {}
extension HoursLayout: CheckedLayout {}

/// A trend or an hours chart ready to draw, as `PieDrawing` is a pie: the chart with its finished
/// layout, made before any output surface exists (`TrendChartRenderer.layOut`,
/// `HoursChartRenderer.layOut`) and its promises checked, then drawn as it is on any surface, in
/// any format, or on a report's page.
public struct ChartDrawing<Chart: Sendable & Equatable, Layout: CheckedLayout>: Sendable, Equatable {
    public let chart: Chart
    public let layout: Layout

    public init(_ chart: Chart, layout: Layout) {
        assert(layout.invariantViolations().isEmpty, layout.invariantViolations().joined(separator: "; "))
        self.chart = chart
        self.layout = layout
    }
}

/// What a drawn chart says about itself: its canvas, its title and its description for screen readers.
public protocol DescribedChart: Sendable, Equatable {
    var canvas: Size { get }
    var title: String? { get }
    var description: String { get }
}

extension ChartDrawing where Chart: DescribedChart {
    /// The drawing as a file in `options`' format, on `background`, drawn by `draw`
    /// (`CairoCanvas.file`, with the chart's own canvas, title and description).
    func file(
        as options: RenderOptions, background: RGBColor?, during activity: String,
        draw: (CairoContext) throws -> Void
    ) throws(RenderError) -> [UInt8] {
        try CairoCanvas.file(
            chart.canvas, as: options, title: chart.title, description: chart.description, background: background,
            during: activity, draw: draw
        ).file
    }
}

/// A trend with its layout.
public typealias TrendDrawing = ChartDrawing<TrendChart, TrendLayout>
/// An hours heatmap with its layout.
public typealias HoursDrawing = ChartDrawing<HoursChart, HoursLayout>
