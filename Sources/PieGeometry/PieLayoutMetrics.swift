/// The fixed distances of a pie chart's layout, in points.
public struct PieLayoutMetrics: Sendable, Equatable {
    /// Empty space kept along every canvas edge.
    public var padding: Double = 16
    /// Space between the title and the pie.
    public var titleGap: Double = 12
    /// Taken off the radius so the slice outline is never clipped (the seed's 6).
    public var outlineMargin: Double = 6
    /// How far out from the centre labels sit, as a fraction of the radius (the seed's 2/3).
    public var labelRadiusFraction: Double = 2.0 / 3.0

    public init() {}
}
