import PieGeometry

/// A plot laid out before it is drawn (the trend, the hours), as `PieChartRenderer` draws a
/// `PieDrawing`: its engine lays it out and it says how all but its title is drawn (`draw`); laying
/// out in the fonts it is drawn in, the title, and drawing into a file in any format are written
/// once, in `ChartRenderer`'s extension below.
public protocol PlottedChart: RenderedChart where Engine: PlottedChartEngine, Engine.Request == Request {
    /// What drawing this chart is called in Cairo's errors ("drawing the trend").
    static var activity: String { get }

    /// Draws all of this chart but its title on `context` as `layout` places it (in its coordinates), in
    /// `renderer`'s style, its texts with `measurer`.
    func draw(
        _ layout: Engine.Layout, with renderer: ChartRenderer<Self>, measurer: PangoTextMeasurer,
        on context: CairoContext
    ) throws(RenderError)
}

extension ChartRenderer where Chart: PlottedChart {
    /// `chart` laid out in the fonts it is drawn in (`PangoMeasurer`), before any output surface
    /// exists, its promises checked (`ChartDrawing`).
    public func layOut(_ chart: Chart) throws(RenderError) -> ChartDrawing<Chart, Chart.Engine.Layout> {
        let measurer = try PangoMeasurer(style: style, canvas: chart.canvas)
        return ChartDrawing(chart, layout: layoutEngine.layout(chart.request, measuring: measurer))
    }

    /// Lays `chart` out (`layOut`) and draws it, returning the whole encoded file and the layout.
    public func render(
        _ chart: Chart, options: RenderOptions
    ) throws(RenderError) -> (file: [UInt8], layout: Chart.Engine.Layout) {
        let drawing = try layOut(chart)
        return (try render(drawing, options: options), drawing.layout)
    }

    /// `drawing` as a file in `options`' format.
    public func render(
        _ drawing: ChartDrawing<Chart, Chart.Engine.Layout>, options: RenderOptions
    ) throws(RenderError) -> [UInt8] {
        try drawing.file(as: options, background: style.background, during: Chart.activity) { context in
            try draw(drawing, on: context)
        }
    }

    /// Draws `drawing` on `context` in the layout's coordinates (a report page translates first): the
    /// title, then the rest as the chart says (`PlottedChart.draw(_:with:measurer:on:)`).
    public func draw(
        _ drawing: ChartDrawing<Chart, Chart.Engine.Layout>, on context: CairoContext
    ) throws(RenderError) {
        // Pango layouts on this context draw the placed texts; their sizes were measured before.
        let measurer = PangoTextMeasurer(context: context, style: style, canvas: drawing.chart.canvas)
        if let title = drawing.layout.title {
            context.setColor(style.titleColor)
            try TextSetup.draw(title, measurer: measurer)
        }
        try drawing.chart.draw(drawing.layout, with: self, measurer: measurer, on: context)
    }
}
