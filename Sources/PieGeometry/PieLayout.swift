/// A computed pie chart: where the title, the pie, every slice and every label go.
public struct PieLayout: Sendable, Equatable {
    public let canvas: Size
    public let title: PlacedText?
    public let center: Point
    /// Pie radius in points.
    public let radius: Double
    public let slices: [Slice]
    /// One label per slice, in slice order.
    public let labels: [PlacedText]

    public init(canvas: Size, title: PlacedText?, center: Point, radius: Double, slices: [Slice], labels: [PlacedText]) {
        self.canvas = canvas
        self.title = title
        self.center = center
        self.radius = radius
        self.slices = slices
        self.labels = labels
    }

    /// Broken promises of the layout, described; empty when all hold.
    ///
    /// Checked by the layout engine in debug builds and in every test: slices cover the full turn
    /// in order without gaps, each slice has a label, the pie and title stay on the canvas.
    public func invariantViolations() -> [String] {
        var violations: [String] = []
        let canvasRect = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        if labels.count != slices.count {
            violations.append("\(labels.count) labels for \(slices.count) slices")
        }
        for (previous, next) in zip(slices, slices.dropFirst()) where abs(previous.endAngle - next.startAngle) > 1e-9 {
            violations.append("slice starting at \(next.startAngle) does not meet the previous one ending at \(previous.endAngle)")
        }
        if let first = slices.first, let last = slices.last, abs(last.endAngle - first.startAngle - 2 * Double.pi) > 1e-9 {
            violations.append("slices cover \(last.endAngle - first.startAngle) radians, not a full turn")
        }
        if !slices.isEmpty, radius <= 0 {
            violations.append("radius \(radius) is not positive")
        }
        let pieBox = Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius))
        if !slices.isEmpty, !canvasRect.contains(pieBox) {
            violations.append("the pie \(pieBox) leaves the canvas")
        }
        if let title, !canvasRect.contains(title.box) {
            violations.append("the title box \(title.box) leaves the canvas")
        }
        if let title, !slices.isEmpty, title.box.maxY > pieBox.minY {
            violations.append("the title overlaps the pie")
        }
        return violations
    }
}
