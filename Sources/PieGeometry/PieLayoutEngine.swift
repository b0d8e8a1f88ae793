import Foundation

/// Places the title, the pie, its labels, the legend and the footnote on a canvas.
///
/// The seed geometry (shared/domain.md) is the starting point: slices run from
/// `startAngle`; each label is centred, on both axes, at its slice's mid-angle and
/// 2/3 of the radius (mid-ring for a donut). From there:
/// 1. A label stays inside only if its whole box fits in its slice with padding; other
///    radii along the mid-angle are tried before giving up.
/// 2. The rest go outside, in a left and a right column, with leader lines. Labels too
///    wide for the room beside the pie are left out; a smaller pie (down to a floor)
///    is chosen when the labels it makes room for are worth more than its lost size.
/// 3. Each column is spread so no two labels overlap; what cannot fit even then is
///    left to the legend, smallest slice first, and the legend appears if it was off.
/// A pie of one slice has its label in the centre: a full disc has no mid-angle.
public struct PieLayoutEngine: Sendable {
    public var metrics: PieLayoutMetrics

    public init(metrics: PieLayoutMetrics = PieLayoutMetrics()) {
        self.metrics = metrics
    }

    public func layout(_ request: PieLayoutRequest, measuring measurer: some TextMeasuring) -> PieLayout {
        let canvas = request.canvas
        let contentWidth = canvas.width - 2 * metrics.padding
        var top = metrics.padding
        var bottom = canvas.height - metrics.padding

        var title: PlacedText?
        if let text = request.title, !text.isEmpty {
            let size = measurer.measure(text, role: .title, maxWidth: contentWidth)
            let box = Rect(x: (canvas.width - size.width) / 2, y: top, width: size.width, height: size.height)
            title = PlacedText(text: text, role: .title, box: box, wrapWidth: contentWidth)
            top = box.maxY + metrics.sectionGap
        }
        var footnote: PlacedText?
        if let text = request.footnote, !text.isEmpty {
            let size = measurer.measure(text, role: .footnote, maxWidth: contentWidth)
            let box = Rect(x: (canvas.width - size.width) / 2, y: bottom - size.height, width: size.width, height: size.height)
            footnote = PlacedText(text: text, role: .footnote, box: box, wrapWidth: contentWidth)
            bottom = box.minY - metrics.sectionGap
        }
        let region = Rect(x: metrics.padding, y: top, width: contentWidth, height: max(bottom - top, 1))
        let slices = Slice.slices(for: request.values, startAngle: request.startAngle, clockwise: request.clockwise)
        let labelSizes = request.labels.map { measurer.measure($0, role: .sliceLabel) }
        // Beside the pie a label reads on one line, which also halves the height a crowded column needs.
        let outsideTexts = request.labels.map { $0.replacingOccurrences(of: "\n", with: " ") }
        let outsideSizes = outsideTexts.map { measurer.measure($0, role: .sliceLabel) }

        let legendWanted = !request.legend.isEmpty && request.legendPosition != .none
        var plot = placePlot(request, slices: slices, labelSizes: labelSizes, outsideTexts: outsideTexts,
                             outsideSizes: outsideSizes, region: region,
                             showLegend: legendWanted, measurer: measurer)
        if !legendWanted, !request.legend.isEmpty, plot.labels.count < slices.count {
            // A label found no place: show the legend after all, so that juice does not vanish.
            plot = placePlot(request, slices: slices, labelSizes: labelSizes, outsideTexts: outsideTexts,
                             outsideSizes: outsideSizes, region: region,
                             showLegend: true, measurer: measurer)
        }
        let layout = PieLayout(canvas: canvas, title: title, center: plot.center, radius: plot.radius,
                               innerRadius: plot.innerRadius, slices: slices, labels: plot.labels, legend: plot.legend,
                               footnote: footnote, centerText: plot.centerText)
        assert(layout.invariantViolations().isEmpty, layout.invariantViolations().joined(separator: "; "))
        return layout
    }

