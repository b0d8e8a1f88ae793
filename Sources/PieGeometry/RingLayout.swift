import Foundation

/// The inner ring of a grouped chart (`--group-by`): one arc per group inside the pie's hole,
/// spanning exactly the outer slices of its products, each named inside when its name fits.
///
/// The outer ring is an ordinary donut laid out by `PieLayoutEngine`; this adds only what its
/// hole holds, so the engine's labels, leaders and legend are unchanged by it.
public struct RingLayout: Sendable, Equatable {
    /// One group's arc and, when it fits inside, its name.
    public struct Arc: Sendable, Equatable {
        public let slice: Slice
        public let label: PlacedText?
    }

    public let center: Point
    /// In points: the arcs run from `innerRadius` to `outerRadius`.
    public let innerRadius: Double
    public let outerRadius: Double
    public let arcs: [Arc]

    /// The space, in points, between the inner ring and the outer one.
    public static let gap = 3.0
    /// The hole the inner ring leaves in the middle, as a fraction of its outer radius.
    public static let holeRatio = 0.15
    /// The least space, in points, between a name and its arc's edges.
    public static let padding = 3.0

    /// The ring inside `pie`'s hole for groups whose products are the outer slices `groups`
    /// (consecutive, in the slices' order), named `names`.
    ///
    /// A name is drawn at its arc's middle, at the radius that gives it most room, only when its
    /// box stays `padding` inside the arc's edges and radii; otherwise the arc is unnamed here
    /// (the caller names it elsewhere: `unnamedArcs`).
    public static func around(
        _ pie: PieLayout, groups: [Range<Int>], names: [String], measuring measurer: some TextMeasuring
    ) -> RingLayout? {
        precondition(groups.count == names.count, "one name per group")
        let outer = pie.innerRadius - gap
        guard outer > 8, !pie.slices.isEmpty else { return nil }
        let inner = outer * holeRatio
        let arcs = zip(groups, names).map { range, name -> Arc in
            let slices = pie.slices[range.clamped(to: pie.slices.indices)]
            let slice =
                range.count >= pie.slices.count
                ? Slice(startAngle: pie.slices[0].startAngle, endAngle: pie.slices[0].startAngle + 2 * Double.pi)
                : Slice(
                    startAngle: slices.map(\.startAngle).min() ?? 0, endAngle: slices.map(\.endAngle).max() ?? 0)
            return Arc(
                slice: slice,
                label: label(name, in: slice, center: pie.center, inner: inner, outer: outer, measuring: measurer))
        }
        return RingLayout(center: pie.center, innerRadius: inner, outerRadius: outer, arcs: arcs)
    }

    /// The indices of arcs drawn without a name.
    public var unnamedArcs: [Int] { arcs.indices.filter { arcs[$0].label == nil } }

    private static func label(
        _ name: String, in slice: Slice, center: Point, inner: Double, outer: Double,
        measuring measurer: some TextMeasuring
    ) -> PlacedText? {
        guard !name.isEmpty else { return nil }
        // On one line, else broken at the space nearest its middle (`Drinking\nChocolate`).
        let spaces = name.indices.filter { name[$0] == " " }
        let middle = name.count / 2
        let broken = spaces.min {
            abs(name.distance(from: name.startIndex, to: $0) - middle)
                < abs(name.distance(from: name.startIndex, to: $1) - middle)
        }
        .map { String(name[..<$0]) + "\n" + String(name[name.index(after: $0)...]) }
        let texts: [String] = [name] + (broken.map { [$0] } ?? [])
        for text in texts {
            if let placed = place(text, in: slice, center: center, inner: inner, outer: outer, measuring: measurer) {
                return placed
            }
        }
        return nil
    }

    private static func place(
        _ name: String, in slice: Slice, center: Point, inner: Double, outer: Double,
        measuring measurer: some TextMeasuring
    ) -> PlacedText? {
        let size = measurer.measure(name, role: .sliceLabel)
        let steps = 8
        for step in 0...steps {
            // From the middle of the band outwards and inwards, the first radius where the box fits.
            let offset = Double((step + 1) / 2) * (step % 2 == 0 ? 1 : -1) / Double(steps)
            let radius = (inner + outer) / 2 + offset * (outer - inner)
            let middle = slice.isFullCircle ? center : center.moved(by: radius, toward: slice.midAngle)
            let box = Rect(
                x: middle.x - size.width / 2, y: middle.y - size.height / 2, width: size.width,
                height: size.height)
            let corners = [
                Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
                Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY),
            ]
            let fits = corners.allSatisfy { corner in
                let distance = hypot(corner.x - center.x, corner.y - center.y)
                return distance <= outer - padding
                    && (slice.isFullCircle || distance >= inner + padding)
                    && slice.wedgeContains(corner, center: center, padding: padding)
            }
            if fits {
                return PlacedText(text: name, role: .sliceLabel, box: box)
            }
            if slice.isFullCircle { break }
        }
        return nil
    }
}
