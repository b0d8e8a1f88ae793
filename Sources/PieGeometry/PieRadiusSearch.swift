import Foundation

/// Picks the pie's size and place in an area for its labels: from the largest pie down to a
/// floor, a smaller pie leaves more room for outside labels, but each label gained must be worth
/// the lost size (`LabelPolicy.worth`, `PieLayoutMetrics.radiusWorthInLabels`).
///
/// Laying out is not free (a crowded chart tried fifteen placements per plot), so the sizes
/// between the largest and the floor are tried only when the floor names better, largest first,
/// then the best of them is narrowed towards the next larger (the pie keeps its largest radius
/// unless a smaller one names more), and the pie stands aside for a crowded label column only at
/// the best size and the next smaller.
struct PieRadiusSearch {
    let request: PieLayoutRequest
    let slices: [Slice]
    let texts: LabelTexts
    let measurer: any TextMeasuring
    let metrics: PieLayoutMetrics
    /// The placements this layout has made already.
    let placements: LabelPlacementMemo
    /// Where the pie and its label columns go.
    let area: Rect
    /// The largest radius the area holds, and the smallest tried, in points.
    let largest: Double
    private(set) var smallest: Double
    /// The smallest tried when a slice of 3 % or more is left bare or cut short at `smallest`.
    private(set) var deepest: Double
    /// Whether each pie tried has labels of the slices of 3 % or more it leaves bare stand above or
    /// below it (`LabelPlacer.addingStanding`): in the search for a pie of ECharts' size only, which
    /// is taken only when it names as much as the pie found first. In the first search, a big
    /// slice's standing label at one size made the pies tried after it that named smaller slices
    /// instead read as demoting it (canvas-375x667 at 800 × 600 with --legend right kept a pie of
    /// 163 pt where one of 210 named all eleven): there labels stand only on the pie found.
    private var standsLabels = false
    /// The smallest tried when a slice of 3 % or more has no label at all at `deepest`: a quarter
    /// of the short side across, standing aside too: a legend the user placed beside a thin ring
    /// leaves neither the ring nor the columns room for a name at a third, and a legend below
    /// (seeds 79, 328, 357) may leave the bare slice's column too narrow with the pie centred.
    private(set) var lowest: Double

    /// The pie found: its radius, the x of its centre (at the area's middle height), and its labels.
    struct Found {
        var radius: Double
        var centerX: Double
        var labels: [SliceLabel]
        var score = -Double.infinity
    }

    /// How many equal steps the radius takes from the largest to the floor.
    static let steps = 4
    /// How many halvings then narrow the best step down to the largest pie naming as well.
    static let refinements = 2

    /// - Parameter shrinking: lets the pie shrink for its labels down to a disc a third of the
    ///   canvas's short side across (issue 37: a thumbnail's pie of 24 pt between two label columns
    ///   was too small to read), not only to `metrics.radiusFloorOfShortSide` of it.
    init(
        _ request: PieLayoutRequest, slices: [Slice], texts: LabelTexts, measurer: any TextMeasuring,
        metrics: PieLayoutMetrics, placements: LabelPlacementMemo, area: Rect, shrinking: Bool
    ) {
        self.request = request
        self.slices = slices
        self.texts = texts
        self.measurer = measurer
        self.metrics = metrics
        self.placements = placements
        self.area = area
        largest = max(min(area.size.width, area.size.height) / 2 - metrics.outlineMargin, 1)
        let shortSide = min(request.canvas.width, request.canvas.height)
        let floor = shrinking ? 0 : max(shortSide * metrics.radiusFloorOfShortSide, request.radiusFloor)
        smallest = min(largest, max(floor, PieLayoutEngine.smallestRadius(for: request.canvas)))
        // Not below a floor the request sets (a report's page): there labels give way to the pie.
        deepest =
            request.radiusFloor > 0
            ? smallest : min(smallest, max(shortSide / 6, PieLayoutEngine.smallestRadius(for: request.canvas)))
        lowest =
            request.radiusFloor > 0
            ? deepest : min(deepest, max(shortSide / 8, PieLayoutEngine.smallestRadius(for: request.canvas)))
    }

