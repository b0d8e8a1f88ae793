/// Where the legend goes.
public enum LegendPosition: String, Sendable, CaseIterable {
    /// Right of the pie on wide canvases, below it on tall ones.
    case automatic = "auto"
    case right
    case bottom
    /// No legend, unless a label cannot be placed: then the legend appears so no juice vanishes.
    case none
}
