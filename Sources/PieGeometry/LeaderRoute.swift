import Foundation

/// Routes a leader line from a slice's rim to an outside label in two pieces: a short radial
/// piece out of the slice, then one straight piece to the label.
///
/// The radial piece leaves each slice on a direction of its own, so two leaders never share a
/// trunk, and the reader's eye follows the slice outwards; the second piece goes straight to
/// the label's middle. A thin slice is left at its mid-angle; a wide one where its elbow is
/// nearest the label's height (away from its edges), so the second piece is short and nearly level.
struct LeaderRoute {
    let center: Point
    let radius: Double
    /// Radius of the ring the elbows sit on, a little outside the pie.
    let elbowRadius: Double
    let textGap: Double

    /// The leader's points (rim, elbow, end) for a label box on the right (`side` 1) or left
    /// (`side` -1) of the pie; nil when the second piece would run back towards the pie or
    /// through it.
    func leader(for slice: Slice, to box: Rect, side: Double) -> [Point]? {
        let end = Point(x: side > 0 ? box.minX - textGap : box.maxX + textGap, y: box.center.y)
        let rise = max(-elbowRadius, min(elbowRadius, end.y - center.y))
        let target = atan2(rise, side * (elbowRadius * elbowRadius - rise * rise).squareRoot())
        let angle = Self.anchorAngle(toward: target, in: slice)
        let rim = center.moved(by: radius, toward: angle)
        let elbow = center.moved(by: elbowRadius, toward: angle)
        guard (end.x - elbow.x) * side >= 0 else { return nil }
        // The second piece must stay clear of the pie (the radial one is, by construction).
        guard LineSegment(from: elbow, to: end).distance(to: center) >= radius else { return nil }
        return [rim, elbow, end]
    }

    /// Slices narrower than this, in radians (about 20°), are left at their mid-angle.
    static let thinSweep = 0.35

    /// The direction a leader leaves `slice` by: the mid-angle of a thin slice; for a wider one
    /// the direction nearest `target` at least a quarter of the slice (or 10°) from its edges.
    static func anchorAngle(toward target: Double, in slice: Slice) -> Double {
        if slice.isFullCircle { return target }
        guard slice.sweep >= thinSweep else { return slice.midAngle }
        let margin = max(slice.sweep / 4, thinSweep / 2)
        let low = slice.startAngle + margin
        let high = slice.endAngle - margin
        let twoPi = 2 * Double.pi
        var relative = (target - low).truncatingRemainder(dividingBy: twoPi)
        if relative < 0 { relative += twoPi }
        if relative <= high - low { return low + relative }
        // Outside the arc: the nearer end, going either way round.
        let pastHigh = relative - (high - low)
        let beforeLow = twoPi - relative
        return pastHigh <= beforeLow ? high : low
    }
}