    /// The best pie (`search`); on a canvas of 400 × 300 or more, a pie under ECharts' default
    /// size only when no pie of that size or more names as much (issue 37: the pie keeps its largest
    /// radius unless a smaller one names more). The steps between the largest and the floor, and
    /// the pie standing aside only at the best of them, miss such a pie: seed 1 of the property test
    /// drew 189 pt centred where one of 263 pt aside named all fourteen slices as well.
    ///
    /// Each pie found has labels of slices of 3 % or more it left bare stand above or below it,
    /// where they can (`LabelPlacer.addingStanding`), before the two are weighed.
    func run() -> Found {
        let found = standing(search())
        let canvas = request.canvas
        let echarts = PieLayoutEngine.echartsRadiusOfShortSide * min(canvas.width, canvas.height)
        guard canvas.width >= 400, canvas.height >= 300, found.radius < echarts - 0.5,
            largest > found.radius + 0.5, smallest < echarts
        else { return found }
        var raised = self
        raised.smallest = min(largest, echarts)
        raised.deepest = raised.smallest
        raised.lowest = raised.smallest
        var standingInEach = raised
        standingInEach.standsLabels = true
        let worth = { (found: Found) in LabelPolicy.worth(found.labels, of: slices) }
        // The larger pie's labels as the first search places them, and with bare slices' labels
        // standing in each pie tried; the one naming the most, then the larger.
        let larger = [standing(raised.search(asideAtTheFloor: true)), standingInEach.search(asideAtTheFloor: true)]
            .filter { $0.radius > found.radius && worth($0) >= worth(found) - 1e-9 }
            .max { abs(worth($0) - worth($1)) > 1e-9 ? worth($0) < worth($1) : $0.radius < $1.radius }
        return larger ?? found
    }

    /// `found` with labels standing above or below the pie for the slices of 3 % or more it leaves
    /// bare: once a pie is found, not in each trial (`LabelPlacer.addingStanding`); its score
    /// counts them.
    private func standing(_ found: Found) -> Found {
        guard bare(found.labels) else { return found }
        var standing = found
        standing.labels = placer(radius: found.radius, at: found.centerX).addingStanding(to: found.labels)
        standing.score = score(standing.labels, radius: found.radius)
        return standing
    }

    /// The best pie: centred at the largest size, then the floor and the sizes between; then aside.
    ///
    /// - Parameter asideAtTheFloor: also tries the pie aside at the floor when it names no better
    ///   centred, before giving the sizes between up.
    private func search(asideAtTheFloor: Bool = false) -> Found {
        var found = Found(radius: largest, centerX: area.center.x, labels: [])
        var bestStep = 0
        _ = consider(size(0), at: area.center.x, best: &found)
        if !complete(found.labels), largest - smallest > 1e-9,
            consider(size(Self.steps), at: area.center.x, best: &found)
                || asideAtTheFloor
                    && asides(size(Self.steps)).contains(where: { consider(size(Self.steps), at: $0, best: &found) })
        {
            bestStep = Self.steps
            for step in 1..<Self.steps {
                if consider(size(step), at: area.center.x, best: &found) { bestStep = step }
                if complete(found.labels) { break }
            }
            // The largest pie naming as well lies between the best step and the one above it.
            var (low, high) = (size(bestStep), size(bestStep - 1))
            for _ in 0..<Self.refinements {
                let middle = (low + high) / 2
                if consider(middle, at: area.center.x, best: &found) { low = middle } else { high = middle }
            }
        }
        // A slice of 3 % or more still bare or cut short at the floor: big slices first, whole
        // (issue 37), down to a disc a third of the canvas's short side across. Also when the floor
        // is the largest pie already (a legend below leaving an area as tall as the pie): a bare
        // slice may still be named by a smaller one (the chain's revenue at 800 × 560).
        if wantsNames(found.labels), lowest < smallest - 1e-9 {
            if deepest < smallest - 1e-9 {
                for radius in [(smallest + deepest) / 2, deepest]
                where consider(radius, at: area.center.x, best: &found) {
                    if !wantsNames(found.labels) { break }
                }
            }
            if bare(found.labels), lowest < deepest - 1e-9 {
                // Standing aside too: one column may have the room two lack.
                var above = deepest
                deeper: for radius in [(deepest + lowest) / 2, lowest] {
                    for x in [area.center.x] + asides(radius) where consider(radius, at: x, best: &found) {
                        if !bare(found.labels) { break deeper }
                    }
                    above = radius
                }
                // Then the largest pie between naming as well.
                var (low, high) = (found.radius, above)
                for _ in 0..<(found.radius < deepest - 1e-9 ? Self.refinements : 0) {
                    let middle = (low + high) / 2
                    if ([area.center.x] + asides(middle)).contains(where: { consider(middle, at: $0, best: &found) }) {
                        low = middle
                    } else {
                        high = middle
                    }
                }
            }
        }
        // Labels crowding one side may fit when the pie stands aside for their column: at the best
        // size and the next smaller one.
        if !complete(found.labels) {
            aside: for step in Set([bestStep, min(bestStep + 1, Self.steps)]).sorted() {
                for x in asides(size(step)) {
                    _ = consider(size(step), at: x, best: &found)
                    if complete(found.labels) { break aside }
                }
            }
        }
        return found
    }

