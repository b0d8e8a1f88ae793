import Foundation

/// Decides whether a label box fits wholly inside its slice, and where: along the mid-angle, or
/// for a wide slice off it.
struct InsideLabelFit {
    let center: Point
    let radius: Double
    let innerRadius: Double
    let padding: Double

    /// Whether `box` lies inside the slice: within the rim, clear of the hole and between both edges, with padding.
    func fits(_ box: Rect, in slice: Slice) -> Bool {
        for corner in box.corners where corner.distance(to: center) > radius - padding {
            return false
        }
        if innerRadius > 0, PieLayout.distance(from: center, to: box) < innerRadius + padding {
            return false
        }
        if slice.isFullCircle { return true }
        if slice.sweep <= Double.pi {
            // The padded wedge is convex, so its corners decide.
            return box.corners.allSatisfy { slice.wedgeContains($0, center: center, padding: padding) }
        }
        // A wedge wider than a half turn is not convex: walk the whole outline.
        return Self.outline(of: box, step: 2).allSatisfy { slice.wedgeContains($0, center: center, padding: padding) }
    }

    /// The first anchor where a label of `size` fits: along the mid-angle, the seed radius
    /// first, then ever further from it, in and out in turn. Nil when none fits.
    func anchor(for size: Size, in slice: Slice, seedRadius: Double) -> Point? {
        if slice.isFullCircle && innerRadius == 0 {
            return fits(Rect(center: center, size: size), in: slice) ? center : nil
        }
        let middle = slice.isFullCircle ? -Double.pi / 2 : slice.midAngle
        if let anchor = anchor(for: size, in: slice, seedRadius: seedRadius, toward: middle) { return anchor }
        // A wide slice's label may stand off its middle, where the slice has room for its lines
        // (seed 551: Other, 66 % of the pie, pointing at the canvas's edge with no room outside,
        // met the slice's edge along its middle and had no label anywhere).
        guard slice.sweep > Self.offMiddleSweep else { return nil }
        let steps = Int((slice.sweep / 2 - Self.offMiddleMargin) / Self.offMiddleStep)
        guard steps >= 1 else { return nil }
        for step in 1...steps {
            for side in [-1.0, 1] {
                let angle = middle + side * Double(step) * Self.offMiddleStep
                if let anchor = anchor(for: size, in: slice, seedRadius: seedRadius, toward: angle) { return anchor }
            }
        }
        return nil
    }

    /// Slices wider than this (a sixth of the pie) try their label off their middle angle too.
    static let offMiddleSweep = Double.pi / 3
    /// The angle between two anchors tried off the middle, and the least kept from the slice's edges.
    static let offMiddleStep = Double.pi / 36
    static let offMiddleMargin = Double.pi / 18

    /// The first anchor along `angle` where a label of `size` fits: the seed radius first, then
    /// ever further from it, in and out in turn.
    private func anchor(for size: Size, in slice: Slice, seedRadius: Double, toward angle: Double) -> Point? {
        let step = radius * 0.04
        for offset in [0.0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, 6, 7] {
            let distance = seedRadius + offset * step
            guard distance >= innerRadius, distance <= radius else { continue }
            let anchor = center.moved(by: distance, toward: angle)
            if fits(Rect(center: anchor, size: size), in: slice) { return anchor }
        }
        return nil
    }

    static func outline(of box: Rect, step: Double) -> [Point] {
        var points: [Point] = []
        let columns = max(1, Int((box.size.width / step).rounded(.up)))
        let rows = max(1, Int((box.size.height / step).rounded(.up)))
        for i in 0...columns {
            let x = box.minX + box.size.width * Double(i) / Double(columns)
            points.append(Point(x: x, y: box.minY))
            points.append(Point(x: x, y: box.maxY))
        }
        for j in 0...rows {
            let y = box.minY + box.size.height * Double(j) / Double(rows)
            points.append(Point(x: box.minX, y: y))
            points.append(Point(x: box.maxX, y: y))
        }
        return points
    }
}
