import Foundation

/// A point in the chart's coordinate space: points (1/72 inch), y growing downwards as in Cairo.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `distance` away from this one in the direction `angle` (radians, clockwise on screen).
    public func moved(by distance: Double, toward angle: Double) -> Point {
        Point(x: x + cos(angle) * distance, y: y + sin(angle) * distance)
    }

    public func distance(to other: Point) -> Double {
        hypot(other.x - x, other.y - y)
    }

    public var description: String { "(\(x), \(y))" }
}
