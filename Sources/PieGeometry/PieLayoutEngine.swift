import Foundation

/// Places the title, the pie, its labels, the legend and the footnote on a canvas.
///
/// The seed geometry (docs/domain.md) is the starting point: slices run from
/// `startAngle`; each label is centred, on both axes, at its slice's mid-angle and
/// 2/3 of the radius (mid-ring for a donut). From there:
/// 1. Labels are placed largest slice first (`LabelPlacer`), each in the most telling form that
///    has room: whole inside, whole outside on one or two lines in a column on either side with a
///    leader line, else the name shortened so it reads unlike every other label (and once one is,
///    no smaller slice's name is whole); a slice with no room is skipped, and smaller ones still
///    take the room their columns have.
/// 2. Pies from the largest radius down to a floor (never under `smallestRadius`) are tried; a
///    smaller one wins only when the labels it makes room for are worth more than its lost size
///    (`PieRadiusSearch`).
/// 3. The pie with its labels, and the legend beside it, are centred on the canvas; on a wide
///    canvas they spread over its width (`spreadOverWideCanvas`).
/// 4. A slice not named by its label is in the legend, which appears even when it was off,
///    except under `LegendPosition.none`, where `layoutFolding` folds such slices into one. When
///    the legend cannot hold them all, or labels leading with names would leave over a third of
///    the slices to it, `layoutFolding` folds the smallest into one. Under `LegendPosition.automatic`
///    the legend lists only the slices the labels leave unnamed (`namingPlot`), and is left out
///    when every label names its slice whole.
/// On a small or low canvas the title and the footnote are cut short, then dropped, before the
/// pie would fall below `smallestRadius`; a legend must leave the pie that much room.
public struct PieLayoutEngine: Sendable {
    public var metrics: PieLayoutMetrics
    /// The label placements of the layout being made (`unverifiedLayout` starts each layout with its own).
    var placements = LabelPlacementMemo()

    public init(metrics: PieLayoutMetrics = PieLayoutMetrics()) {
        self.metrics = metrics
    }

    /// The smallest pie radius, in points, worth drawing: below it the title and footnote give way.
    static let smallestRadius = 24.0

    /// The smallest pie radius, in points, on `canvas`: `smallestRadius`, and on a canvas under
    /// 400 × 300 a disc a third of its short side across (issue 37: a 320 × 240 thumbnail drew a
    /// pie of 24 pt between two label columns). The title and footnote give way, and a legend
    /// leaves room, for a pie of this size.
    static func smallestRadius(for canvas: Size) -> Double {
        guard canvas.width * canvas.height < PieLayoutMetrics.fullSpacingArea else { return smallestRadius }
        return max(smallestRadius, min(canvas.width, canvas.height) / 6)
    }

    public func layout(_ request: PieLayoutRequest, measuring measurer: some TextMeasuring) -> PieLayout {
        let layout = unverifiedLayout(request, measuring: measurer)
        assert(layout.invariantViolations().isEmpty, layout.invariantViolations().joined(separator: "; "))
        return layout
    }

    /// The layout before its invariants are asserted, for tests that count broken promises.
    ///
    /// - Parameter legendWhenUnnamed: whether a legend appears, even under `LegendPosition.none`,
    ///   for slices their labels do not name; `layoutFolding` first folds them into Other instead.
    func unverifiedLayout(
        _ request: PieLayoutRequest, measuring measurer: some TextMeasuring,
        legendWhenUnnamed: Bool = true
    ) -> PieLayout {
        PieLayoutEngine(metrics: metrics.scaled(for: request.canvas))
            .layoutWithMetrics(
                request, measuring: MeasurementCache.around(measurer), legendWhenUnnamed: legendWhenUnnamed)
    }

