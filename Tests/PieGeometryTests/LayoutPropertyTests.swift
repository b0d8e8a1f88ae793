import Foundation
import SeededRandom
import Testing
@testable import PieGeometry

/// The layout's promises over 10,000 random charts per run (`RandomPieChart`, seeds 0 to 9,999),
/// in ten batches that run side by side. A failure is shrunk to a small chart that still
/// breaks a promise and printed, ready to become a named test in `LayoutRegressionTests`.
///
/// On the same seeds, the layout before issue 10 broke a promise in 3,709 of the 10,000 charts.
/// Of the promises issue 18 added (no slice telling more than a larger one, leaders a few points
/// apart in the slices' order, a pie of at least 24 pt), the layout before it broke the first in
/// 1,682 of the 10,000 charts and the last in 195.
struct LayoutPropertyTests {
    static let batches = 10
    static let chartsPerBatch = 1_000

    @Test(arguments: 0..<batches)
    func everyRandomChartKeepsEveryPromise(batch: Int) {
        let first = UInt64(batch * Self.chartsPerBatch)
        var failures: [String] = []
        for seed in first..<first + UInt64(Self.chartsPerBatch) {
            let chart = RandomPieChart(seed: seed)
            guard !Self.violations(of: chart).isEmpty else { continue }
            let small = Self.shrink(chart)
            failures.append("\(small.reproduction)\n  breaks: \(Self.violations(of: small).joined(separator: "; "))")
            if failures.count == 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The smallest canvases the command line accepts (320 × 240 up to 420 × 320) still hold a
    /// pie of 24 pt with every juice named and type at its floors: the title, the footnote and
    /// folding give way first.
    @Test func everySmallCanvasKeepsEveryPromise() {
        var failures: [String] = []
        for seed in UInt64(0)..<UInt64(Self.chartsPerBatch) {
            var chart = RandomPieChart(seed: seed)
            var random = SplitMix64(seed: seed &+ 0x5EED)
            chart.canvas = Size(
                width: Double(Int.random(in: 320...420, using: &random)),
                height: Double(Int.random(in: 240...320, using: &random)))
            let violations = Self.violations(of: chart, belowTheFloor: Self.textTooLargeForTheFloor(chart))
            if !violations.isEmpty { failures.append("\(chart)\n  breaks: \(violations.joined(separator: "; "))") }
            if failures.count == 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// A smaller slice's label never takes a larger one's place: over 2,000 random charts, placed
    /// at a random size, each slice the placer leaves bare is still bare when no smaller slice is
    /// labelled at all, and the larger slices' labels read the same either way.
    @Test func aSmallerSliceLabelledNeverBlocksALargerOne() {
        var failures: [String] = []
        for seed in UInt64(0)..<2_000 {
            let chart = RandomPieChart(seed: seed)
            var random = SplitMix64(seed: seed &+ 0xB10C)
            let request = chart.request(keeping: nil)
            let metrics = PieLayoutMetrics().scaled(for: chart.canvas)
            let area = Rect(
                x: metrics.padding, y: metrics.padding, width: chart.canvas.width - 2 * metrics.padding,
                height: chart.canvas.height - 2 * metrics.padding)
            let radius = min(area.size.width, area.size.height) / 2 * Double.random(in: 0.3...0.9, using: &random)
            let slices = Slice.slices(for: request.values, startAngle: request.startAngle, clockwise: request.clockwise)
            let placer = LabelPlacer(
                slices: slices, values: request.values, texts: LabelTexts(request, measurer: chart.measurer),
                measurer: chart.measurer, metrics: metrics, area: area, center: area.center, radius: radius,
                innerRadius: radius * request.innerRadiusRatio)
            let all = placer.place()
            let labelled = Set(all.map(\.sliceIndex))
            let order = request.values.indices.sorted {
                request.values[$0] != request.values[$1] ? request.values[$0] > request.values[$1] : $0 < $1
            }
            // The first three bare slices: each check places the chart's labels again.
            let bare = order.enumerated().filter { !labelled.contains($0.element) && slices[$0.element].sweep > 1e-12 }
                .prefix(3)
            for (rank, index) in bare {
                // Which slices carry which text; a smaller slice's label may push a larger one's along its column.
                let larger = placer.place(largest: rank + 1).map { "\($0.sliceIndex): \($0.text.text)" }
                let expected = all.filter { order.prefix(rank + 1).contains($0.sliceIndex) }.map {
                    "\($0.sliceIndex): \($0.text.text)"
                }
                if larger != expected {
                    failures.append(
                        "\(chart): slice \(index) (rank \(rank)) or a larger one is placed otherwise without the smaller slices"
                    )
                    break
                }
            }
            if failures.count == 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// What `layoutFolding` breaks for `chart`: the invariants, any slice left unnamed, any text
    /// under its floor of readable type (legend and labels, on every canvas size), two labels
    /// reading the same, a label of a kind with names that shows no name, and what a reader misses
    /// (`readingShortfalls`: a bare slice of 3 % or more from 400 × 300 up, a pie smaller than it needs be).
    static func violations(of chart: RandomPieChart, belowTheFloor: Bool = false) -> [String] {
        let engine = PieLayoutEngine()
        let (layout, kept) = engine.unverifiedLayoutFolding(
            count: chart.juices.count, measuring: chart.measurer,
            request: chart.request
        )
        let legendTexts = (layout.legend?.entries ?? []).flatMap { [$0.name, $0.value, $0.share] }
        let smallLegend = legendTexts.filter { !belowTheFloor && $0.fontScale < chart.legendMinimumFontScale - 1e-9 }
            .map {
                "legend text \"\($0.text)\" at scale \($0.fontScale), under its floor \(chart.legendMinimumFontScale)"
            }
        let smallLabels = layout.labels.filter { $0.text.fontScale < 1 }.map {
            "label \"\($0.text.text)\" at scale \($0.text.fontScale): labels never shrink"
        }
        _ = kept
        return layout.invariantViolations() + smallLegend + smallLabels + namingViolations(of: layout, chart: chart)
    }

    /// Issue 37's geometry checker over the first 2,000 random charts, by kind: g (leaders closer
    /// than 2 pt once 4 pt beyond the rim, or 3 pt beyond their fans) and cut (a name shortened
    /// while a smaller slice's is whole) are invariants, so 0 here and in every test above; d (a
    /// slice of 3 % or more with no label from 400 × 300 up) and radius (`readingShortfalls`) are
    /// counted, and may not grow past the counts measured when issue 37's labels were done.
    @Test func issue37CheckerCountsOnRandomCharts() {
        var counts = ["d": 0, "g": 0, "cut": 0, "radius": 0, "twice": 0]
        var examples: [String] = []
        let engine = PieLayoutEngine()
        for seed in UInt64(0)..<2_000 {
            let chart = RandomPieChart(seed: seed)
            let (layout, kept) = engine.unverifiedLayoutFolding(
                count: chart.juices.count, measuring: chart.measurer, request: chart.request)
            var found = layout.invariantViolations().compactMap { violation -> String? in
                if violation.contains("come within") || violation.hasSuffix("cross") { return "g" }
                if violation.contains("is named shortened") { return "cut" }
                return nil
            }
            if let legend = layout.legend, legend.entries.count < layout.slices.count {
                // A legend listing some slices lists none a label names (issue 37: named twice).
                let named = Set(layout.labels.filter(\.form.namesSlice).map(\.sliceIndex))
                if legend.entries.contains(where: { named.contains($0.index) }) { found.append("twice") }
            }
            found += engine.readingShortfalls(
                of: layout, request: chart.request(keeping: kept), measuring: chart.measurer
            ).map { String($0.prefix { $0 != ":" }) }
            for kind in Set(found) {
                counts[kind, default: 0] += 1
                if examples.count < 6 { examples.append("\(kind) \(chart)") }
            }
        }
        print("issue 37 checker over 2,000 random charts:", counts.sorted { $0.key < $1.key })
        #expect(counts["g"] == 0 && counts["cut"] == 0 && counts["twice"] == 0, "\(counts) \(examples)")
        #expect(
            counts["d", default: 0] <= Self.measuredShortfalls.d
                && counts["radius", default: 0] <= Self.measuredShortfalls.radius,
            "\(counts) \(examples)")
    }

    /// The charts of seeds 0 to 1,999 with a bare slice of 3 % or more (d) and a pie smaller than
    /// it needs be (radius); the issue asks both to be 0. When issue 37's labels were done: 97 and
    /// 5. Then names shortened inside their slices, short names whole beside cut ones and a
    /// smaller pie (standing aside) beside a placed legend (`Issue37BareSliceTests`): 46 and 4.
    /// Then a chart keeping every juice tried with its placed legend on the other side: 26 and 4.
    /// Then a legend below cutting its names into columns rather than moving beside the pie: 14 and
    /// 4; and the 4 were the checker's: each larger pie named every slice twice, with a legend of
    /// them all below (`readingShortfalls` no longer counts a pie with a longer legend): 14 and 0.
    /// Then a bare slice's smaller pie standing aside beside any legend, not only a placed one: 11 and 0.
    /// Then a wide slice's label inside it off its middle angle (seed 551): 10 and 0.
    /// Then a folded chart tried with its placed legend on the other side at the juices it keeps
    /// (`foldingForNames` counted Other among the noticeable juices; seeds 1090 and 64): 9 and 0.
    /// Then a pie naming a bare slice of 3 % or more by dropping smaller labels, and smaller pies
    /// tried when the floor is the largest (`PieRadiusSearch`; the chain at 800 × 560): 8 and 0.
    /// Then cut names broken onto two lines taking one for a bare slice of 3 % or more
    /// (`LabelPlacer.compacted`; seed 64): 7 and 0.
    /// Then a legend asked beside the pie cutting its names rather than leave a slice bare
    /// (`LegendBuilder.besideCut`; seeds 139, 1173, 1729, 1801): 3 and 0.
    /// Then a name too long to stand whole beside a cut one cut to its columns (seed 541, and
    /// seed 1729 without the narrower legend): 2 and 0.
    /// Then a label standing above or below the pie (seed 1493): 1 and 0.
    /// Then a placed legend below the pie listing names alone in more columns, when that gives
    /// every slice a label with its share (seed 1405): 0 and 0.
    static let measuredShortfalls = (d: 0, radius: 0)

    /// Labels of a kind that includes the name: no two read the same, and each shows a name,
    /// never the share alone.
    static func namingViolations(of layout: PieLayout, chart: RandomPieChart) -> [String] {
        guard chart.content != .percent else { return [] }
        var violations: [String] = []
        var seen: [String: Int] = [:]
        for label in layout.labels {
            if let other = seen.updateValue(label.sliceIndex, forKey: label.text.text) {
                violations.append("labels of slices \(other) and \(label.sliceIndex) both read \"\(label.text.text)\"")
            }
            let firstLine = label.text.text.split(separator: "\n").first.map(String.init) ?? ""
            if firstLine.isEmpty || firstLine.allSatisfy({ $0.isNumber || "%<.".contains($0) }) {
                violations.append("label of slice \(label.sliceIndex) shows no name: \"\(label.text.text)\"")
            }
        }
        return violations
    }

    /// Whether not even one juice and Other have a legend row at the floor on `chart`'s canvas
    /// with no title or footnote, as a layout at the floor finds: then the legend may shrink below it.
    static func textTooLargeForTheFloor(_ chart: RandomPieChart) -> Bool {
        var bare = chart
        (bare.title, bare.footnote) = (nil, nil)
        let request = bare.request(keeping: chart.juices.count > 2 ? 1 : nil)
        let layout = PieLayoutEngine().unverifiedLayout(request, measuring: chart.measurer)
        return !layout.unnamedSlices.isEmpty
    }

    /// A smaller chart that still breaks a promise: fewer juices, shorter names, no title or
    /// footnote, a plain pie from 3 o'clock, each tried in turn while the failure remains.
    static func shrink(_ chart: RandomPieChart) -> RandomPieChart {
        var current = chart
        var progress = true
        while progress {
            progress = false
            for candidate in current.simpler() where !violations(of: candidate).isEmpty {
                current = candidate
                progress = true
                break
            }
        }
        return current
    }
}
