extension PieLayoutEngine {
    /// Lays out a chart and, when some slice can be named neither by its label nor in the
    /// legend, folds the smallest slices into one until every slice is named.
    ///
    /// - Parameters:
    ///   - count: how many slices the unfolded chart has.
    ///   - request: the chart keeping every slice (nil), or only the `k` largest with the rest
    ///     folded into one last slice (such as `기타 (163)`).
    /// - Returns: the layout, and how many slices were kept (nil when nothing was folded).
    public func layoutFolding(count: Int, measuring measurer: some TextMeasuring,
                              request: (_ keeping: Int?) -> PieLayoutRequest) -> (layout: PieLayout, kept: Int?) {
        let (layout, kept) = unverifiedLayoutFolding(count: count, measuring: measurer, request: request)
        assert(layout.invariantViolations().isEmpty, layout.invariantViolations().joined(separator: "; "))
        return (layout, kept)
    }

    func unverifiedLayoutFolding(count: Int, measuring measurer: some TextMeasuring,
                                 request: (_ keeping: Int?) -> PieLayoutRequest) -> (layout: PieLayout, kept: Int?) {
        let folded = foldingAtTheFloor(count: count, measuring: measurer, request: request)
        guard !folded.layout.unnamedSlices.isEmpty, request(nil).legendMinimumFontScale > 0 else { return folded }
        // Not even one juice and Other find a legend row at the floor of readable type (a canvas
        // near the smallest accepted, with the title and footnote dropped): every juice named comes
        // first, so the legend may shrink below it rather than leave a slice nameless.
        return foldingAtTheFloor(count: count, measuring: measurer) { kept in
            var shrinking = request(kept)
            shrinking.legendMinimumFontScale = 0
            return shrinking
        }
    }

    private func foldingAtTheFloor(count: Int, measuring measurer: some TextMeasuring,
                                   request: (_ keeping: Int?) -> PieLayoutRequest) -> (layout: PieLayout, kept: Int?) {
        // With no legend asked for, slices their labels cannot name fold into Other first; a
        // legend appears only when even that leaves some unnamed.
        let whole = request(nil)
        let strict = whole.legendPosition == .none
        var kept: Int?
        var layout = unverifiedLayout(whole, measuring: measurer, legendWhenUnnamed: !strict)
        var step = 1
        var missed = count
        while !layout.unnamedSlices.isEmpty {
            let current = kept ?? count
            missed = current
            let named = max(layout.slices.count - layout.unnamedSlices.count, layout.legendCapacity ?? 0)
            // The folded slice takes a place of its own, and folding one slice would only rename it.
            // Each miss folds twice as many more: the estimate is close, and laying out is not free.
            // Never fewer than one kept: doubling the step must not overshoot past the last try.
            let next = max(1, min(current - step, max(named - 1, 1), count - 2))
            step *= 2
            guard next >= 1, next < current else { break }
            kept = next
            layout = unverifiedLayout(request(next), measuring: measurer, legendWhenUnnamed: !strict)
        }
        if strict, let found = kept, layout.unnamedSlices.isEmpty {
            // Labels alone name fewer juices once Other takes a large slice, so the estimates
            // overshoot: search back up for the most juices kept with every slice named.
            var (low, high) = (found, missed - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                let candidate = unverifiedLayout(request(middle), measuring: measurer, legendWhenUnnamed: false)
                if candidate.unnamedSlices.isEmpty {
                    (low, kept, layout) = (middle, middle, candidate)
                } else {
                    high = middle - 1
                }
            }
        }
        if strict, !layout.unnamedSlices.isEmpty {
            layout = unverifiedLayout(request(kept), measuring: measurer)
        }
        return foldingForNames(layout, kept: kept, count: count, measuring: measurer, request: request)
    }

    /// `layout`, or one with more of the smallest juices folded when that lets the labels name
    /// more slices of `noticeableShare` or more: a long legend can crowd the big slices' names
    /// off the chart. Halves the juices kept each try, and never folds a noticeable juice.
    private func foldingForNames(_ layout: PieLayout, kept: Int?, count: Int, measuring measurer: some TextMeasuring,
                                 request: (_ keeping: Int?) -> PieLayoutRequest) -> (layout: PieLayout, kept: Int?) {
        // The folded slice comes last; folding more only makes it larger, never names it.
        func unnamed(_ layout: PieLayout, folded: Bool) -> Int {
            let named = Set(layout.labels.map(\.sliceIndex))
            let juices = layout.slices.indices.dropLast(folded ? 1 : 0)
            return juices.filter { !named.contains($0) && Self.isNoticeable(layout.slices[$0]) }.count
        }
        var best = (layout: layout, kept: kept, unnamed: unnamed(layout, folded: kept != nil))
        let noticeable = layout.slices.filter(Self.isNoticeable).count
        var trial = kept ?? count
        while best.unnamed > 0 {
            trial /= 2
            guard trial >= noticeable, trial >= 1 else { break }
            let candidate = unverifiedLayout(request(trial), measuring: measurer, legendWhenUnnamed: layout.legend != nil)
            let missing = unnamed(candidate, folded: true)
            if candidate.unnamedSlices.isEmpty, missing < best.unnamed { best = (candidate, trial, missing) }
        }
        return (best.layout, best.kept)
    }
}
