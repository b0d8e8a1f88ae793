/// Where the legend goes.
public enum LegendPosition: String, Sendable, CaseIterable {
    /// Right of the pie on wide canvases, below it on tall ones, listing only the slices the labels
    /// leave unnamed; left out where every label names its slice whole.
    case automatic = "auto"
    case right
    case bottom
    /// No legend: slices their labels cannot name fold into one (`PieLayoutEngine.layoutFolding`);
    /// only when even that leaves a slice unnamed, or nothing may fold, does a legend appear.
    case none
}
