import PieGeometry

/// What the trend renderer draws: the layout request, one colour per series (the pie's colours),
/// and a description for screen readers.
public struct TrendChart: PlottedChart {
    public typealias Engine = TrendLayoutEngine
    public static let activity = "drawing the trend"

    public var request: TrendLayoutRequest
    public var seriesColors: [RGBColor]
    public var description: String

    public init(request: TrendLayoutRequest, seriesColors: [RGBColor], description: String = "") {
        precondition(request.seriesNames.count == seriesColors.count, "one colour per series")
        self.request = request
        self.seriesColors = seriesColors
        self.description = description
    }
}
