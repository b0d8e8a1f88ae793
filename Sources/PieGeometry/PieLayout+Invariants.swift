import Foundation

extension PieLayout {
    /// Broken promises of the layout, described; empty when all hold.
    ///
    /// Checked by the layout engine in debug builds and in every test:
    /// - slices cover a full turn without gaps, and the pie stays on the canvas with a radius of
    ///   at least `PieLayoutEngine.smallestRadius(for:)` (a third of a small canvas's short side across);
    /// - no two texts overlap and every text stays on the canvas; the title, footnote and
    ///   legend keep off the pie;
    /// - an inside label lies wholly inside its slice (the ring, for a donut) with the padding;
    /// - an outside label keeps off the pie; its leader line starts on the rim of its own slice,
    ///   leaves it radially, ends at its label, never enters the pie, crosses no text nor another
    ///   leader line, keeps 2 pt from every other once 4 pt beyond the rim and, beyond the fan near
    ///   the pie, `leaderSeparation` (`LeaderSpacing`); down each column, labels keep the slices'
    ///   order round the pie;
    /// - every slice is named, by a whole label or a legend row, and no slice's name is shortened
    ///   while a smaller slice's name is drawn whole.
    ///
    /// That a smaller slice's label never takes a larger one's place, inside the pie or in its
    /// columns, follows from the order labels are placed in, which the property test checks against
    /// a placer that stops at each slice; labels standing above or below the pie come after them.
    public func invariantViolations() -> [String] {
        var violations: [String] = []
        violations += sliceViolations()
        violations += textViolations()
        violations += insideLabelViolations()
        violations += leaderViolations()
        violations += namingViolations()
        return violations
    }

