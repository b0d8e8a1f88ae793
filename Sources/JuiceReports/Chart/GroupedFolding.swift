import JuiceCore
import PieRender

/// Folding on a grouped chart (`--group-by`): each group keeps its largest products and folds
/// its tail into an "Other" of its own (`Other coffee (12)`), in the group's washed colour, so a
/// folded product stays in its group's part of the ring instead of one grey slice.
enum GroupedFolding {
    /// No group's folded tail is more than this share of the ring: past it, its largest folded
    /// products are named again.
    static let largestOtherShare = 1.0 / 3

    struct Result: Sendable {
        /// The slices in drawing order: group by group, each group's products then its Other.
        let segments: [ChartSegment]
        /// Every product folded, in the groups' order.
        let folded: [ChartSegment]
        /// The groups drawn, with their slices in `segments`.
        let ring: RingGroups
    }

    /// Folds `groups`: a product keeps its slice when it is among the `keeping` largest of the
    /// whole chart (`rank`, 0 for the largest), among the `top` largest of its group and at least
    /// `minimumShare` of the total; a group's tail of one product keeps it too (folding it would
    /// only rename it), and a tail over `largestOtherShare` of the total gives back its largest.
    static func fold(
        _ groups: ProductGroups, rank: [JuiceIdentity: Int], keeping: Int?, top: Int?, minimumShare: Double?,
        otherName: String
    ) -> Result {
        let total = groups.groups.reduce(Int64(0)) { $0 + $1.total }
        var segments: [ChartSegment] = []
        var folded: [ChartSegment] = []
        var names: [String] = []
        var colors: [RGBColor] = []
        var ranges: [Range<Int>] = []
        for group in groups.groups {
            var kept: [ChartSegment] = []
            var tail: [ChartSegment] = []
            for (index, product) in group.products.enumerated() {
                let keeps =
                    (keeping.map { (rank[product.juice] ?? 0) < $0 } ?? true) && (top.map { index < $0 } ?? true)
                    && (minimumShare.map { total > 0 && Double(product.value) / Double(total) >= $0 } ?? true)
                if keeps { kept.append(product) } else { tail.append(product) }
            }
            // Products are largest first, so the tail's first is its largest.
            while tail.count >= 2, Double(tail.reduce(0) { $0 + $1.value }) > largestOtherShare * Double(total) {
                kept.append(tail.removeFirst())
            }
            if tail.count == 1 {
                kept += tail
                tail = []
            }
            let start = segments.count
            segments += kept
            if !tail.isEmpty {
                segments.append(
                    ChartSegment(
                        juice: .other, name: "\(otherName) \(group.name) (\(tail.count))",
                        value: tail.reduce(0) { $0 + $1.value },
                        color: ProductColor(ProductGroups.otherShade(of: group.color), source: .other)))
                folded += tail
            }
            names.append(group.name)
            colors.append(group.color)
            ranges.append(start..<segments.count)
        }
        return Result(
            segments: segments, folded: folded, ring: RingGroups(names: names, colors: colors, slices: ranges))
    }
}
