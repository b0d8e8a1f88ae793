import Foundation

extension LabelPlacer {
    /// `labels` (this pie's, placed) with a label standing above or below the pie for each slice
    /// of 3 % or more they leave bare, largest first, where one stands (`standing`: slices wider
    /// than `LeaderRoute.thinSweep`, about 5.6 %); its whole label only, and no longer than a
    /// larger slice's cut name (big slices first, whole). Labels placed in the columns come first:
    /// a smaller slice's column label may take the room a larger one's standing label needed.
    ///
    /// Added to the pie a search settles on (in the search for a pie of ECharts' size, to each pie
    /// tried: `PieRadiusSearch.standsLabels`), after the columns, never as each slice is placed:
    /// standing first, a big slice's label took the room of smaller slices' labels, and the search
    /// then kept to pies naming it (fifteen-coffee-drinks at 480 × 360 folded two more products
    /// and left two slices of 7–8 % bare).
    func addingStanding(to labels: [SliceLabel]) -> [SliceLabel] {
        var placed = labels
        let order = values.indices.sorted { values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1 }
        for index in order
        where LabelPolicy.isNoticeable(slices[index]) && !placed.contains(where: { $0.sliceIndex == index }) {
            let largerCuts = placed.filter {
                $0.form == .shortened && slices[$0.sliceIndex].sweep > slices[index].sweep + 1e-9
            }
            let items = wholeForms(of: index, width: 2 * radius).filter { item in
                largerCuts.allSatisfy { LabelForm.mayStandWhole(item.text, besideCut: $0.text.text) }
            }
            if let label = standing(index, items: items, placed: placed) { placed.append(label) }
        }
        return placed.sorted { $0.sliceIndex < $1.sliceIndex }
    }

    /// A label standing above or below the pie, off the columns, for a slice no column had room
    /// for, one wider than `LeaderRoute.thinSweep` (issue 37's checker, seed 1493: Other, 38 % of
    /// a ring standing at the canvas's left edge, pointed where no column is, while 140 pt stood
    /// empty above the pie). Its leader leaves the slice radially where the slice faces up or down, as a column
    /// label's does, then one straight piece reaches the label's near side; the label keeps off
    /// the pie, over the pie's own width (the room beside it is the columns'), and clear of every
    /// label and leader placed (`keepsClear`). Tried nearest the slice's middle first, on the
    /// side the slice faces first, in `items`' order.
    ///
    /// - Parameters:
    ///   - items: the slice's whole label forms, best first.
    ///   - placed: every label placed so far.
    /// - Returns: nil when none stands anywhere.
    func standing(_ index: Int, items: [OutsideItem], placed: [SliceLabel]) -> SliceLabel? {
        let slice = slices[index]
        guard slice.sweep >= LeaderRoute.thinSweep, !items.isEmpty else { return nil }
        // The directions a column's leader may leave the slice by (`LeaderRoute.anchorAngle`).
        let margin = max(slice.sweep / 4, LeaderRoute.thinSweep / 2)
        let (low, high) = (slice.startAngle + margin, slice.endAngle - margin)
        let steps = max(1, Int(((high - low) / Self.standingStep).rounded(.up)))
        let angles = (0...steps).map { low + (high - low) * Double($0) / Double(steps) }
            .filter { abs(sin($0)) >= Self.standingLeastRise }
            .sorted { abs($0 - slice.midAngle) < abs($1 - slice.midAngle) }
        let elbowRadius = radius + metrics.leaderRadialLength
        // The label keeps the leader's gap before its text off the pie.
        let clearance = radius + metrics.leaderTextGap
        for angle in angles {
            let rim = center.moved(by: radius, toward: angle)
            let elbow = center.moved(by: elbowRadius, toward: angle)
            // The whole leader on the area: an elbow past its edge would run into the canvas's margin.
            guard (area.minX...area.maxX).contains(elbow.x), (area.minY...area.maxY).contains(elbow.y) else {
                continue
            }
            let below = sin(angle) > 0
            let facing: Double = cos(angle) >= 0 ? 1 : -1
            for side in [facing, -facing] {
                let endX = elbow.x + side * metrics.leaderHorizontalLength
                for item in items {
                    let size = item.size
                    let minX = side > 0 ? endX + metrics.leaderTextGap : endX - metrics.leaderTextGap - size.width
                    // Level with the elbow, or as near it as keeps the label off the pie.
                    let dx = abs(max(minX, min(center.x, minX + size.width)) - center.x)
                    let rise = dx < clearance ? (clearance * clearance - dx * dx).squareRoot() : 0
                    let middleY =
                        below
                        ? max(elbow.y, center.y + rise + size.height / 2)
                        : min(elbow.y, center.y - rise - size.height / 2)
                    let box = Rect(
                        x: minX, y: middleY - size.height / 2, width: size.width, height: size.height)
                    let end = Point(x: endX, y: middleY)
                    // Over the pie's own width: the room beside it is the columns'.
                    guard area.contains(box), box.minX >= center.x - radius - 1e-9,
                        box.maxX <= center.x + radius + 1e-9,
                        LineSegment(from: elbow, to: end).distance(to: center) >= radius
                    else { continue }
                    let label = SliceLabel(
                        sliceIndex: index,
                        text: PlacedText(
                            text: item.text, role: .sliceLabel, box: box, alignment: side > 0 ? .left : .right),
                        placement: .outside(leader: [rim, elbow, end]), form: item.form)
                    if keepsClear([label], of: placed) { return label }
                }
            }
        }
        return nil
    }

    /// The angle between two directions a standing label's leader is tried by (5°).
    static let standingStep = Double.pi / 36
    /// The least a standing label's direction rises or falls (the sine of its angle): a slice
    /// facing sideways is the columns' to name.
    static let standingLeastRise = 0.3

    /// Whether `labels` and `others` keep clear of each other: no text overlaps another, no
    /// leader line crosses a text or comes nearer another than `LeaderSpacing` allows, and down
    /// each side the slices keep their order round the pie.
    func keepsClear(_ labels: [SliceLabel], of others: [SliceLabel]) -> Bool {
        for label in labels {
            let segments = label.leaderSegments
            for other in others
            where label.text.box.intersects(other.text.box)
                || segments.contains(where: { $0.crosses(other.text.box) })
                || other.leaderSegments.contains(where: { $0.crosses(label.text.box) })
            {
                return false
            }
        }
        return LeaderSpacing(labels: labels, others: others, center: center).closest(below: metrics.leaderSeparation)
            == nil && PieLayout.columnOrderViolations(of: labels + others, center: center).isEmpty
    }
}
