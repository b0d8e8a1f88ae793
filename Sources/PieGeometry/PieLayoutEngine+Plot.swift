import Foundation

extension PieLayoutEngine {
    /// The pie, its labels and (when `showLegend`) the legend within `region`, in four steps: the
    /// legend where asked and the area it leaves; the pie's size and place for its labels
    /// (`PieRadiusSearch`); the group centred; the text in the middle.
    ///
    /// - Parameters:
    ///   - legendAt: puts the legend there, whatever the request asks.
    ///   - legendSlices: the slices the legend lists, in order; nil lists every slice.
    ///   - shrinking: lets the pie shrink for its labels to a disc a third of the canvas's short
    ///     side across, not only to `metrics.radiusFloorOfShortSide` of it.
    func placePlot(
        _ request: PieLayoutRequest, slices: [Slice], texts: LabelTexts, region: Rect,
        showLegend: Bool, measurer: some TextMeasuring, legendAt: LegendPosition? = nil,
        legendSlices: [Int]? = nil, shrinking: Bool = false
    ) -> Plot {
        let side =
            showLegend
            ? placeLegend(request, region: region, measurer: measurer, at: legendAt, listing: legendSlices)
            : LegendSide(legend: nil, area: region, capacity: nil)
        let pie = PieRadiusSearch(
            request, slices: slices, texts: texts, measurer: measurer, metrics: metrics,
            placements: placements, area: side.area, shrinking: shrinking
        ).run()
        let (center, labels, legend) = centred(pie, legend: side.legend, area: side.area, region: region)
        let innerRadius = pie.radius * request.innerRadiusRatio
        let centerText = placeCenterText(
            request.centerText, center: center, radius: pie.radius,
            innerRadius: innerRadius, empty: slices.isEmpty, measurer: measurer)
        let regionRadius = max(min(region.size.width, region.size.height) / 2 - metrics.outlineMargin, 1)
        return Plot(
            center: center, radius: pie.radius, innerRadius: innerRadius, labels: labels, legend: legend,
            centerText: centerText, legendCapacity: side.capacity,
            score: LabelPolicy.score(
                labels, of: slices, texts: texts, radius: pie.radius, largest: regionRadius,
                radiusWorth: metrics.radiusWorthInLabels))
    }

    /// The legend placed in a region, and the area it leaves the pie.
    struct LegendSide {
        var legend: LegendLayout?
        var area: Rect
        /// How many legend rows would fit, when the whole legend did not.
        var capacity: Int?
    }

    /// The legend at `position` (else where the request asks; the other side only when it cannot
    /// fit there at all), listing `listed` slices (nil: every one). A legend that leaves no room
    /// for the smallest pie does not fit: then only how many rows would is told.
    private func placeLegend(
        _ request: PieLayoutRequest, region: Rect, measurer: some TextMeasuring,
        at position: LegendPosition?, listing listedSlices: [Int]?
    ) -> LegendSide {
        let listed = listedSlices ?? Array(request.legend.indices)
        let entries = listed.map { request.legend[$0] }
        var builder = LegendBuilder(
            measurer: measurer, leaving: 2 * (Self.smallestRadius(for: request.canvas) + metrics.outlineMargin),
            minimumScale: request.legendMinimumFontScale)
        builder.mayCutNames = request.legendMayCutNames
        builder.shortest = request.legendShortest
        builder.namesToTellApart = request.legend.map(\.name)
        let gap = metrics.sectionGap
        var legend: LegendLayout?
        switch position ?? request.legendPosition {
        case .right where request.legendWidthShare != nil:
            // Beside the pie in the width asked, its names cut; none when it does not fit so.
            legend = builder.besideCut(entries, widthShare: request.legendWidthShare ?? 1, in: region, gap: gap)
            guard legend != nil else { return LegendSide(legend: nil, area: region, capacity: nil) }
        case .right, .bottom:
            let asked = position ?? request.legendPosition
            let other: LegendPosition = asked == .right ? .bottom : .right
            var below = builder
            below.mayCutNames = builder.mayCutNames || (asked == .bottom && request.legendPosition == .bottom)
            legend =
                below.layout(entries, positions: [asked], in: region, gap: gap)
                ?? builder.layout(entries, positions: [other], in: region, gap: gap)
        default:
            let wide = region.size.width >= region.size.height * 1.15
            let positions: [LegendPosition] = wide ? [.right, .bottom] : [.bottom, .right]
            legend = builder.layout(entries, positions: positions, in: region, gap: gap)
        }
        if let placed = legend, listedSlices != nil {
            // The builder numbers its rows from 0: give each row its slice back.
            legend = LegendLayout(
                position: placed.position, frame: placed.frame,
                entries: placed.entries.map {
                    LegendLayout.Entry(
                        index: listed[$0.index], swatch: $0.swatch, name: $0.name, value: $0.value,
                        share: $0.share)
                })
        }
        guard let legend else {
            return LegendSide(
                legend: nil, area: region,
                capacity: builder.capacity(entries, positions: [.right, .bottom], in: region, gap: gap))
        }
        let area = LegendBuilder.remainingArea(of: region, besides: legend, gap: gap)
        return LegendSide(legend: legend, area: area, capacity: nil)
    }

