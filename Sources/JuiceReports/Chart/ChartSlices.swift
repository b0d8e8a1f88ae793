import JuiceCore
import PieRender

/// The juices of a chart named, coloured and sorted by value once; folding them into "Other",
/// as asked (`--top`, `--min-share`) or further to fit the canvas, only picks from them.
struct ChartSlices: Sendable {
    /// Every juice with a slice, largest first (folding keeps the largest).
    let byValue: [ChartSegment]
    /// The juices in the order the input first gave them (slots are taken on first sight).
    let appearance: [JuiceIdentity]
    let order: SegmentOrder
    let menu: Menu
    let top: Int?
    let minimumShare: Double?
    let otherName: String
    /// How many juices the asked folding alone puts into "Other".
    private(set) var askedFoldedCount = 0
    /// The products by group, on a grouped chart (`--group-by` with categories read).
    let groups: ProductGroups?
    /// Each product's place in `byValue`, for folding by group.
    private let rank: [JuiceIdentity: Int]

    init(_ summary: SalesSummary, specification spec: ChartSpecification, menu: Menu, names: JuiceNames) {
        let colors = ProductColors(menu: menu)
        let named = summary.segments.map {
            ChartSegment(
                juice: $0.juice, name: names.name(of: $0.juice), value: $0.value,
                color: colors.color(for: $0.juice))
        }
        byValue = SegmentOrder.value.sorted(named, menu: menu)
        appearance = summary.segments.map(\.juice)
        order = spec.order
        self.menu = menu
        top = spec.top
        minimumShare = spec.minimumShare
        otherName = names.otherName
        rank = Dictionary(byValue.enumerated().map { ($1.juice, $0) }, uniquingKeysWith: min)
        groups =
            spec.ringsBy == nil || summary.categories.isEmpty || byValue.isEmpty
            ? nil
            : ProductGroups(byValue, categories: summary.categories, ungrouped: ProductGroups.ungroupedName(names))
        askedFoldedCount = folded(keeping: nil).folded.count
    }

    /// The values largest first and how many of them the asked `--top` and `--min-share` keep at
    /// most (the same test as `SegmentFolding.fold`, on a list sorted largest first: a prefix).
    var prefixes: FoldedTotalRule.Prefixes {
        let values = byValue.map(\.value)
        let total = values.reduce(0.0) { $0 + Double($1) }
        var limit = values.count
        if let top, top >= 0 { limit = min(limit, top) }
        if let minimumShare, total > 0 {
            limit = min(limit, values.firstIndex { Double($0) / total < minimumShare } ?? values.count)
        }
        return FoldedTotalRule.Prefixes(values: values, limit: limit)
    }

    /// `folded(keeping:)` with the groups drawn as the inner ring, on a grouped chart.
    func foldedWithRing(keeping: Int?) -> (segments: [ChartSegment], folded: [ChartSegment], ring: RingGroups?) {
        guard let groups else {
            let (segments, folded) = folded(keeping: keeping)
            return (segments, folded, nil)
        }
        let folding = GroupedFolding.fold(
            groups, rank: rank, keeping: keeping, top: top, minimumShare: minimumShare, otherName: otherName)
        return (folding.segments, folding.folded, folding.ring)
    }

    /// The slices drawn ("Other" last when anything was folded) and the juices folded into it, in
    /// the asked order, when at most `keeping` juices keep a slice of their own (nil: as asked).
    func folded(keeping: Int?) -> (segments: [ChartSegment], folded: [ChartSegment]) {
        if groups != nil {
            let (segments, folded, _) = foldedWithRing(keeping: keeping)
            return (segments, folded)
        }
        let folding = SegmentFolding.fold(
            byValue, top: [top, keeping].compactMap { $0 }.min(),
            minimumShare: minimumShare, otherName: otherName)
        // Folding keeps the largest; what is kept, and what is folded, then takes the asked order ("Other" stays last).
        let other = folding.folded.isEmpty ? [] : folding.segments.suffix(1)
        let kept = folding.segments.dropLast(other.count)
        guard order != .value else { return (Array(kept) + other, folding.folded) }
        return (
            order.sorted(kept, menu: menu, appearance: appearance) + other,
            order.sorted(folding.folded, menu: menu, appearance: appearance)
        )
    }
}