    /// The layout with `metrics` as they are, already scaled to the canvas.
    ///
    /// When the pie would fall below `smallestRadius`, or the legend could not hold even two rows,
    /// the footnote gives way, then the title.
    private func layoutWithMetrics(
        _ request: PieLayoutRequest, measuring measurer: some TextMeasuring,
        legendWhenUnnamed: Bool
    ) -> PieLayout {
        let slices = Slice.slices(for: request.values, startAngle: request.startAngle, clockwise: request.clockwise)
        let legendPossible = request.legendPosition != .none || legendWhenUnnamed
        let texts = LabelTexts(request, measurer: measurer, legendPossible: legendPossible)
        var layout: PieLayout?
        for dropping in [Dropped.nothing, .footnote, .footnoteAndTitle] {
            let (title, footnote, region) = placeTitleAndFootnote(request, measuring: measurer, dropping: dropping)
            if dropping != .nothing, title?.text == layout?.title?.text, footnote?.text == layout?.footnote?.text {
                continue
            }
            func laidOut(_ plot: Plot) -> PieLayout {
                PieLayout(
                    canvas: request.canvas, title: title, center: plot.center, radius: plot.radius,
                    innerRadius: plot.innerRadius, slices: slices, labels: plot.labels, legend: plot.legend,
                    footnote: footnote, centerText: plot.centerText, insideLabelPadding: metrics.insideLabelPadding,
                    leaderSeparation: metrics.leaderSeparation)
            }
            let placed = placePlot(
                request, slices: slices, texts: texts, region: region, measurer: measurer,
                legendWhenUnnamed: legendPossible)
            let plot = spreadOverWideCanvas(placed, slices: slices, region: region, canvas: request.canvas) {
                laidOut($0).invariantViolations().isEmpty
            }
            var candidate = laidOut(plot)
            candidate.legendCapacity = plot.legendCapacity
            layout = candidate
            // Also when not even two legend rows fit: folding cannot go below one juice and Other.
            let legendStarved = plot.legendCapacity.map { $0 < min(2, request.legend.count) } ?? false
            if slices.isEmpty || plot.radius >= Self.smallestRadius(for: request.canvas) - 1e-9 && !legendStarved {
                break
            }
        }
        guard let layout else { preconditionFailure("the first pass drops nothing and always makes a layout") }
        return layout
    }

    /// The title at the top, the footnote at the bottom, and the region left between them.
    ///
    /// Each may take a fifth of the canvas height (cut short with an ellipsis beyond that); when
    /// the region left could not hold a pie of `smallestRadius`, or when `dropping` says so, the
    /// footnote goes, then the title.
    private func placeTitleAndFootnote(
        _ request: PieLayoutRequest, measuring measurer: some TextMeasuring, dropping: Dropped
    )
        -> (title: PlacedText?, footnote: PlacedText?, region: Rect)
    {
        let canvas = request.canvas
        let contentWidth = canvas.width - 2 * metrics.padding
        let maximumHeight = canvas.height / 5
        func fitted(_ text: String?, role: TextRole) -> (String, Size)? {
            guard let text, !text.isEmpty else { return nil }
            let size = measurer.measure(text, role: role, maxWidth: contentWidth)
            if size.height <= maximumHeight && size.width <= contentWidth { return (text, size) }
            let shortening = TextShortening(measurer: measurer, role: role)
            guard let short = shortening.shortened(text, wrappedTo: contentWidth, height: maximumHeight) else {
                return nil
            }
            return (short, measurer.measure(short, role: role, maxWidth: contentWidth))
        }
        var title = dropping == .footnoteAndTitle ? nil : fitted(request.title, role: .title)
        var footnote = dropping == .nothing ? fitted(request.footnote, role: .footnote) : nil
        let needed = 2 * (Self.smallestRadius(for: canvas) + metrics.outlineMargin)
        func region() -> Rect {
            let top = metrics.padding + (title.map { $0.1.height + metrics.sectionGap } ?? 0)
            let bottom = canvas.height - metrics.padding - (footnote.map { $0.1.height + metrics.sectionGap } ?? 0)
            return Rect(x: metrics.padding, y: top, width: contentWidth, height: max(bottom - top, 1))
        }
        if region().size.height < needed { footnote = nil }
        if region().size.height < needed { title = nil }
        let area = region()
        let placedTitle = title.map { text, size in
            PlacedText(
                text: text, role: .title,
                box: Rect(
                    x: (canvas.width - size.width) / 2, y: metrics.padding,
                    width: size.width, height: size.height), wrapWidth: contentWidth)
        }
        let placedFootnote = footnote.map { text, size in
            PlacedText(
                text: text, role: .footnote,
                box: Rect(
                    x: (canvas.width - size.width) / 2, y: canvas.height - metrics.padding - size.height,
                    width: size.width, height: size.height), wrapWidth: contentWidth)
        }
        return (placedTitle, placedFootnote, area)
    }

