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
    /// Least distance between two leader lines beyond the fan near the pie
    /// (`LeaderSpacing.fanLength`), so each can be followed to its own label on the image; nowhere
    /// may two cross. A label whose leader cannot keep this far from its neighbours' is left out.
    public var leaderSeparation: Double = 3
    /// Characters of a name kept, at least, when a whole name is shortened to its start, or to its
    /// start and end; a name shortened to its end keeps at least three and a letter.
    public var shortenedNameMinimum = 12
    /// For its labels' names the pie may shrink down to this fraction of the canvas's short side
    /// (a diameter of half of it); the floor is capped at the largest radius the plot holds and
    /// never below `PieLayoutEngine.smallestRadius`.
    public var radiusFloorOfShortSide: Double = 0.25
    /// How many labels the full radius is worth when choosing the pie's size: less than the gain
    /// of any name (a whole name over a shortened one is worth 0.4), so names come before size and
    /// the pie only keeps its size among layouts naming the same slices alike.
    public var radiusWorthInLabels: Double = 0.3

    public init() {}

    /// Below this canvas area, in square points (400 × 300), the spacing shrinks with the canvas.
    public static let fullSpacingArea = 400.0 * 300.0

    /// These distances for `canvas`: on a canvas smaller than `fullSpacingArea`, the padding, gaps
    /// and leader lines shrink with its side (to 0.8 at 320 × 240, the smallest canvas the reports
    /// accept), so a small canvas keeps room for its pie and its labels. A banner as large in area
    /// keeps them whole. The padding inside labels and the pie's outline margin stay: they keep
    /// text and lines apart at any size.
    public func scaled(for canvas: Size) -> PieLayoutMetrics {
        let factor = min(1, max(0.5, (canvas.width * canvas.height / Self.fullSpacingArea).squareRoot()))
        guard factor < 1 else { return self }
        var metrics = self
        metrics.padding *= factor
        metrics.sectionGap *= factor
        metrics.leaderRadialLength *= factor
        metrics.leaderHorizontalLength *= factor
        metrics.leaderTextGap = max(2, leaderTextGap * factor)
        metrics.leaderSeparation = max(2, leaderSeparation * factor)
        return metrics
    }
}
