import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// A chart's content with its finished layout: everything decided, nothing drawn yet.
struct LaidOutChart: Sendable {
    /// The content drawn: with the juices folded into "Other" to fit, when any were.
    let content: ChartContent
    let layout: PieLayout
    /// The groups' ring inside the products' on a grouped chart (`--group-by`).
    var ring: RingLayout?

    /// What the renderer draws.
    var drawing: PieDrawing { PieDrawing(content.chart, layout: layout, ring: ring) }
}

extension ChartSpecification {
    /// The chart of `sales` laid out on this specification's canvas, measured with Pango in its
    /// theme's fonts.
    ///
    /// The content is built once. When the labels and the legend cannot name every juice, the
    /// smallest are folded into "Other" (`기타 (163)`) until they can: each trial lays out only
    /// the content's request for that many juices.
    func layOut(_ sales: SalesSummary, menu: Menu) throws(RenderError) -> LaidOutChart {
        let content = ChartContent(summary: sales, specification: self, menu: menu)
        let measurer = try PangoMeasurer(style: ChartStyle(theme: theme), canvas: canvas)
        var laidOut = Self.layOut(content, measuring: measurer)
        guard laidOut.content.isGrouped else { return laidOut }
        // The groups the ring cannot name inside their arcs are named in the footnote, which takes
        // room from the chart: laid out again with it, until the names it lists cover the ring's.
        var listed: [Int] = []
        for _ in 0..<3 {
            laidOut.ring = laidOut.content.chart.ring.flatMap { ring in
                RingLayout.around(laidOut.layout, groups: ring.slices, names: ring.names, measuring: measurer)
            }
            let unnamed = laidOut.ring?.unnamedArcs ?? []
            guard !Set(unnamed).isSubset(of: listed) else { break }
            listed = Array(Set(listed).union(unnamed)).sorted()
            laidOut = Self.layOut(content.namingGroups(listed), measuring: measurer)
        }
        if laidOut.ring == nil || !Set(laidOut.ring?.unnamedArcs ?? []).isSubset(of: listed) {
            laidOut.ring = laidOut.content.chart.ring.flatMap { ring in
                RingLayout.around(laidOut.layout, groups: ring.slices, names: ring.names, measuring: measurer)
            }
        }
        return laidOut
    }

    /// How many times the products the engine kept the folded-total rule may ask for before more
    /// are tried by galloping up from them instead of all at once.
    static let gallopingFrom = 4

    /// How many slices of `LabelPolicy.noticeableShare` or more `layout` leaves without a label.
    private static func unlabelledNoticeable(_ layout: PieLayout) -> Int {
        layout.unlabelledSlices.filter { LabelPolicy.isNoticeable(layout.slices[$0]) }.count
    }

    /// The share of the pie held by the slices of `LabelPolicy.noticeableShare` or more that
    /// `layout` leaves without a label (named in the legend only).
    private static func unlabelledNoticeableShare(_ layout: PieLayout) -> Double {
        layout.unlabelledSlices.map { layout.slices[$0] }.filter(LabelPolicy.isNoticeable)
            .reduce(0) { $0 + $1.sweep / (2 * .pi) }
    }

    /// The share of the pie the folded total holds when `content` keeps `kept` products (0 when
    /// nothing is folded).
    private static func foldedShare(of content: ChartContent, keeping kept: Int) -> Double {
        let folding = content.folding(keeping: kept)
        guard !folding.folded.isEmpty, let other = folding.segments.last else { return 0 }
        let total = folding.segments.reduce(0.0) { $0 + Double(max($1.value, 0)) }
        return total > 0 ? Double(max(other.value, 0)) / total : 0
    }

    /// The inner ring of `content` laid out as `layout` (nil for a chart without groups): what
    /// `layOut` computed, for a page that draws the layout again (the report's PDF).
    func ring(of content: ChartContent, layout: PieLayout) throws(RenderError) -> RingLayout? {
        guard let ring = content.chart.ring else { return nil }
        let measurer = try PangoMeasurer(style: ChartStyle(theme: theme), canvas: canvas)
        return RingLayout.around(layout, groups: ring.slices, names: ring.names, measuring: measurer)
    }