    /// What the title and footnote give up for the pie.
    private enum Dropped {
        case nothing, footnote, footnoteAndTitle
    }

    /// The pie, its labels and the legend in `region`: the legend where asked, or appearing when a
    /// slice is not named by its label; with `--legend auto` (or none), also on the other side
    /// when that names more slices or leaves a larger pie.
    private func placePlot(
        _ request: PieLayoutRequest, slices: [Slice], texts: LabelTexts, region: Rect,
        measurer: some TextMeasuring, legendWhenUnnamed: Bool
    ) -> Plot {
        let legendWanted = !request.legend.isEmpty && request.legendPosition != .none
        var naming: Plot?
        if legendWanted, request.legendPosition == .automatic {
            // A legend that only repeats what every label says takes room the pie and names need.
            let bare = placePlot(
                request, slices: slices, texts: texts, region: region, showLegend: false, measurer: measurer)
            if bare.labels.filter(\.form.namesSlice).count == slices.count { return bare }
            // Else the slices the labels name may keep their names on the pie, with the legend listing
            // only the rest; not when the labels leave over a third bare: those fold (`layoutFolding`),
            // unless the chart is to name more than folding leaves (`legendMayCutNames`).
            if !texts.leadWithName
                || !LabelPolicy.leavesTooManyToTheLegend(slices.count - bare.labels.count, of: slices.count)
                || request.legendMayCutNames
            {
                naming = namingPlot(
                    request, slices: slices, texts: texts, region: region, measurer: measurer, bare: bare)
            }
        }
        // A catalogue named in cut names lists each product once: the labels' names, the legend the rest
        // (a whole legend would list the labelled ones again, in the rows the others need).
        if request.legendMayCutNames, let naming { return naming }
        var plot = placePlot(
            request, slices: slices, texts: texts, region: region, showLegend: legendWanted, measurer: measurer)
        if !legendWanted, legendWhenUnnamed, !request.legend.isEmpty,
            plot.labels.count < slices.count || plot.labels.contains(where: { !$0.form.namesSlice })
        {
            // A slice is not named by its label: show the legend after all, so that juice does not vanish.
            plot = placePlot(
                request, slices: slices, texts: texts, region: region, showLegend: true, measurer: measurer)
        }
        if request.legendPosition == .bottom, let legend = plot.legend, legend.position == .bottom,
            legend.entries.contains(where: { $0.name.text != request.legend[$0.index].name })
        {
            // A legend asked below keeps there by cutting its names into columns (seed 1605: beside
            // the pie its whole names left the labels one side of a 130-pt pie). The legend of whole
            // names beside the pie, or none when that does not fit either (the labels then name what
            // they can), is kept when its labels are worth more (seed 1071: the cut legend took the
            // height from twelve names).
            let whole = placePlot(
                request, slices: slices, texts: texts, region: region, showLegend: true, measurer: measurer,
                legendAt: .right)
            if whole.score > plot.score + 1e-9 { plot = whole }
        }
        if request.legendPosition == .automatic || request.legendPosition == .none, let placed = plot.legend?.position {
            // The legend on the other side may leave the label columns the room they lack, or the pie more room.
            let other = placePlot(
                request, slices: slices, texts: texts, region: region, showLegend: true, measurer: measurer,
                legendAt: placed == .right ? .bottom : .right)
            if other.legend != nil, other.score > plot.score + 1e-9 { plot = other }
        }
        // Names for the biggest slices, not at the cost of a noticeable slice's share.
        if let naming, naming.score > plot.score + 1e-9,
            LabelPolicy.bareNoticeableSlices(naming.labels, of: slices)
                <= LabelPolicy.bareNoticeableSlices(plot.labels, of: slices)
        {
            return naming
        }
        return plot
    }

    /// The pie, its labels and the legend within `region`.
    struct Plot {
        var center: Point
        var radius: Double
        var innerRadius: Double
        var labels: [SliceLabel]
        var legend: LegendLayout?
        var centerText: PlacedText?
        /// How many legend rows would fit, when the whole legend did not.
        var legendCapacity: Int?
        /// What the labels are worth, with the pie's size against the largest pie the region could hold.
        var score: Double
    }

    static func union(_ boxes: [Rect]) -> Rect { PieLayout.union(boxes) }
}
