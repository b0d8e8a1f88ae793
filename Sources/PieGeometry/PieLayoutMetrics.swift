/// The fixed distances of a pie chart's layout, in points.
public struct PieLayoutMetrics: Sendable, Equatable {
    /// Empty space kept along every canvas edge.
    public var padding: Double = 16
    /// Space between the title, the plot, the legend and the footnote.
    public var sectionGap: Double = 12
    /// Taken off the radius so the slice outline is never clipped (the seed's 6).
    public var outlineMargin: Double = 6
    /// How far out from the centre labels sit, as a fraction of the radius (the seed's 2/3).
    public var labelRadiusFraction: Double = 2.0 / 3.0
    /// Space kept between an inside label and its slice's edges and rim.
    public var insideLabelPadding: Double = 3
    /// The leader line's first, radial part beyond the rim.
    public var leaderRadialLength: Double = 14
    /// The leader line's second, horizontal part, up to the label column.
    public var leaderHorizontalLength: Double = 16
    /// Between the leader line's end and its label's text.
    public var leaderTextGap: Double = 4
    /// Least vertical space between two outside labels.
    public var outsideLabelGap: Double = 2
    /// The pie never shrinks below this fraction of the largest radius that fits the plot.
    public var minimumRadiusFraction: Double = 0.7
    /// How many placed labels the full radius is worth when choosing the pie's size: shrinking
    /// to half the radius must place more than half this many more labels.
    public var radiusWorthInLabels: Double = 6

    public init() {}
}
