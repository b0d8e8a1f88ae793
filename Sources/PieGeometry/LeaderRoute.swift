import Foundation

/// Routes a leader line from a slice's rim to an outside label so it never enters the pie.
///
/// The line leaves the rim at the point of the slice nearest the label's height (on a ring just
/// outside the pie), so it is short and nearly level; its first stretch runs outward from the
/// tangent there, and its last stretch is level into the label. The disc is convex, so a
/// stretch that starts on the rim and leaves on the outer side of the tangent never comes back in.
struct LeaderRoute {
    let center: Point
    let radius: Double
    /// Radius of the ring the elbows sit on, a little outside the pie.
    let elbowRadius: Double
    let textGap: Double

    /// The leader's points (rim, elbow, end) for a label box on the right (`side` 1) or left
    /// (`side` -1) of the pie; nil when no such line can stay out of the pie.
    func leader(for slice: Slice, to box: Rect, side: Double) -> [Point]? {
        let end = Point(x: side > 0 ? box.minX - textGap : box.maxX + textGap, y: box.center.y)
        let rise = end.y - center.y
        let ringX = abs(rise) < elbowRadius ? center.x + side * (elbowRadius * elbowRadius - rise * rise).squareRoot() : center.x
        let target = atan2(rise, ringX - center.x)
        let angle = Self.nearestAngle(to: target, in: slice)
        let rim = center.moved(by: radius, toward: angle)
        let normal = Point(x: cos(angle), y: sin(angle))
        // The elbow must lie on the outer side of the rim's tangent: (elbow − rim) · normal ≥ 0.
        var elbowX = side > 0 ? max(ringX, rim.x) : min(ringX, rim.x)
        let lift = (end.y - rim.y) * normal.y
        if normal.x * side > 1e-9 {
            let bound = rim.x - lift / normal.x
            elbowX = side > 0 ? max(elbowX, bound) : min(elbowX, bound)
        }
        guard (elbowX - end.x) * side <= 1e-9 else { return nil }
        let elbow = Point(x: elbowX, y: end.y)
        let points = [rim, elbow, end]
        for (a, b) in zip(points, points.dropFirst()) where Segment(from: a, to: b).distance(to: center) < radius - 1e-6 {
            return nil
        }
        return points
    }

    /// The direction within the slice (kept a little off its edges) nearest to `target`.
    static func nearestAngle(to target: Double, in slice: Slice) -> Double {
        if slice.isFullCircle { return target }
        let margin = min(slice.sweep / 4, 0.05)
        let low = slice.startAngle + margin
        let high = slice.endAngle - margin
        let twoPi = 2 * Double.pi
        var relative = (target - low).truncatingRemainder(dividingBy: twoPi)
        if relative < 0 { relative += twoPi }
        if relative <= high - low { return low + relative }
        // Outside the arc: the nearer edge, going either way round.
        let pastHigh = relative - (high - low)
        let beforeLow = twoPi - relative
        return pastHigh <= beforeLow ? high : low
    }
}
