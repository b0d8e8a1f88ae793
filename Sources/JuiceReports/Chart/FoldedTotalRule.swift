import JuiceCore

/// What the folded total of a chart of products alone may be: "Other (54)" is never the biggest
/// slice, nor over a third of the pie, while a product folded into it sells as much as one that is
/// named. A flat catalogue folded to fit would otherwise draw its biggest slice for products the
/// chart does not name; where the rule holds, more products are named (in labels or the legend).
enum FoldedTotalRule {
    /// The share of the pie the folded total stays at or under.
    static let largestShare = 1.0 / 3
    /// A folded product sells "as much as" a named one when it reaches this fraction of the
    /// smallest named product: the two would read as the same size on the pie.
    static let alike = 0.8

    /// Whether `segments` (the kept products, then Other last) with `folded` in Other break the rule.
    static func breaks(segments: [ChartSegment], folded: [ChartSegment]) -> Bool {
        guard !folded.isEmpty, let other = segments.last else { return false }
        let named = segments.dropLast()
        let total = segments.reduce(0.0) { $0 + Double($1.value) }
        let largestNamed = named.map(\.value).max() ?? 0
        let tooBig = other.value >= largestNamed || Double(other.value) > largestShare * total
        let largestFolded = folded.map(\.value).max() ?? 0
        let smallestNamed = named.map(\.value).min() ?? 0
        return tooBig && Double(largestFolded) >= alike * Double(smallestNamed)
    }

    /// The fewest products kept, more than `chosen`, for which `content` keeps the rule; nil when
    /// keeping `chosen` already does.
    static func kept(_ content: ChartContent, chosen: Int) -> Int? {
        let first = content.folding(keeping: chosen)
        guard breaks(segments: first.segments, folded: first.folded) else { return nil }
        return content.foldingPrefixes.firstKeeping(after: chosen)
    }

    /// The rule on a folding that keeps a prefix of the products, largest first: what
    /// `breaks(segments:folded:)` says of it, from the values alone.
    ///
    /// By hand, not by folding each count in turn: that took a time growing with the square of
    /// the products (25 s for 5,000 products, a hang at 50,000); this is one pass with running sums.
    struct Prefixes {
        /// Every product's value, largest first.
        let values: [Int64]
        /// The most products kept of their own whatever the canvas allows: those within the asked
        /// `--top` and `--min-share` (`SegmentFolding` keeps a prefix of the largest).
        let limit: Int

        /// The fewest products kept, more than `chosen`, with which the rule holds.
        func firstKeeping(after chosen: Int) -> Int {
            var folded = [Int64](repeating: 0, count: values.count + 1)
            for index in values.indices.reversed() { folded[index] = folded[index + 1] + values[index] }
            let total = Double(folded[0])
            var kept = chosen + 1
            while kept < values.count {
                let named = min(kept, limit)
                // Folding a single product would only rename it: nothing is folded, nothing breaks.
                guard values.count - named >= 2 else { return kept }
                let largestNamed = named > 0 ? values[0] : 0
                let smallestNamed = named > 0 ? values[named - 1] : 0
                let other = folded[named]
                let tooBig = other >= largestNamed || Double(other) > largestShare * total
                if !(tooBig && Double(values[named]) >= alike * Double(smallestNamed)) { return kept }
                kept += 1
            }
            return values.count
        }
    }
}
