/// What an hours heatmap shows: a grid of cells, one row per weekday and one column per hour,
/// each cell shaded by its value on a colour scale and, where the figure fits, labelled with it.
public struct HoursLayoutRequest: ChartLayoutRequest, Equatable {
    /// In points.
    public var canvas: Size
    public var title: String?
    /// A line under the title (the busiest hours, the zone the hours are read in); nil for none.
    public var subtitle: String?
    /// One label per row, top to bottom (`Mon` … `Sun`).
    public var rowLabels: [String]
    /// One label per column, left to right (`10` … `21`).
    public var columnLabels: [String]
    /// Per row, per column: the figure written in the cell when it fits, nil for none (an empty hour).
    public var cellTexts: [[String?]]
    /// The value at the high end of the colour scale's bar (the low end is 0): the largest figure.
    public var scaleMaximum: Double
    /// The scale's figures under its bar, ascending, from 0 to at most `scaleMaximum`.
    public var scaleTicks: [TrendTick]
    /// What the colours measure, written left of the scale (`units`, `revenue (₩)`).
    public var scaleCaption: String

    public init(
        canvas: Size, title: String?, subtitle: String?, rowLabels: [String], columnLabels: [String],
        cellTexts: [[String?]], scaleMaximum: Double, scaleTicks: [TrendTick], scaleCaption: String
    ) {
        precondition(!rowLabels.isEmpty && !columnLabels.isEmpty, "at least one row and one column")
        precondition(
            cellTexts.count == rowLabels.count && cellTexts.allSatisfy { $0.count == columnLabels.count },
            "one text (or nil) per cell")
        precondition(scaleMaximum > 0 && scaleMaximum.isFinite, "a scale up to a positive figure")
        precondition(
            !scaleTicks.isEmpty && zip(scaleTicks, scaleTicks.dropFirst()).allSatisfy { $0.value < $1.value }
                && scaleTicks[0].value >= 0 && scaleTicks[scaleTicks.count - 1].value <= scaleMaximum * (1 + 1e-9),
            "ascending figures on the scale")
        self.canvas = canvas
        self.title = title
        self.subtitle = subtitle
        self.rowLabels = rowLabels
        self.columnLabels = columnLabels
        self.cellTexts = cellTexts
        self.scaleMaximum = scaleMaximum
        self.scaleTicks = scaleTicks
        self.scaleCaption = scaleCaption
    }

    public var rows: Int { rowLabels.count }
    public var columns: Int { columnLabels.count }
}
