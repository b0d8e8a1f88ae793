import Foundation

/// A straight piece of a leader line, in points: geometry inside the layout, named apart from
/// `JuiceCore.Segment` (a juice and its sales), the one `Segment` clients of the libraries see.
struct LineSegment: Sendable, Equatable {
    var from: Point
    var to: Point

    init(from: Point, to: Point) {
        self.from = from
        self.to = to
    }

    /// The distance from `point` to the nearest point of this segment.
    func distance(to point: Point) -> Double {
        let dx = to.x - from.x
        let dy = to.y - from.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return from.distance(to: point) }
        let t = min(max(((point.x - from.x) * dx + (point.y - from.y) * dy) / lengthSquared, 0), 1)
        return point.distance(to: Point(x: from.x + t * dx, y: from.y + t * dy))
    }

    /// The least distance between a point of this segment and a point of `other`; 0 when they cross.
    func distance(to other: LineSegment) -> Double {
        let d1 = Self.cross(other.from, other.to, from)
        let d2 = Self.cross(other.from, other.to, to)
        let d3 = Self.cross(from, to, other.from)
        let d4 = Self.cross(from, to, other.to)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return 0 }
        // Apart, the nearest points include an end of one of them.
        return min(other.distance(to: from), other.distance(to: to), distance(to: other.from), distance(to: other.to))
    }

    /// Whether the two segments cross or touch; segments that only share an end point
    /// within `tolerance` do not count, so a polyline's own joints are not crossings.
    func intersects(_ other: LineSegment, tolerance: Double = 1e-6) -> Bool {
        // Most pairs of leader lines are far apart: their bounding boxes settle it cheaply.
        if max(from.x, to.x) + tolerance < min(other.from.x, other.to.x)
            || max(other.from.x, other.to.x) + tolerance < min(from.x, to.x)
            || max(from.y, to.y) + tolerance < min(other.from.y, other.to.y)
            || max(other.from.y, other.to.y) + tolerance < min(from.y, to.y)
        {
            return false
        }
        if from.distance(to: other.from) <= tolerance || from.distance(to: other.to) <= tolerance
            || to.distance(to: other.from) <= tolerance || to.distance(to: other.to) <= tolerance
        {
            return false
        }
        let d1 = Self.cross(other.from, other.to, from)
        let d2 = Self.cross(other.from, other.to, to)
        let d3 = Self.cross(from, to, other.from)
        let d4 = Self.cross(from, to, other.to)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        // Collinear or touching: an end point lying on the other segment.
        return other.distance(to: from) <= tolerance || other.distance(to: to) <= tolerance
            || distance(to: other.from) <= tolerance || distance(to: other.to) <= tolerance
    }

    /// Whether the segment passes through the inside of `box` (touching its edge does not count).
    func crosses(_ box: Rect) -> Bool {
        // Clip the segment's parameter range against the open box (Liang–Barsky).
        let dx = to.x - from.x
        let dy = to.y - from.y
        var low = 0.0
        var high = 1.0
        for (p, q) in [
            (-dx, from.x - box.minX), (dx, box.maxX - from.x), (-dy, from.y - box.minY), (dy, box.maxY - from.y),
        ] {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let r = q / p
                if p < 0 { low = max(low, r) } else { high = min(high, r) }
            }
        }
        return high - low > 1e-9
    }

    /// Twice the signed area of the triangle a, b, c: which side of a→b the point c lies on.
    static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }
}

extension LineSegment {
    /// The parts of the segment farther than `radius` from `center`: none, one or two pieces.
    func parts(outsideCircleAround center: Point, radius: Double) -> [LineSegment] {
        let d = Point(x: to.x - from.x, y: to.y - from.y)
        let f = Point(x: from.x - center.x, y: from.y - center.y)
        let a = d.x * d.x + d.y * d.y
        let b = 2 * (f.x * d.x + f.y * d.y)
        let c = f.x * f.x + f.y * f.y - radius * radius
        let discriminant = b * b - 4 * a * c
        guard a > 0, discriminant > 0 else { return c > 0 ? [self] : [] }
        let root = discriminant.squareRoot()
        let (enter, leave) = ((-b - root) / (2 * a), (-b + root) / (2 * a))
        func point(_ t: Double) -> Point { Point(x: from.x + t * d.x, y: from.y + t * d.y) }
        var parts: [LineSegment] = []
        if enter > 0 { parts.append(LineSegment(from: from, to: point(min(enter, 1)))) }
        if leave < 1 { parts.append(LineSegment(from: point(max(leave, 0)), to: to)) }
        return parts
    }
}