    /// The pie, its labels and the legend within `region`.
    private struct Plot {
        var center: Point
        var radius: Double
        var innerRadius: Double
        var labels: [SliceLabel]
        var legend: LegendLayout?
        var centerText: PlacedText?
    }

    private func placePlot(_ request: PieLayoutRequest, slices: [Slice], labelSizes: [Size], outsideTexts: [String],
                           outsideSizes: [Size], region: Rect,
                           showLegend: Bool, measurer: some TextMeasuring) -> Plot {
        var area = region
        var legend: LegendLayout?
        if showLegend {
            let builder = LegendBuilder(measurer: measurer)
            let gap = metrics.sectionGap
            switch request.legendPosition {
            case .right, .bottom:
                // Where asked; the other side only when the legend cannot fit there at all.
                let other: LegendPosition = request.legendPosition == .right ? .bottom : .right
                legend = builder.layout(request.legend, positions: [request.legendPosition], in: region, gap: gap)
                    ?? builder.layout(request.legend, positions: [other], in: region, gap: gap)
            default:
                let wide = region.size.width >= region.size.height * 1.15
                legend = builder.layout(request.legend, positions: wide ? [.right, .bottom] : [.bottom, .right], in: region, gap: gap)
            }
            if let legend {
                area = LegendBuilder.remainingArea(of: region, besides: legend, gap: metrics.sectionGap)
            }
        }
        let largest = max(min(area.size.width, area.size.height) / 2 - metrics.outlineMargin, 1)
        let smallest = largest * metrics.minimumRadiusFraction
        // Try radii from the largest down to the floor: a smaller pie leaves room for more
        // outside labels, but each label gained must be worth the lost size.
        var radius = largest
        var center = area.center
        var labels: [SliceLabel] = []
        var bestScore = -Double.infinity
        for step in 0...8 {
            let candidate = largest - (largest - smallest) * Double(step) / 8
            let (placed, placedCenter) = placeLabels(request, slices: slices, labelSizes: labelSizes, outsideTexts: outsideTexts,
                                                     outsideSizes: outsideSizes, area: area, radius: candidate)
            let score = Double(placed.count) + metrics.radiusWorthInLabels * candidate / largest
            if score > bestScore + 1e-9 {
                (radius, center, labels, bestScore) = (candidate, placedCenter, placed, score)
            }
            if placed.count == slices.count { break }
        }
        let innerRadius = radius * request.innerRadiusRatio
        var centerText: PlacedText?
        if let text = request.centerText, !text.isEmpty {
            let hole = innerRadius > 0 ? innerRadius : (slices.isEmpty ? radius : 0)
            let size = measurer.measure(text, role: .center, maxWidth: max(hole * 1.6, 1))
            let box = Rect(center: center, size: size)
            if hole > 0, box.corners.allSatisfy({ $0.distance(to: center) <= hole - 2 }) {
                centerText = PlacedText(text: text, role: .center, box: box, wrapWidth: hole * 1.6)
            }
        }
        return Plot(center: center, radius: radius, innerRadius: innerRadius, labels: labels, legend: legend,
                    centerText: centerText)
    }

