import PieGeometry

/// What the hours renderer draws: the layout request, each cell's colour on the scale, the
/// scale's colours for its bar, and a description for screen readers.
public struct HoursChart: PlottedChart {
    public typealias Engine = HoursLayoutEngine
    public static let activity = "drawing the hours"

    public var request: HoursLayoutRequest
    /// Per row, per column: the cell's colour; nil for an hour without sales (drawn as an empty cell).
    public var cellColors: [[RGBColor?]]
    /// The scale the cells are coloured on; its bar is drawn with these colours, low to high.
    public var scale: SequentialScale
    public var description: String

    public init(
        request: HoursLayoutRequest, cellColors: [[RGBColor?]], scale: SequentialScale, description: String = ""
    ) {
        precondition(
            cellColors.count == request.rows && cellColors.allSatisfy { $0.count == request.columns },
            "one colour (or nil) per cell")
        self.request = request
        self.cellColors = cellColors
        self.scale = scale
        self.description = description
    }
}