    /// The centre's x for a pie of `radius` standing aside, at the area's right edge then its left.
    private func asides(_ radius: Double) -> [Double] {
        let margin = radius + metrics.outlineMargin
        return [area.maxX - margin, area.minX + margin].filter { abs($0 - area.center.x) > 1 }
    }

    /// The radius at `step` of `steps` from the largest to the smallest.
    private func size(_ step: Int) -> Double { largest - (largest - smallest) * Double(step) / Double(Self.steps) }

    /// Takes the pie of `radius` centred at `x` when its labels score better than `best`'s and
    /// demote no larger slice; returns whether it did.
    private func consider(_ radius: Double, at x: Double, best: inout Found) -> Bool {
        let placer = placer(radius: radius, at: x)
        let key = LabelPlacementMemo.Key(
            area: area, center: placer.center, radius: radius, innerRadius: placer.innerRadius,
            breaksInside: placer.breaksInside)
        let columns = placements.labels(for: key) { placer.place() }
        let placed = standsLabels && bare(columns) ? placer.addingStanding(to: columns) : columns
        let score = score(placed, radius: radius)
        guard score > best.score + 1e-9, !demotes(placed, best: best.labels) else { return false }
        best = Found(radius: radius, centerX: x, labels: placed, score: score)
        return true
    }

    /// What `labels` on a pie of `radius` score (`LabelPolicy.score`), against the largest pie.
    private func score(_ labels: [SliceLabel], radius: Double) -> Double {
        LabelPolicy.score(
            labels, of: slices, texts: texts, radius: radius, largest: largest, radiusWorth: metrics.radiusWorthInLabels
        )
    }

    /// The labels' placer for a pie of `radius` centred at `x`, at the area's middle height.
    private func placer(radius: Double, at x: Double) -> LabelPlacer {
        let breaksInside =
            !(PieLayoutEngine.wideAspects.contains(request.canvas.width / request.canvas.height) && slices.count >= 6)
        return LabelPlacer(
            slices: slices, values: request.values, texts: texts, measurer: measurer,
            metrics: metrics, area: area, center: Point(x: x, y: area.center.y), radius: radius,
            innerRadius: radius * request.innerRadiusRatio, breaksInside: breaksInside)
    }

    /// Whether a slice of `LabelPolicy.noticeableShare` or more has no label or a shortened one.
    private func wantsNames(_ labels: [SliceLabel]) -> Bool {
        let named = Set(labels.filter(\.form.namesSlice).map(\.sliceIndex))
        return slices.indices.contains { !named.contains($0) && LabelPolicy.isNoticeable(slices[$0]) }
    }

    /// Whether a slice of `LabelPolicy.noticeableShare` or more has no label at all.
    private func bare(_ labels: [SliceLabel]) -> Bool {
        let labelled = Set(labels.map(\.sliceIndex))
        return slices.indices.contains { !labelled.contains($0) && LabelPolicy.isNoticeable(slices[$0]) }
    }

    /// Whether no other pie could do better: every slice named whole on its own lines.
    private func complete(_ labels: [SliceLabel]) -> Bool {
        labels.count == slices.count && labels.allSatisfy(\.form.namesSlice)
            && LabelPolicy.extraLines(labels, texts: texts) == 0
    }

    /// Whether `placed` labels a slice while dropping the label of a larger one in `best`: a
    /// placement that names more must not do it by taking a larger slice's place. One that names a
    /// bare slice of `LabelPolicy.noticeableShare` or more, larger than every slice it drops, does
    /// not demote: the chain's revenue at 800 × 560 was refused a pie naming 원두 정기구독 카드
    /// (3.2 %, at 6 o'clock) for dropping a 2 % label while it named a 1.5 % one, and kept it bare
    /// beside named slices of 1.5 %.
    private func demotes(_ placed: [SliceLabel], best: [SliceLabel]) -> Bool {
        let now = Set(placed.map(\.sliceIndex))
        let before = Set(best.map(\.sliceIndex))
        let values = request.values
        let gained = now.subtracting(before).sorted { values[$0] > values[$1] }
        guard let largestLost = before.subtracting(now).map({ values[$0] }).max(), let largestGained = gained.first,
            let smallestGained = gained.last, largestLost > values[smallestGained]
        else { return false }
        return !(LabelPolicy.isNoticeable(slices[largestGained]) && values[largestGained] > largestLost)
    }
}
