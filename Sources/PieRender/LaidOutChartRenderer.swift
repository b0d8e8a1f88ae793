import PieGeometry

/// A renderer of a chart that is laid out before it is drawn (the trend, the hours), as
/// `PieChartRenderer` draws a `PieDrawing`: each says how its chart is laid out (`layout(of:measuring:)`)
/// and drawn (`draw(_:on:)`); laying out in the fonts it is drawn in and drawing into a file in any
/// format are written once, here.
public protocol LaidOutChartRenderer: Sendable {
    associatedtype Chart: DescribedChart
    associatedtype Layout: CheckedLayout

    var style: ChartStyle { get }

    /// What drawing this chart is called in Cairo's errors ("drawing the trend").
    static var activity: String { get }

    /// `chart`'s layout, its texts measured by `measurer`.
    func layout(of chart: Chart, measuring measurer: any TextMeasuring) -> Layout

    /// Draws `drawing` on `context` in the layout's coordinates (a report page translates first).
    func draw(_ drawing: ChartDrawing<Chart, Layout>, on context: CairoContext) throws(RenderError)
}

extension LaidOutChartRenderer {
    /// `chart` laid out in the fonts it is drawn in (`PangoMeasurer`), before any output surface
    /// exists, its promises checked (`ChartDrawing`).
    public func layOut(_ chart: Chart) throws(RenderError) -> ChartDrawing<Chart, Layout> {
        let measurer = try PangoMeasurer(style: style, canvas: chart.canvas)
        return ChartDrawing(chart, layout: layout(of: chart, measuring: measurer))
    }

    /// Lays `chart` out (`layOut`) and draws it, returning the whole encoded file and the layout.
    public func render(_ chart: Chart, options: RenderOptions) throws(RenderError) -> (file: [UInt8], layout: Layout) {
        let drawing = try layOut(chart)
        return (try render(drawing, options: options), drawing.layout)
    }

    /// `drawing` as a file in `options`' format.
    public func render(_ drawing: ChartDrawing<Chart, Layout>, options: RenderOptions) throws(RenderError) -> [UInt8] {
        try drawing.file(as: options, background: style.background, during: Self.activity) { context in
            try draw(drawing, on: context)
        }
    }
}
