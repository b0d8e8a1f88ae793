import Foundation

/// A slice's angles in radians, `startAngle < endAngle`. Angles grow clockwise on screen
/// (y points down) and 0 is 3 o'clock.
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
    /// Clockwise slices follow each other with growing angles; counterclockwise ones with
    /// falling angles (each slice still has `startAngle < endAngle`). The last slice ends
    /// exactly one full turn from the start, so rounding never leaves a gap.
    public static func slices(for values: [Double], startAngle: Double = 0, clockwise: Bool = true) -> [Slice] {
        precondition(values.allSatisfy { $0 >= 0 && $0.isFinite }, "slice values must be finite and non-negative")
        let total = values.reduce(0, +)
        guard total > 0 else { return [] }
        let direction = clockwise ? 1.0 : -1.0
        var slices: [Slice] = []
        var cumulative = 0.0
        for (index, value) in values.enumerated() {
            let from = startAngle + direction * cumulative / total * 2 * Double.pi
            cumulative += value
            let to =
                index == values.count - 1
                ? startAngle + direction * 2 * Double.pi
                : startAngle + direction * cumulative / total * 2 * Double.pi
            slices.append(Slice(startAngle: min(from, to), endAngle: max(from, to)))
        }
        return slices
    }

    /// Whether `point` lies in this slice's wedge at least `padding` from both straight edges.
    ///
    /// The distance to an edge is measured to its ray from the centre, so for slices wider
    /// than a half turn a point behind the centre is judged correctly.
    public func wedgeContains(_ point: Point, center: Point, padding: Double) -> Bool {
        let dx = point.x - center.x
        let dy = point.y - center.y
        let distance = hypot(dx, dy)
        if isFullCircle { return true }
        guard distance > 0 else { return padding <= 0 }
        let twoPi = 2 * Double.pi
        var relative = (atan2(dy, dx) - startAngle).truncatingRemainder(dividingBy: twoPi)
        if relative < 0 { relative += twoPi }
        guard relative <= sweep else { return false }
        func distanceToRay(_ angle: Double) -> Double { angle >= Double.pi / 2 ? distance : distance * sin(angle) }
        return distanceToRay(relative) >= padding && distanceToRay(sweep - relative) >= padding
    }
}

extension Slice {
    /// Whether the direction `angle` (radians, any turn) falls within this slice's edges.
    public func contains(angle: Double) -> Bool {
        if isFullCircle { return true }
        let twoPi = 2 * Double.pi
        var relative = (angle - startAngle).truncatingRemainder(dividingBy: twoPi)
        if relative < 0 { relative += twoPi }
        return relative <= sweep + 1e-9 || relative >= twoPi - 1e-9
    }
}
