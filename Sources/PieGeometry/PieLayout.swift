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
    /// The least space, in points, between an inside label and its slice's edges, rim and hole.
    public let insideLabelPadding: Double
    /// The least distance, in points, between two leader lines.
    public let leaderSeparation: Double
    /// How many legend rows the canvas could hold when the whole legend did not fit; tells
    /// `layoutFolding` how far to fold.
    var legendCapacity: Int?

    public init(
        canvas: Size, title: PlacedText?, center: Point, radius: Double, innerRadius: Double = 0,
        slices: [Slice], labels: [SliceLabel], legend: LegendLayout? = nil,
        footnote: PlacedText? = nil, centerText: PlacedText? = nil, insideLabelPadding: Double = 3,
        leaderSeparation: Double = 2
    ) {
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
        self.insideLabelPadding = insideLabelPadding
        self.leaderSeparation = leaderSeparation
    }

    /// Indices of slices whose label could not be placed; each is in the legend.
    public var unlabelledSlices: [Int] {
        let labelled = Set(labels.map(\.sliceIndex))
        return slices.indices.filter { !labelled.contains($0) }
    }

    /// Indices of slices that no text names: neither a whole label nor a legend row.
    ///
    /// Empty in every sound layout; the engine folds the smallest slices into one when it is not.
    public var unnamedSlices: [Int] {
        let named = Set(labels.filter(\.form.namesSlice).map(\.sliceIndex) + (legend?.entries.map(\.index) ?? []))
        return slices.indices.filter { !named.contains($0) }
    }

    /// The distance from a point to the nearest point of a rectangle (0 inside it).
    static func distance(from point: Point, to box: Rect) -> Double {
        let dx = max(box.minX - point.x, 0, point.x - box.maxX)
        let dy = max(box.minY - point.y, 0, point.y - box.maxY)
        return hypot(dx, dy)
    }

    /// The smallest rectangle holding all of `boxes`.
    public static func union(_ boxes: [Rect]) -> Rect {
        let minX = boxes.map(\.minX).min() ?? 0
        let minY = boxes.map(\.minY).min() ?? 0
        let maxX = boxes.map(\.maxX).max() ?? 0
        let maxY = boxes.map(\.maxY).max() ?? 0
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
