import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// What a chart of some sales shows: the slices in order with their names, colours, labels and
/// legend rows, the title, the footnote, the text in the middle, and the SVG description.
public struct ChartContent: Sendable {
    /// What the renderer draws.
    public let chart: PieChart
    /// The slices in drawing order (with "Other" last when anything was folded).
    public let segments: [ChartSegment]

    /// How many juices were folded into "Other" to make room (beyond `--top` and `--min-share`),
    /// and the whole number folded.
    public let foldedToFit: Int
    public let foldedCount: Int
    /// The juices folded into "Other", in the chart's order.
    public let folded: [ChartSegment]
    /// Whether values are kept at `Money.scale`: revenue or plain figures by juice, not counts.
    public let valuesAreScaled: Bool
    /// The names of juices the input counted at a value of 0 or less, which have no slice, in the order first seen.
    public let zeroValueNames: [String]
    /// Their values (0 or less), in the same order.
    public let zeroValues: [Int64]

    /// The chart of `summary` shaped by `specification`.
    ///
    /// - Parameters:
    ///   - keeping: when set, at most this many juices keep a slice of their own and
    ///     the rest fold into "Other", as when labels and legend cannot name them all
    ///     (`PieChartRenderer.render(count:folding:as:)` picks it).
    ///   - look: the period's spellings and colours, when this chart is one day of a period (the
    ///     same juice, the same colour every day); without it, the colours are those of `summary`'s
    ///     products (`ProductColors`), which are the whole data set's when the summary is.
    ///
    /// Segments are sorted once by value (folding keeps the largest), then into the asked order.
    /// Shares are printed by `ShareRounding`'s one rule, over the slices drawn (Other as one), at
    /// `specification.precision` decimals when given: the same figures `--summary` and the
    /// report's table print for the same juices.
    public init(summary: SalesSummary, specification spec: ChartSpecification, menu: Menu = .standard, keeping: Int? = nil,
                look: PeriodLook? = nil) {
        let names = spec.names(for: summary, menu: menu)
        let colors = look?.colors ?? ProductColors(sales: summary, menu: menu)
        let named = summary.segments.map {
            ChartSegment(juice: $0.juice, name: names.name(of: $0.juice), value: $0.value, color: colors.color(for: $0.juice))
        }
        let byValue = SegmentOrder.value.sorted(named, menu: menu)
        let asked = SegmentFolding.fold(byValue, top: spec.top, minimumShare: spec.minimumShare, otherName: names.otherName)
        let top = [spec.top, keeping].compactMap { $0 }.min()
        let folding = SegmentFolding.fold(byValue, top: top, minimumShare: spec.minimumShare, otherName: names.otherName)
        // Folding keeps the largest; what is kept, and what is folded, then takes the asked order ("Other" stays last).
        let other = folding.folded.isEmpty ? [] : folding.segments.suffix(1)
        let kept = folding.segments.dropLast(other.count)
        // The summary lists juices in the order the input first gave them (slots are taken on first sight).
        let appearance = summary.segments.map(\.juice)
        let segments = (spec.order == .value ? Array(kept) : spec.order.sorted(kept, menu: menu, appearance: appearance)) + other
        let folded = spec.order == .value ? folding.folded : spec.order.sorted(folding.folded, menu: menu, appearance: appearance)
        let values = segments.map(\.value)
        let shares = ShareRounding.shares(of: values, precision: spec.precision).texts
        let format = ValueFormat(metric: summary.metric, grouping: summary.grouping, currency: spec.shownCurrency)
        let labels = zip(segments, shares).map { segment, share in
            spec.labelContent.text(name: segment.name, value: format.number(segment.value), percent: share)
        }
        let legend = zip(segments, shares).map { segment, share in
            LegendEntryText(name: segment.name, value: format.number(segment.value), share: share)
        }
        var notes: [String] = []
        if !folded.isEmpty {
            // A long list would crowd out the chart; the first dozen say what kind of juices they are.
            let listed = folded.prefix(Self.foldedListedInFootnote).map { "\($0.name) \(format.number($0.value))" }
            let more = folded.count > listed.count ? names.moreFolded(folded.count - listed.count) : ""
            notes.append("\(segments.last?.name ?? names.otherName): \(listed.joined(separator: ", "))\(more)")
        }
        if !summary.undrawn.isEmpty {
            // Juices whose returns reached their sales (or totals rows of 0 or less): no slice, but
            // named with their figure, so the title's net total adds up with what is drawn.
            let listed = summary.undrawn.prefix(Self.foldedListedInFootnote).map { "\(names.name(of: $0.juice)) \(format.number($0.value))" }
            let more = summary.undrawn.count > listed.count ? names.moreFolded(summary.undrawn.count - listed.count) : ""
            notes.append("\(names.notDrawnZeroOrLess): \(listed.joined(separator: ", "))\(more)")
        }
        if !summary.unrecipedUnits.isEmpty {
            let juices = summary.unrecipedUnits.map { (names.name(of: $0.key), $0.value) }.sorted { JuiceNames.precedes($0.0, $1.0) }
                .map { "\($0.0) \($0.1.groupedDecimal)" }.joined(separator: ", ")
            notes.append("\(names.notCountedNoRecipe): \(juices)")
        }
        // An empty chart draws no name to match, and which names a reader saw outside the days
        // charted differs between a file and a database: it says both unless --names chose.
        let noSales = spec.namesAsked == nil ? JuiceNames(language: .korean).noSales : names.noSales
        // For the same reason an empty chart's title is in English unless --names chose.
        let titleLanguage = segments.isEmpty ? spec.namesAsked ?? .english : names.language
        let centerText: String? = segments.isEmpty
            ? noSales
            : (spec.innerRadiusRatio > 0 ? format.total(summary.netTotal).replacingOccurrences(of: " ", with: "\n") : nil)
        let description = segments.isEmpty
            ? noSales
            : zip(segments, shares).map { "\($0.name): \(format.total($0.value)), \($1)" }.joined(separator: "\n")
        var request = PieLayoutRequest(
            canvas: spec.canvas, title: spec.title ?? ChartTitle(for: summary, currency: spec.shownCurrency, language: titleLanguage, shop: spec.shop, groupedBy: spec.groupedBy).text,
            values: values.map(Double.init), labels: labels,
            labelsLeadWithName: spec.labelContent.includesName, startAngle: spec.startAngle, clockwise: spec.clockwise,
            innerRadiusRatio: spec.innerRadiusRatio, centerText: centerText, legend: legend,
            legendPosition: spec.legendPosition, footnote: notes.isEmpty ? nil : notes.joined(separator: "\n"),
            legendMinimumFontScale: Self.legendTypeFloor / ChartStyle().fontSize(for: .legend, canvas: spec.canvas))
        request.radiusFloor = spec.radiusFloor
        chart = PieChart(request: request, sliceColors: segments.map(\.color), description: description)
        self.segments = segments
        foldedCount = folded.count
        self.folded = folded
        valuesAreScaled = summary.metric != .units && summary.grouping == .juice
        zeroValueNames = summary.undrawn.map { names.name(of: $0.juice) }
        zeroValues = summary.undrawn.map(\.value)
        foldedToFit = folded.count - asked.folded.count
    }

    /// The smallest legend type, in points at scale 1, on every canvas: a crowded legend shrinks
    /// down to it, then more juices fold into Other. Up to a short side of 528 pt the legend is
    /// already at 11 pt (`ChartStyle.fontSize(for:canvas:)`), so it never shrinks: the juices it
    /// cannot list fold into Other, which is labelled on the pie. Labels never shrink: they are
    /// at least 12 pt on every canvas.
    static let legendTypeFloor = 11.0

    /// Folded juices named in the footnote; the rest are counted.
    static let foldedListedInFootnote = 12

    /// The names of the slices at `indices` (slices the layout could not label), for notes.
    public func names(ofSlices indices: [Int]) -> [String] {
        indices.map { segments.indices.contains($0) ? segments[$0].name : "?" }
    }
}
