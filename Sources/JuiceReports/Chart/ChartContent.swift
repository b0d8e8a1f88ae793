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
    public var valuesAreScaled: Bool { basis.valuesAreScaled }
    /// The names of juices the input counted at a value of 0 or less, which have no slice, in the order first seen.
    public var zeroValueNames: [String] { basis.zeroValueNames }
    /// Their values (0 or less), in the same order.
    public var zeroValues: [Int64] { basis.zeroValues }

    /// At most this many juices keep a slice of their own (nil: as asked).
    private let kept: Int?
    private let basis: ChartBasis

    /// The chart of `summary` shaped by `specification`, every juice it asks for kept.
    /// Colours are each product's own (`ProductColors`), whatever the chart; a slice too like its
    /// neighbour is filled apart (`SliceFills`).
    public init(summary: SalesSummary, specification spec: ChartSpecification, menu: Menu = .standard) {
        self.init(ChartBasis(summary: summary, specification: spec, menu: menu), keeping: nil)
    }

    private init(_ basis: ChartBasis, keeping kept: Int?) {
        let (segments, folded) = basis.slices.folded(keeping: kept)
        let shares = basis.shares(of: segments)
        chart = PieChart(
            request: basis.request(segments, folded: folded, shares: shares),
            sliceColors: SliceFills.fills(of: segments), description: basis.description(segments, shares: shares))
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
        kept == self.kept ? self : ChartContent(basis, keeping: kept)
    }

    /// The layout request of `keeping(kept)`, without the rest of its content: what each trial of
    /// the folding lays out.
    public func request(keeping kept: Int?) -> PieLayoutRequest {
        guard kept != self.kept else { return chart.request }
        let (segments, folded) = basis.slices.folded(keeping: kept)
        return basis.request(segments, folded: folded, shares: basis.shares(of: segments))
    }

    /// The names of the slices at `indices` (slices the layout could not label), for notes.
    public func names(ofSlices indices: [Int]) -> [String] {
        indices.map { segments.indices.contains($0) ? segments[$0].name : "?" }
    }
}
