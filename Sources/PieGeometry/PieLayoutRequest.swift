/// What to lay out: the canvas, texts around the pie, and one value and label per slice.
public struct PieLayoutRequest: ChartLayoutRequest, Equatable {
    /// Canvas size in points.
    public var canvas: Size
    public var title: String?
    /// Slice values in drawing order; only their proportions matter.
    public var values: [Double]
    /// One label per value, possibly several lines; when it names the slice, the name is its first line.
    public var labels: [String]
    /// Whether each label's first line is the slice's name, which may then be cut short with
    /// an ellipsis when nothing else fits (the legend has it in full); figures are never cut.
    public var labelsLeadWithName: Bool
    /// Where the first slice starts, radians clockwise from 3 o'clock.
    public var startAngle: Double
    public var clockwise: Bool
    /// The hole's radius as a fraction of the pie's: 0 for a pie, up to 0.9 for a thin ring.
    public var innerRadiusRatio: Double
    /// Text for the middle: a donut's total, or the message of an empty chart.
    public var centerText: String?
    /// One entry per value, in the same order; empty for no legend.
    public var legend: [LegendEntryText]
    public var legendPosition: LegendPosition
    /// Small print under everything, wrapped to the canvas width.
    public var footnote: String?
    /// The smallest fraction of its own size the legend's type may shrink to when crowded (the
    /// renderer's floor of readable type); past it, fewer juices keep a legend row.
    public var legendMinimumFontScale: Double
    /// In points: the pie keeps at least this radius where the canvas has room for it, above the
    /// engine's own floor (`PieLayoutMetrics.radiusFloorOfShortSide`). A report's page sets it so
    /// its pie fills most of the text width; labels that no longer fit go to the legend or Other.
    public var radiusFloor = 0.0
    /// Whether the legend may cut its names short, each still read as one product alone, to hold
    /// more rows in more columns: for a flat catalogue that must name more products than a legend
    /// of whole names holds (issue 37's folded total); the SVG's description keeps them whole.
    public var legendMayCutNames = false
    /// A legend beside the pie taking at most this share of the region's width, its names cut
    /// where they must be (`LegendBuilder.besideCut`); nil: where and as the legend is asked.
    /// Tried by `layoutFolding` for a legend asked beside the pie whose whole names take the room
    /// its labels need.
    var legendWidthShare: Double?
    /// Whether a legend below the pie takes the least height its rows fit in, cut names and all,
    /// rather than the fewest columns (`LegendBuilder.shortest`). Tried by `layoutFolding` for a
    /// legend of names alone below a pie whose labels give every slice's share.
    var legendShortest = false

    public init(
        canvas: Size, title: String?, values: [Double], labels: [String],
        labelsLeadWithName: Bool = true, startAngle: Double = 0,
        clockwise: Bool = true, innerRadiusRatio: Double = 0, centerText: String? = nil,
        legend: [LegendEntryText] = [], legendPosition: LegendPosition = .none, footnote: String? = nil,
        legendMinimumFontScale: Double = 0
    ) {
        precondition(values.count == labels.count, "one label per value")
        precondition(legend.isEmpty || legend.count == values.count, "one legend entry per value")
        precondition(
            (0...0.9).contains(innerRadiusRatio),
            "the hole is 0 to 0.9 of the radius (checked by the caller's specification)")
        self.canvas = canvas
        self.title = title
        self.values = values
        self.labels = labels
        self.labelsLeadWithName = labelsLeadWithName
        self.startAngle = startAngle
        self.clockwise = clockwise
        self.innerRadiusRatio = innerRadiusRatio
        self.centerText = centerText
        self.legend = legend
        self.legendPosition = legendPosition
        self.footnote = footnote
        self.legendMinimumFontScale = legendMinimumFontScale
    }
}
