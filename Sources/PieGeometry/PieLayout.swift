import Foundation

/// A computed pie chart: where the title, the pie, every slice, label and legend row go.
public struct PieLayout: Sendable, Equatable {
    public let canvas: Size
    public let title: PlacedText?
    public let center: Point
    /// Pie radius in points.
    public let radius: Double
    /// The hole's radius in points; 0 for a pie.
    public let innerRadius: Double
    public let slices: [Slice]
    /// At most one label per slice; a slice without one is in the legend.
    public let labels: [SliceLabel]
    public let legend: LegendLayout?
    public let footnote: PlacedText?
    public let centerText: PlacedText?

    public init(canvas: Size, title: PlacedText?, center: Point, radius: Double, innerRadius: Double = 0,
                slices: [Slice], labels: [SliceLabel], legend: LegendLayout? = nil,
                footnote: PlacedText? = nil, centerText: PlacedText? = nil) {
        self.canvas = canvas
        self.title = title
        self.center = center
        self.radius = radius
        self.innerRadius = innerRadius
        self.slices = slices
        self.labels = labels
        self.legend = legend
        self.footnote = footnote
        self.centerText = centerText
    }

    /// Indices of slices whose label could not be placed; each is in the legend.
    public var unlabelledSlices: [Int] {
        let labelled = Set(labels.map(\.sliceIndex))
        return slices.indices.filter { !labelled.contains($0) }
    }

    /// Broken promises of the layout, described; empty when all hold.
    ///
    /// Checked by the layout engine in debug builds and in every test: slices cover a full
    /// turn without gaps; no two texts overlap; every text stays on the canvas; outside
    /// labels keep off the pie and each leader line ends at its label; every slice is
    /// labelled or listed in the legend.
    public func invariantViolations() -> [String] {
        var violations: [String] = []
        let canvasRect = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let sorted = slices.sorted { $0.startAngle < $1.startAngle }
        for (previous, next) in zip(sorted, sorted.dropFirst()) where abs(previous.endAngle - next.startAngle) > 1e-9 {
            violations.append("slice starting at \(next.startAngle) does not meet the previous one ending at \(previous.endAngle)")
        }
        if let first = sorted.first, let last = sorted.last, abs(last.endAngle - first.startAngle - 2 * Double.pi) > 1e-9 {
            violations.append("slices cover \(last.endAngle - first.startAngle) radians, not a full turn")
        }
        let pieBox = Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius))
        if !slices.isEmpty || centerText != nil {
            if radius <= 0 { violations.append("radius \(radius) is not positive") }
            if !canvasRect.contains(pieBox) { violations.append("the pie \(pieBox) leaves the canvas") }
        }

        var texts: [(String, Rect)] = []
        if let title { texts.append(("title", title.box)) }
        if let footnote { texts.append(("footnote", footnote.box)) }
        if let centerText { texts.append(("centre text", centerText.box)) }
        for label in labels { texts.append(("label of slice \(label.sliceIndex)", label.text.box)) }
        for entry in legend?.entries ?? [] {
            texts.append(("legend row \(entry.index)", Self.union(entry.boxes)))
        }
        for (name, box) in texts where !canvasRect.contains(box) {
            violations.append("\(name) \(box) leaves the canvas")
        }
        for (i, (nameA, boxA)) in texts.enumerated() {
            for (nameB, boxB) in texts[(i + 1)...] where boxA.intersects(boxB) {
                violations.append("\(nameA) overlaps \(nameB)")
            }
        }
        for (name, box) in [("title", title?.box), ("footnote", footnote?.box), ("legend", legend?.frame)] {
            if let box, !slices.isEmpty, box.intersects(pieBox), Self.distance(from: center, to: box) < radius {
                violations.append("the \(name) overlaps the pie")
            }
        }

        var seen = Set<Int>()
        for label in labels {
            if !seen.insert(label.sliceIndex).inserted { violations.append("slice \(label.sliceIndex) has two labels") }
            if !slices.indices.contains(label.sliceIndex) { violations.append("a label names missing slice \(label.sliceIndex)") }
            guard let leader = label.leader else { continue }
            if Self.distance(from: center, to: label.text.box) < radius {
                violations.append("outside label of slice \(label.sliceIndex) overlaps the pie")
            }
            if let end = leader.last {
                let box = label.text.box
                let gapX = max(box.minX - end.x, end.x - box.maxX, 0)
                if gapX > 8 || end.y < box.minY - 0.5 || end.y > box.maxY + 0.5 {
                    violations.append("leader line of slice \(label.sliceIndex) ends at \(end), away from its label \(box)")
                }
            }
            if let start = leader.first, abs(start.distance(to: center) - radius) > 0.5 {
                violations.append("leader line of slice \(label.sliceIndex) does not start on the rim")
            }
        }
        let inLegend = Set(legend?.entries.map(\.index) ?? [])
        for index in unlabelledSlices where !inLegend.contains(index) {
            violations.append("slice \(index) has neither a label nor a legend entry")
        }
        return violations
    }

    /// The distance from a point to the nearest point of a rectangle (0 inside it).
    static func distance(from point: Point, to box: Rect) -> Double {
        let dx = max(box.minX - point.x, 0, point.x - box.maxX)
        let dy = max(box.minY - point.y, 0, point.y - box.maxY)
        return hypot(dx, dy)
    }

    static func union(_ boxes: [Rect]) -> Rect {
        let minX = boxes.map(\.minX).min() ?? 0
        let minY = boxes.map(\.minY).min() ?? 0
        let maxX = boxes.map(\.maxX).max() ?? 0
        let maxY = boxes.map(\.maxY).max() ?? 0
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
