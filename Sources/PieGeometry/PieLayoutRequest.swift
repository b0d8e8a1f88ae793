/// What to lay out: the canvas, an optional title and one value and label per slice.
public struct PieLayoutRequest: Sendable, Equatable {
    /// Canvas size in points.
    public var canvas: Size
    public var title: String?
    /// Slice values in drawing order; only their proportions matter.
    public var values: [Double]
    /// One label per value, possibly several lines.
    public var labels: [String]
    /// Where the first slice starts, radians clockwise from 3 o'clock.
    public var startAngle: Double

    public init(canvas: Size, title: String?, values: [Double], labels: [String], startAngle: Double = 0) {
        precondition(values.count == labels.count, "one label per value")
        self.canvas = canvas
        self.title = title
        self.values = values
        self.labels = labels
        self.startAngle = startAngle
    }
}
