import PieGeometry

/// A layout engine a `ChartRenderer` holds, made with its default set-up unless the renderer is given one.
public protocol ChartLayoutEngine: Sendable {
    init()
}

/// The layout engine of a plot laid out before it is drawn (the trend's, the hours'): one request
/// into one layout that can say which of its promises it breaks.
public protocol PlottedChartEngine: ChartLayoutEngine {
    associatedtype Request: ChartLayoutRequest
    associatedtype Layout: CheckedLayout

    /// `request`'s layout, its texts measured by `measurer`.
    func layout(_ request: Request, measuring measurer: any TextMeasuring) -> Layout
}

extension PieLayoutEngine: ChartLayoutEngine {
    /// The default metrics: a protocol's `init()` is not met by `init(metrics:)` with its default argument.
    public init() {
        self.init(metrics: PieLayoutMetrics())
    }
}

extension TrendLayoutEngine: PlottedChartEngine {}
extension HoursLayoutEngine: PlottedChartEngine {}