    private var canvasRect: Rect { Rect(x: 0, y: 0, width: canvas.width, height: canvas.height) }
    private var pieBox: Rect { Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)) }

    private func sliceViolations() -> [String] {
        var violations: [String] = []
        // Ties broken by the end: an empty slice (a juice of 0 units) starts where its neighbour does.
        let sorted = slices.sorted { ($0.startAngle, $0.endAngle) < ($1.startAngle, $1.endAngle) }
        for (previous, next) in zip(sorted, sorted.dropFirst()) where abs(previous.endAngle - next.startAngle) > 1e-9 {
            violations.append(
                "slice starting at \(next.startAngle) does not meet the previous one ending at \(previous.endAngle)")
        }
        if let first = sorted.first, let last = sorted.last,
            abs(last.endAngle - first.startAngle - 2 * Double.pi) > 1e-9
        {
            violations.append("slices cover \(last.endAngle - first.startAngle) radians, not a full turn")
        }
        if !slices.isEmpty || centerText != nil {
            if radius <= 0 { violations.append("radius \(radius) is not positive") }
            let smallest = PieLayoutEngine.smallestRadius(for: canvas)
            if !slices.isEmpty, radius < smallest - 1e-9 {
                violations.append("radius \(radius) is under \(smallest)")
            }
            if !canvasRect.contains(pieBox) { violations.append("the pie \(pieBox) leaves the canvas") }
        }
        return violations
    }

    /// Every text of the chart with a name for messages; legend rows as one box each.
    var namedTexts: [(name: String, box: Rect)] {
        var texts: [(String, Rect)] = []
        if let title { texts.append(("title", title.box)) }
        if let footnote { texts.append(("footnote", footnote.box)) }
        if let centerText { texts.append(("centre text", centerText.box)) }
        for label in labels { texts.append(("label of slice \(label.sliceIndex)", label.text.box)) }
        for entry in legend?.entries ?? [] {
            texts.append(("legend row \(entry.index)", Self.union(entry.boxes)))
        }
        return texts
    }

    private func textViolations() -> [String] {
        var violations: [String] = []
        let texts = namedTexts
        for (name, box) in texts where !canvasRect.contains(box) {
            violations.append("\(name) \(box) leaves the canvas")
        }
        for (i, (nameA, boxA)) in texts.enumerated() {
            // A hair inside: labels stacked edge to edge may overlap by a few ulps once moved with their pie.
            for (nameB, boxB) in texts[(i + 1)...] where boxA.insetBy(1e-6).intersects(boxB) {
                violations.append("\(nameA) overlaps \(nameB)")
            }
        }
        for (name, box) in [("title", title?.box), ("footnote", footnote?.box), ("legend", legend?.frame)] {
            if let box, !slices.isEmpty, box.intersects(pieBox), Self.distance(from: center, to: box) < radius {
                violations.append("the \(name) overlaps the pie")
            }
        }
        return violations
    }

    private func insideLabelViolations() -> [String] {
        // A hair under the padding: moving a label with its pie may round its corners by a few ulps.
        let fit = InsideLabelFit(
            center: center, radius: radius, innerRadius: innerRadius, padding: insideLabelPadding - 1e-6)
        var violations: [String] = []
        for label in labels where label.leader == nil && slices.indices.contains(label.sliceIndex) {
            if !fit.fits(label.text.box, in: slices[label.sliceIndex]) {
                violations.append("inside label of slice \(label.sliceIndex) leaves its slice")
            }
        }
        return violations
    }

    private func leaderViolations() -> [String] {
        var violations: [String] = []
        let texts = namedTexts
        let swatches = (legend?.entries ?? []).map { ("legend swatch \($0.index)", $0.swatch) }
        var drawn: [(index: Int, segment: LineSegment)] = []
        for label in labels {
            guard let leader = label.leader else { continue }
            let index = label.sliceIndex
            if Self.distance(from: center, to: label.text.box) < radius {
                violations.append("outside label of slice \(index) overlaps the pie")
            }
            if let end = leader.last {
                let box = label.text.box
                let gapX = max(box.minX - end.x, end.x - box.maxX, 0)
                if gapX > 8 || end.y < box.minY - 0.5 || end.y > box.maxY + 0.5 {
                    violations.append("leader line of slice \(index) ends at \(end), away from its label \(box)")
                }
            }
            if let start = leader.first {
                if abs(start.distance(to: center) - radius) > 0.5 {
                    violations.append("leader line of slice \(index) does not start on the rim")
                } else if slices.indices.contains(index),
                    !slices[index].contains(angle: atan2(start.y - center.y, start.x - center.x))
                {
                    violations.append("leader line of slice \(index) starts on the rim of another slice")
                }
            }
            if leader.count >= 2 {
                let (rim, elbow) = (leader[0], leader[1])
                let outward =
                    LineSegment.cross(center, rim, elbow)
                    / max(rim.distance(to: center) * rim.distance(to: elbow), 1e-9)
                if leader.count != 3 || abs(outward) > 1e-6 || elbow.distance(to: center) < rim.distance(to: center) {
                    violations.append("leader line of slice \(index) is not a radial piece and one piece to its label")
                }
            }
            let segments = label.leaderSegments
            if segments.contains(where: { $0.distance(to: center) < radius - 0.5 }) {
                violations.append("leader line of slice \(index) crosses the pie")
            }
            for (name, box) in texts + swatches
            where name != "label of slice \(index)" && segments.contains(where: { $0.crosses(box) }) {
                violations.append("leader line of slice \(index) crosses the \(name)")
            }
            var crossed = Set<Int>()
            for other in drawn
            where other.index != index && !crossed.contains(other.index)
                && segments.contains(where: { $0.intersects(other.segment) })
            {
                crossed.insert(other.index)
                violations.append("leader lines of slices \(other.index) and \(index) cross")
            }
            drawn += label.leaderSegments.map { (index, $0) }
        }
        // A hair under the separations: moving the labels with their pie may round by a few ulps.
        if let (first, second, distance) = LeaderSpacing(labels: labels, center: center).closest(
            below: leaderSeparation - 1e-6, near: LeaderSpacing.nearSeparation - 1e-6)
        {
            violations.append("leader lines of slices \(first) and \(second) come within \(distance) pt")
        }
        violations += Self.columnOrderViolations(of: labels, center: center)
        return violations
    }

    /// Down each column of outside `labels` round a pie centred at `center` (the labels whose
    /// leaders end on its side, by their tops), the slices come in their order round the pie.
    static func columnOrderViolations(of labels: [SliceLabel], center: Point) -> [String] {
        var violations: [String] = []
        for side in [1.0, -1.0] {
            // Each outside label of this side with where its leader starts, at the slice.
            let column = labels.compactMap { label -> (sliceIndex: Int, top: Double, start: Point)? in
                guard let leader = label.leader, let start = leader.first, let end = leader.last,
                    (end.x - center.x) * side > 0
                else { return nil }
                return (label.sliceIndex, label.text.box.minY, start)
            }.sorted { $0.top < $1.top }
            let order = column.map { label in
                LabelPlacer.columnOrder(of: atan2(label.start.y - center.y, label.start.x - center.x), side: side)
            }
            for (i, (above, below)) in zip(order, order.dropFirst()).enumerated() where above > below + 1e-9 {
                violations.append(
                    "outside labels of slices \(column[i].sliceIndex) and \(column[i + 1].sliceIndex) are out of order")
            }
        }
        return violations
    }

    private func namingViolations() -> [String] {
        var violations: [String] = []
        var seen = Set<Int>()
        for label in labels {
            if !seen.insert(label.sliceIndex).inserted { violations.append("slice \(label.sliceIndex) has two labels") }
            if !slices.indices.contains(label.sliceIndex) {
                violations.append("a label names missing slice \(label.sliceIndex)")
            }
        }
        // Big slices first, whole (issue 37): no name cut short while a smaller slice's is drawn whole.
        for (cut, whole) in LabelForm.cutsBesideLongerWholes(in: labels, of: slices) {
            violations.append(
                "slice \(cut.sliceIndex) is named shortened while the smaller slice \(whole.sliceIndex) "
                    + "is named whole"
            )
        }
        for index in unnamedSlices {
            if let label = labels.first(where: { $0.sliceIndex == index }) {
                violations.append("slice \(index) has a \(label.form.rawValue) label and no legend entry")
            } else {
                violations.append("slice \(index) has neither a label nor a legend entry")
            }
        }
        return violations
    }
}