    /// `content` laid out, folding its smallest products as far as the canvas needs
    /// (`PieLayoutEngine.layoutFolding`), then, on a chart of products alone, naming more when
    /// the folded total would say more than the products named (`FoldedTotalRule`).
    private static func layOut(_ content: ChartContent, measuring pango: PangoMeasurer) -> LaidOutChart {
        let engine = PieLayoutEngine()
        let measurer = PieLayoutEngine.remembering(pango)
        // The legend of names alone below the pie comes last, on the products the rule below keeps:
        // taken first, it would leave the rule no label to weigh against the folded total.
        let folded = engine.layoutFolding(count: content.segments.count, measuring: measurer, namesAloneBelow: false) {
            content.request(keeping: $0)
        }
        var kept = folded.kept
        var layout = folded.layout
        if !content.isGrouped, let chosen = kept, let better = FoldedTotalRule.kept(content, chosen: chosen) {
            // Naming more may need the legend: the most products kept, up to `better`, with which every slice
            // is named and no slice of `LabelPolicy.noticeableShare` or more loses the label it had.
            // The legend may cut names to hold more of them in more columns, each still read as one product.
            let unlabelled = Self.unlabelledNoticeable(layout)
            func laidOut(_ trial: Int) -> PieLayout? {
                var request = content.request(keeping: trial)
                request.legendMayCutNames = true
                return engine.layoutIfSound(request, measuring: measurer)
            }
            (kept, layout) = Self.namingMore(from: (chosen, layout), upTo: better) { trial in
                laidOut(trial).flatMap { Self.unlabelledNoticeable($0) <= unlabelled ? $0 : nil }
            }
            // Still over a third of the pie (chain80 by revenue: Other held 47 % and 60 products as big as
            // those named): a noticeable slice may give its label to the legend, for less of the pie than
            // the folded total gives back (there a 3.2 % slice is named in the legend's first row).
            let named = kept ?? chosen
            let foldedShare = Self.foldedShare(of: content, keeping: named)
            if foldedShare > FoldedTotalRule.largestShare {
                let bareShare = Self.unlabelledNoticeableShare(layout)
                (kept, layout) = Self.namingMore(from: (named, layout), upTo: better) { trial in
                    laidOut(trial).flatMap {
                        Self.unlabelledNoticeableShare($0) - bareShare
                            < foldedShare - Self.foldedShare(of: content, keeping: trial) ? $0 : nil
                    }
                }
            }
        }
        layout = engine.legendOfNamesBelow(layout, request: content.request(keeping: kept), measuring: measurer)
        var shown = content.keeping(kept)
        if let chosen = folded.kept, kept != chosen {
            shown.labelledWhenFolded = folded.layout.labels.filter { $0.sliceIndex != chosen }.count
        }
        return LaidOutChart(content: shown, layout: layout)
    }

    /// The most products kept, from `start` up to `better`, that `sound` lays out, with its layout:
    /// every product the rule asks for first, then one more than `start`, then a search between;
    /// each try is a whole layout.
    private static func namingMore(
        from start: (kept: Int, layout: PieLayout), upTo better: Int, sound: (Int) -> PieLayout?
    ) -> (Int, PieLayout) {
        var (low, high, layout) = (start.kept, better + 1, start.layout)
        guard low < better else { return (low, layout) }
        // Far more asked than the engine named (thousands of products of one size): the tries
        // gallop up from `start`, doubling, so no layout lists many more products than the
        // canvas can name; a layout of 20,000 slices took most of such a chart's time.
        let far = better > Self.gallopingFrom * (low + 1)
        if !far, let whole = sound(better) {
            // Most often they all fit (eighty-products, sixty-cold-pressed): one layout, not seven.
            return (better, whole)
        }
        guard let next = sound(low + 1) else { return (low, layout) }
        (low, layout) = (low + 1, next)
        while far, low < better {
            let trial = min(2 * low, better)
            guard let candidate = sound(trial) else {
                high = trial
                break
            }
            (low, layout) = (trial, candidate)
        }
        while low + 1 < high {
            let trial = (low + high) / 2
            if let candidate = sound(trial) { (low, layout) = (trial, candidate) } else { high = trial }
        }
        return (low, layout)
    }

    /// The chart of `sales`, laid out once (`layOut`) and drawn in each of `formats` (PNG at this
    /// specification's scale); the same for a chart and for a day of the daily report.
    ///
    /// The PDF creation date is the latest order's time, so the same input gives the same bytes.
    func draw(_ sales: SalesSummary, menu: Menu, as formats: [ChartFormat]) throws(RenderError)
        -> (content: ChartContent, files: [[UInt8]], layout: PieLayout)
    {
        let laidOut = try layOut(sales, menu: menu)
        return (laidOut.content, try render(laidOut, of: sales, as: formats), laidOut.layout)
    }

    /// `laidOut` (a chart of `sales` laid out by `layOut`) drawn in each of `formats`, PNG at this
    /// specification's scale. The PDF creation date is the latest order's time.
    func render(_ laidOut: LaidOutChart, of sales: SalesSummary, as formats: [ChartFormat]) throws(RenderError)
        -> [[UInt8]]
    {
        let created = sales.latestInstant ?? Date(timeIntervalSince1970: 0)
        let outputs = formats.map {
            RenderOptions(format: $0, scale: scale, creationDate: created, creator: "juice-report")
        }
        return try PieChartRenderer(style: ChartStyle(theme: theme)).render(laidOut.drawing, as: outputs)
    }
}