    /// Labels for a pie of `radius` in `area`, and the pie's centre: centred, or moved
    /// sideways so that outside label columns on one side have room.
    private func placeLabels(_ request: PieLayoutRequest, slices: [Slice], labelSizes: [Size], outsideTexts: [String],
                             outsideSizes: [Size], area: Rect, radius: Double) -> ([SliceLabel], Point) {
        // Whether a label fits inside does not depend on where the pie stands, so test at the
        // area's centre and move the inside labels with the pie afterwards.
        let provisional = area.center
        let innerRadius = radius * request.innerRadiusRatio
        let fit = InsideLabelFit(center: provisional, radius: radius, innerRadius: innerRadius, padding: metrics.insideLabelPadding)
        let seedRadius = innerRadius > 0 ? (radius + innerRadius) / 2 : radius * metrics.labelRadiusFraction
        var insideAnchors: [Int: Point] = [:]
        var outside: [Int] = []
        for (index, slice) in slices.enumerated() {
            if let anchor = fit.anchor(for: labelSizes[index], in: slice, seedRadius: seedRadius) {
                insideAnchors[index] = anchor
            } else {
                outside.append(index)
            }
        }

        let elbowRadius = radius + metrics.leaderRadialLength
        let reach = metrics.leaderRadialLength + metrics.leaderHorizontalLength + metrics.leaderTextGap
        let stack = OutsideLabelStack(top: area.minY, bottom: area.maxY, gap: metrics.outsideLabelGap)
        let isRight = { (index: Int) in cos(slices[index].midAngle) >= 0 }
        var candidates = outside
        var tops: [Int: Double] = [:]
        var widths: (left: Double, right: Double) = (0, 0)
        while true {
            tops = [:]
            for rightSide in [true, false] {
                let side = candidates.filter { isRight($0) == rightSide }
                let placed = stack.place(side.map { index in
                    OutsideLabelStack.Item(sliceIndex: index, value: request.values[index],
                                           desiredCenterY: provisional.y + elbowRadius * sin(slices[index].midAngle),
                                           height: outsideSizes[index].height)
                })
                tops.merge(placed) { first, _ in first }
            }
            let kept = candidates.filter { tops[$0] != nil }
            widths.left = kept.filter { !isRight($0) }.map { outsideSizes[$0].width }.max() ?? 0
            widths.right = kept.filter(isRight).map { outsideSizes[$0].width }.max() ?? 0
            let needed = 2 * radius + (widths.left > 0 ? reach + widths.left : 0) + (widths.right > 0 ? reach + widths.right : 0)
            guard needed > area.size.width, let widest = kept.max(by: { outsideSizes[$0].width < outsideSizes[$1].width }) else {
                candidates = kept
                break
            }
            // Too wide for the room beside the pie: leave the widest label to the legend.
            candidates = kept.filter { $0 != widest }
        }
        let leftExtent = radius + (widths.left > 0 ? reach + widths.left : 0)
        let rightExtent = radius + (widths.right > 0 ? reach + widths.right : 0)
        let center = Point(x: area.minX + leftExtent + (area.size.width - leftExtent - rightExtent) / 2, y: provisional.y)
        let shift = center.x - provisional.x

        var labels: [SliceLabel] = insideAnchors.map { index, anchor in
            let box = Rect(center: Point(x: anchor.x + shift, y: anchor.y), size: labelSizes[index])
            return SliceLabel(sliceIndex: index, text: PlacedText(text: request.labels[index], role: .sliceLabel, box: box),
                              placement: .inside)
        }
        for index in candidates {
            guard let y = tops[index] else { continue }
            let rightSide = isRight(index)
            let size = outsideSizes[index]
            let columnEdge = rightSide ? center.x + radius + reach : center.x - radius - reach
            let box = Rect(x: rightSide ? columnEdge : columnEdge - size.width, y: y, width: size.width, height: size.height)
            let mid = slices[index].midAngle
            let end = Point(x: rightSide ? box.minX - metrics.leaderTextGap : box.maxX + metrics.leaderTextGap, y: box.center.y)
            let rim = center.moved(by: radius, toward: mid)
            // The elbow sits at the label's height, so the last stretch is level, on a ring just
            // outside the pie, so neighbouring lines keep their order; but never nearer the pie's
            // axis than the plain radial elbow, so a label pushed far from its slice is reached
            // around the pie, not across it.
            let rise = end.y - center.y
            let direction: Double = rightSide ? 1 : -1
            let ringX = abs(rise) < elbowRadius ? center.x + direction * (elbowRadius * elbowRadius - rise * rise).squareRoot() : rim.x
            let radialX = center.moved(by: elbowRadius, toward: mid).x
            let elbow = Point(x: rightSide ? max(ringX, radialX) : min(ringX, radialX), y: end.y)
            let text = PlacedText(text: outsideTexts[index], role: .sliceLabel, box: box, alignment: rightSide ? .left : .right)
            labels.append(SliceLabel(sliceIndex: index, text: text, placement: .outside(leader: [rim, elbow, end])))
        }
        labels.sort { $0.sliceIndex < $1.sliceIndex }
        return (labels, center)
    }
}
