/// A slice's angles in radians. Angles grow clockwise on screen (y points down), 0 is 3 o'clock.
public struct Slice: Sendable, Equatable {
    public let startAngle: Double
    public let endAngle: Double

    public init(startAngle: Double, endAngle: Double) {
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The angle halfway between the edges, where the label goes.
    public var midAngle: Double { startAngle + (endAngle - startAngle) / 2 }
    public var sweep: Double { endAngle - startAngle }
    /// A slice that is the whole pie (one juice only): drawn as a disc, with no seam.
    public var isFullCircle: Bool { sweep >= 2 * Double.pi - 1e-12 }

    /// Splits a full turn into slices proportional to `values`, in order, starting at `startAngle`.
    ///
    /// The last slice ends exactly one full turn after the start, so rounding never leaves a gap.
    public static func slices(for values: [Double], startAngle: Double = 0) -> [Slice] {
        precondition(values.allSatisfy { $0 >= 0 && $0.isFinite }, "slice values must be finite and non-negative")
        let total = values.reduce(0, +)
        guard total > 0 else { return [] }
        var slices: [Slice] = []
        var cumulative = 0.0
        for (index, value) in values.enumerated() {
            let start = startAngle + cumulative / total * 2 * Double.pi
            cumulative += value
            let end = index == values.count - 1 ? startAngle + 2 * Double.pi : startAngle + cumulative / total * 2 * Double.pi
            slices.append(Slice(startAngle: start, endAngle: end))
        }
        return slices
    }
}
