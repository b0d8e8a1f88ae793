import PieGeometry

/// What the trend renderer draws: the layout request, one colour per series (the pie's colours),
/// and a description for screen readers.
public struct TrendChart: Sendable, Equatable {
    public var request: TrendLayoutRequest
    public var seriesColors: [RGBColor]
    public var description: String

    public init(request: TrendLayoutRequest, seriesColors: [RGBColor], description: String = "") {
        precondition(request.seriesNames.count == seriesColors.count, "one colour per series")
        self.request = request
        self.seriesColors = seriesColors
        self.description = description
    }

    public var title: String? { request.title }
    public var canvas: Size { request.canvas }
}
