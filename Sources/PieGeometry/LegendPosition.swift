/// Where the legend goes.
public enum LegendPosition: String, Sendable, CaseIterable {
    /// Right of the pie on wide canvases, below it on tall ones; left out on a canvas under
    /// 400 × 300 where every label names its slice whole.
    case automatic = "auto"
    case right
    case bottom
    /// No legend: slices their labels cannot name fold into one (`PieLayoutEngine.layoutFolding`);
    /// only when even that leaves a slice unnamed, or nothing may fold, does a legend appear.
    case none
}