    /// The pie with its label columns centred in `area`, moved to keep its leader lines in it where
    /// there is room, then that group and the legend in `region`.
    private func centred(_ pie: PieRadiusSearch.Found, legend: LegendLayout?, area: Rect, region: Rect)
        -> (center: Point, labels: [SliceLabel], legend: LegendLayout?)
    {
        let center = Point(x: pie.centerX, y: area.center.y)
        let group = Self.union(
            [Rect(center: center, size: Size(width: 2 * pie.radius, height: 2 * pie.radius))]
                + pie.labels.filter { $0.leader != nil }.map(\.text.box))
        var shift = Point(x: area.center.x - group.center.x, y: area.center.y - group.center.y)
        let ys = pie.labels.flatMap { $0.leader ?? [] }.map(\.y)
        if let top = ys.min(), let bottom = ys.max() {
            // Leader lines stay in the area too where the pie and labels leave room (seed 1616: an
            // elbow above the pie crossed the title once labels below it moved the group up).
            if top + shift.y < area.minY {
                shift.y += min(area.minY - top - shift.y, max(0, area.maxY - group.maxY - shift.y))
            } else if bottom + shift.y > area.maxY {
                shift.y -= min(bottom + shift.y - area.maxY, max(0, group.minY + shift.y - area.minY))
            }
        }
        var movedLegend = legend
        if var placedLegend = legend {
            let moved = Rect(
                x: group.minX + shift.x, y: group.minY + shift.y, width: group.size.width,
                height: group.size.height)
            // The legend stands beside the pie and its labels, not at the far edge of a wide
            // canvas with empty space between them; then the two are centred together.
            let gap = 2 * metrics.sectionGap
            let pull =
                placedLegend.position == .bottom
                ? Point(x: 0, y: min(0, moved.maxY + gap - placedLegend.frame.minY))
                : Point(x: min(0, moved.maxX + gap - placedLegend.frame.minX), y: 0)
            placedLegend = placedLegend.moved(by: pull)
            let whole = Self.union([moved, placedLegend.frame])
            let extra =
                placedLegend.position == .bottom
                ? Point(x: 0, y: region.center.y - whole.center.y)
                : Point(x: region.center.x - whole.center.x, y: 0)
            movedLegend = placedLegend.moved(by: extra)
            shift = Point(x: shift.x + extra.x, y: shift.y + extra.y)
        }
        let labels = pie.labels.map { $0.moved(by: shift) }
        return (Point(x: center.x + shift.x, y: center.y + shift.y), labels, movedLegend)
    }

    /// `text` in the hole of a donut, or in the ring of an empty chart, when it fits inside with 2 points to spare.
    private func placeCenterText(
        _ text: String?, center: Point, radius: Double, innerRadius: Double, empty: Bool,
        measurer: some TextMeasuring
    ) -> PlacedText? {
        guard let text, !text.isEmpty else { return nil }
        let hole = innerRadius > 0 ? innerRadius : (empty ? radius : 0)
        let size = measurer.measure(text, role: .center, maxWidth: max(hole * 1.6, 1))
        let box = Rect(center: center, size: size)
        guard hole > 0, box.corners.allSatisfy({ $0.distance(to: center) <= hole - 2 }) else { return nil }
        return PlacedText(text: text, role: .center, box: box, wrapWidth: hole * 1.6)
    }
}
