import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// What a chart of some sales shows: the slices in order with their names, colours, labels and
/// legend rows, the title, the footnote, the text in the middle, and the SVG description.
///
/// Built once per chart (`init`): the juices are named, coloured and sorted then (`ChartBasis`).
/// When labels and legend cannot name every juice, the layout folds the smallest into "Other":
/// `request(keeping:)` is what each of its trials lays out, and `keeping(_:)` the content drawn.
public struct ChartContent: Sendable {
    /// What the renderer draws.
    public private(set) var chart: PieChart
    /// The slices in drawing order (with "Other" last when anything was folded).
    public let segments: [ChartSegment]

    /// How many juices were folded into "Other" to make room (beyond `--top` and `--min-share`),
    /// and the whole number folded.
    public let foldedToFit: Int
    public let foldedCount: Int
    /// The juices folded into "Other", in the chart's order.
    public let folded: [ChartSegment]
    /// Whether values are kept at `Money.scale`: revenue or plain figures by juice, not counts.
    public var valuesAreScaled: Bool { basis.valuesAreScaled }
    /// The names of juices the input counted at a value of 0 or less, which have no slice, in the order first seen.
    public var zeroValueNames: [String] { basis.zeroValueNames }
    /// Their values (0 or less), in the same order.
    public var zeroValues: [Int64] { basis.zeroValues }

    /// At most this many juices keep a slice of their own (nil: as asked).
    private let kept: Int?
    /// The footnote's line naming the groups the inner ring could not name inside, if any.
    private let groupNote: String?
    /// How many products the labels named when the chart folded to fit, before it named more in a
    /// legend of cut names (`FoldedTotalRule`): the `--top` that draws every product it keeps by
    /// its label, which the legend's own count is not. Nil when the chart did not name more.
    public internal(set) var labelledWhenFolded: Int?
    private let basis: ChartBasis

    /// The chart of `summary` shaped by `specification`, every juice it asks for kept.
    /// Colours are each product's own (`ProductColors`), whatever the chart; a slice too like its
    /// neighbour is filled apart (`SliceFills`).
    public init(summary: SalesSummary, specification spec: ChartSpecification, menu: Menu = .standard) {
        self.init(ChartBasis(summary: summary, specification: spec, menu: menu), keeping: nil)
    }

    private init(_ basis: ChartBasis, keeping kept: Int?, groupNote: String? = nil) {
        let (segments, folded, ring) = basis.slices.foldedWithRing(keeping: kept)
        let shares = basis.shares(of: segments)
        var request = basis.request(segments, folded: folded, shares: shares)
        if let groupNote { request.footnote = [request.footnote, groupNote].compactMap { $0 }.joined(separator: "\n") }
        chart = PieChart(
            request: request,
            sliceColors: SliceFills.fills(of: segments), description: basis.description(segments, shares: shares))
        chart.ring = ring
        self.groupNote = groupNote
        self.segments = segments
        self.folded = folded
        foldedCount = folded.count
        foldedToFit = folded.count - basis.slices.askedFoldedCount
        self.kept = kept
        self.basis = basis
    }

    /// This chart with at most `kept` juices keeping a slice of their own and the rest folded into
    /// "Other" (nil: as asked), as when labels and legend cannot name them all
    /// (`PieLayoutEngine.layoutFolding` picks the number).
    public func keeping(_ kept: Int?) -> ChartContent {
        kept == self.kept ? self : ChartContent(basis, keeping: kept, groupNote: groupNote)
    }

    /// This chart with the footnote naming the groups at `indices` of the inner ring, with
    /// their shares of the whole: those the ring had no room to name inside their arcs.
    func namingGroups(_ indices: [Int]) -> ChartContent {
        guard let groups = basis.slices.groups, !indices.isEmpty else { return self }
        let shown = indices.filter(groups.groups.indices.contains).map { groups.groups[$0] }
        let shares = basis.shares(
            of: groups.groups.map { group in
                ChartSegment(juice: .other, name: group.name, value: group.total, color: .other)
            })
        let listed = shown.compactMap { group in
            groups.groups.firstIndex { $0.name == group.name }.map { "\(group.name) \(shares[$0])" }
        }
        return ChartContent(
            basis, keeping: kept, groupNote: basis.names.innerRing + ": " + listed.joined(separator: ", "))
    }

    /// The slices and the products folded into Other when at most `kept` keep a slice of their own.
    func folding(keeping kept: Int?) -> (segments: [ChartSegment], folded: [ChartSegment]) {
        basis.slices.folded(keeping: kept)
    }

    /// The products' values largest first, and how many the asked folding keeps at most: what
    /// `FoldedTotalRule` reads to name more.
    var foldingPrefixes: FoldedTotalRule.Prefixes { basis.slices.prefixes }

    /// How many slices the chart has with nothing folded to fit.
    var unfoldedCount: Int { basis.slices.byValue.count }

    /// Whether the folded total is the biggest slice, or over a third of the pie, while a product
    /// folded into it sells as much as one named (`FoldedTotalRule`): the canvas could not name
    /// enough products, and a note says what reads better.
    public var foldedTotalSaysTooMuch: Bool {
        !isGrouped && FoldedTotalRule.breaks(segments: segments, folded: folded)
    }

    /// Whether the chart draws its products by group, around an inner ring.
    public var isGrouped: Bool { chart.ring != nil }

    /// The layout request of `keeping(kept)`, without the rest of its content: what each trial of
    /// the folding lays out.
    public func request(keeping kept: Int?) -> PieLayoutRequest {
        guard kept != self.kept else { return chart.request }
        let (segments, folded) = basis.slices.folded(keeping: kept)
        var request = basis.request(segments, folded: folded, shares: basis.shares(of: segments))
        if let groupNote { request.footnote = [request.footnote, groupNote].compactMap { $0 }.joined(separator: "\n") }
        return request
    }

    /// The names of the slices at `indices` (slices the layout could not label), for notes.
    public func names(ofSlices indices: [Int]) -> [String] {
        indices.map { segments.indices.contains($0) ? segments[$0].name : "?" }
    }
}
