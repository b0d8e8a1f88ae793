import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// What a chart of some sales is before it is fitted to its canvas, decided once: every juice
/// named, coloured and sorted, and the words, figures and shape that do not depend on how many
/// juices keep a slice. `ChartContent` folds it, once per number of juices kept.
struct ChartBasis: Sendable {
    let slices: ChartSlices
    let names: JuiceNames
    let format: ValueFormat
    let labelContent: LabelContent
    let precision: Int?
    /// The footnote's lines after the folded juices' (`ChartFootnote.fixedLines`).
    let fixedNotes: [String]
    /// The layout request with no slices: canvas, title, centre text, angles, hole and legend place.
    let frame: PieLayoutRequest
    /// What an empty chart says in the middle and to screen readers.
    let noSales: String
    let valuesAreScaled: Bool
    let zeroValueNames: [String]
    let zeroValues: [Int64]

    init(summary: SalesSummary, specification spec: ChartSpecification, menu: Menu) {
        let names = spec.names(for: summary, menu: menu)
        slices = ChartSlices(summary, specification: spec, menu: menu, names: names)
        self.names = names
        format = ValueFormat(metric: summary.metric, grouping: summary.grouping, currency: spec.shownCurrency)
        labelContent = spec.labelContent
        precision = spec.precision
        fixedNotes = ChartFootnote.fixedLines(summary, names: names, format: format)
        // An empty chart draws no name to match: it says what it says in the language the run
        // settled from every name read (`ChartSpecification.language(after:sales:menu:)`), and
        // both languages only when nothing settled one.
        noSales = spec.language == nil && spec.namesAsked == nil ? JuiceNames(language: .korean).noSales : names.noSales
        var frame = Self.frame(
            summary, specification: spec, names: names, format: format, noSales: noSales,
            empty: slices.byValue.isEmpty)
        if slices.groups != nil {
            // The groups' ring fills the hole: the products are a ring around it.
            frame.innerRadiusRatio = max(frame.innerRadiusRatio, Self.groupedHoleRatio)
            frame.centerText = nil
        }
        self.frame = frame
        valuesAreScaled = summary.metric != .units && summary.grouping == .juice
        zeroValueNames = summary.undrawn.map { names.name(of: $0.juice) }
        zeroValues = summary.undrawn.map(\.value)
    }

    /// The outer ring's hole on a grouped chart, as a fraction of its radius: the inner ring of
    /// groups inside it gets about as much ink as the products around it.
    static let groupedHoleRatio = 0.58

    /// The smallest legend type, in points at scale 1, on every canvas: a crowded legend shrinks
    /// down to it, then more juices fold into Other. Up to a short side of 528 pt the legend is
    /// already at 11 pt (`ChartStyle.fontSize(for:canvas:)`), so it never shrinks: the juices it
    /// cannot list fold into Other, which is labelled on the pie. Labels never shrink: they are
    /// at least 12 pt on every canvas.
    static let legendTypeFloor = 11.0

    /// The request's parts that every fold shares. Folding never empties a chart, so `empty` holds for each.
    private static func frame(
        _ summary: SalesSummary, specification spec: ChartSpecification, names: JuiceNames,
        format: ValueFormat, noSales: String, empty: Bool
    ) -> PieLayoutRequest {
        // For the same reason as `noSales`, an empty chart's title is in English unless a language was settled.
        let titleLanguage = empty && spec.language == nil ? spec.namesAsked ?? .english : names.language
        let title =
            spec.title
            ?? ChartTitle(
                for: summary, currency: spec.shownCurrency, language: titleLanguage,
                shop: spec.shop, groupedBy: spec.groupedBy, scope: spec.scope
            ).text
        let centerText: String? =
            empty
            ? noSales
            : (spec.innerRadiusRatio > 0
                ? format.total(summary.total).replacingOccurrences(of: " ", with: "\n") : nil)
        var request = PieLayoutRequest(
            canvas: spec.canvas, title: title, values: [], labels: [],
            labelsLeadWithName: spec.labelContent.includesName,
            startAngle: spec.startAngle, clockwise: spec.clockwise, innerRadiusRatio: spec.innerRadiusRatio,
            centerText: centerText, legendPosition: spec.legendPosition,
            legendMinimumFontScale: legendTypeFloor / ChartStyle().fontSize(for: .legend, canvas: spec.canvas))
        request.radiusFloor = spec.radiusFloor
        return request
    }

    /// The shares printed for `segments` by `ShareRounding`'s one rule, over the slices drawn
    /// (Other as one), at `precision` decimals when given: the same figures `--summary` and the
    /// report's table print for the same juices.
    func shares(of segments: [ChartSegment]) -> [String] {
        ShareRounding.shares(of: segments.map(\.value), precision: precision).texts
    }

    /// The layout request of `segments` drawn with `folded` in their last slice.
    func request(_ segments: [ChartSegment], folded: [ChartSegment], shares: [String]) -> PieLayoutRequest {
        var request = frame
        request.values = segments.map { Double($0.value) }
        request.labels = zip(segments, shares).map { segment, share in
            labelContent.text(name: segment.name, value: format.number(segment.value), percent: share)
        }
        request.legend = zip(segments, shares).map { segment, share in
            LegendEntryText(name: segment.name, value: format.number(segment.value), share: share)
        }
        // A grouped chart's Others each name their group and count; one list of every group's would name none.
        request.footnote = ChartFootnote.text(
            folded: slices.groups == nil ? folded : [], other: segments.last?.name, fixedLines: fixedNotes,
            names: names, format: format)
        return request
    }

    /// One line per slice for screen readers (SVG `<desc>`).
    func description(_ segments: [ChartSegment], shares: [String]) -> String {
        guard !segments.isEmpty else { return noSales }
        return zip(segments, shares).map { "\($0.name): \(format.total($0.value)), \($1)" }.joined(separator: "\n")
    }
}
