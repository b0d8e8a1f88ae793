extension PieLayoutEngine {
    /// Lays out a chart and, when some slice can be named neither by its label nor in the
    /// legend, or when labels lead with names and more than a third of the slices are named by
    /// the legend alone, folds the smallest slices into one: the most slices kept for which
    /// neither is so.
    ///
    /// - Parameters:
    ///   - count: how many slices the unfolded chart has.
    ///   - namesAloneBelow: ends with `legendOfNamesBelow` on the slices kept.
    ///   - request: the chart keeping every slice (nil), or only the `k` largest with the rest
    ///     folded into one last slice (such as `기타 (163)`).
    /// - Returns: the layout, and how many slices were kept (nil when nothing was folded).
    public func layoutFolding(
        count: Int, measuring measurer: some TextMeasuring, namesAloneBelow: Bool = true,
        request: (_ keeping: Int?) -> PieLayoutRequest
    ) -> (layout: PieLayout, kept: Int?) {
        let (layout, kept) = unverifiedLayoutFolding(
            count: count, measuring: measurer, namesAloneBelow: namesAloneBelow, request: request)
        assert(layout.invariantViolations().isEmpty, layout.invariantViolations().joined(separator: "; "))
        return (layout, kept)
    }

    func unverifiedLayoutFolding(
        count: Int, measuring original: some TextMeasuring, namesAloneBelow: Bool = true,
        request: (_ keeping: Int?) -> PieLayoutRequest
    ) -> (layout: PieLayout, kept: Int?) {
        let measurer = MeasurementCache.around(original)
        let found = foldingNaming(count: count, measuring: measurer, request: request)
        guard namesAloneBelow else { return found }
        return (legendOfNamesBelow(found.layout, request: request(found.kept), measuring: measurer), found.kept)
    }

    private func foldingNaming(
        count: Int, measuring measurer: some TextMeasuring, request: (_ keeping: Int?) -> PieLayoutRequest
    ) -> (layout: PieLayout, kept: Int?) {
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

    private func foldingAtTheFloor(
        count: Int, measuring measurer: some TextMeasuring,
        request: (_ keeping: Int?) -> PieLayoutRequest
    ) -> (layout: PieLayout, kept: Int?) {
        // With no legend asked for, slices their labels cannot name fold into Other first; a
        // legend appears only when even that leaves some unnamed.
        let whole = request(nil)
        if whole.legendPosition == .none,
            let found = largestNaming(count: count, whole: whole, strict: true, measuring: measurer, request: request)
        {
            return foldingForNames(found.layout, kept: found.kept, count: count, measuring: measurer, request: request)
        }
        let found =
            largestNaming(count: count, whole: whole, strict: false, measuring: measurer, request: request)
            ?? (unverifiedLayout(request(count > 2 ? 1 : nil), measuring: measurer), count > 2 ? 1 : nil)
        return foldingForNames(found.layout, kept: found.kept, count: count, measuring: measurer, request: request)
    }

    /// The chart keeping the most juices (nil: all of them) on which every slice is named, by its
    /// label or, unless `strict`, a legend row, and where labels lead with names (and no legend was
    /// placed by the user), no more than a third of the slices are named by the legend alone (issue
    /// 27: a chart of figures and a long key does not show the shop its names); nil when no number
    /// of juices kept is such.
    ///
    /// From a guess (what the whole chart labels, or its legend could list), the search gallops
    /// towards the answer, doubling its step, and bisects once it has passed it: one layout or
    /// two when the guess is right, about 2 log₂(juices) at worst.
    ///
    /// - Parameter whole: `request(nil)`, the chart keeping every juice.
    private func largestNaming(
        count: Int, whole request0: PieLayoutRequest, strict: Bool, measuring measurer: some TextMeasuring,
        request: (_ keeping: Int?) -> PieLayoutRequest
    ) -> (layout: PieLayout, kept: Int?)? {
        // A legend the user placed is how they asked the slices to be named: then the labels only add to it.
        let legendAsked = [LegendPosition.right, .bottom].contains(request0.legendPosition)
        let leadWithName = request0.labelsLeadWithName && !legendAsked
        func lay(_ kept: Int?) -> PieLayout {
            unverifiedLayout(kept == nil ? request0 : request(kept), measuring: measurer, legendWhenUnnamed: !strict)
        }
        func naming(_ layout: PieLayout) -> Bool {
            layout.unnamedSlices.isEmpty
                && (!leadWithName
                    || !LabelPolicy.leavesTooManyToTheLegend(layout.unlabelledSlices.count, of: layout.slices.count))
        }
        let whole = lay(nil)
        if naming(whole) { return (whole, nil) }
        // Keeping count - 1 would only rename the smallest juice: 1 to count - 2 are tried.
        guard count > 2 else { return nil }
        let labelled = whole.slices.count - whole.unlabelledSlices.count
        // What the whole chart labels is kept by labels alone, so the search starts where it holds
        // and gallops up: from a guess above, a predicate that is not quite monotonic (labels
        // crowding one side) could lead it far down.
        let named = leadWithName ? labelled : max(labelled, whole.legendCapacity ?? 0)
        // low names (0: none found yet), high does not (count - 1 stands for not folding).
        var (low, high) = (0, count - 1)
        var found: (layout: PieLayout, kept: Int?)?
        var trial = min(max(named - 1, 1), count - 2)
        var step = 1
        var direction: Bool?
        var bisecting = false
        while low + 1 < high {
            let candidate = lay(trial)
            let good = naming(candidate)
            if good { (low, found) = (trial, (candidate, trial)) } else { high = trial }
            if let direction, direction != good { bisecting = true }
            direction = good
            let next = bisecting ? (low + high) / 2 : (good ? low + step : high - step)
            step *= 2
            trial = min(max(next, low + 1), high - 1)
        }
        return found
    }

    /// `layout`, or one with more of the smallest juices folded when that lets the labels name
    /// more slices of `LabelPolicy.noticeableShare` or more: a long legend can crowd the big slices' names
    /// off the chart. Halves the juices kept each try, and never folds a noticeable juice; then,
    /// on a chart that folds already, the same with the legend on the other side; on one that
    /// keeps every juice, the whole chart with the legend on the other side.
    private func foldingForNames(
        _ layout: PieLayout, kept: Int?, count: Int, measuring measurer: some TextMeasuring,
        request: (_ keeping: Int?) -> PieLayoutRequest
    ) -> (layout: PieLayout, kept: Int?) {
        // The folded slice comes last; folding more only makes it larger, never names it.
        func unnamed(_ layout: PieLayout, folded: Bool) -> Int {
            let named = Set(layout.labels.map(\.sliceIndex))
            let juices = layout.slices.indices.dropLast(folded ? 1 : 0)
            return juices.filter { !named.contains($0) && LabelPolicy.isNoticeable(layout.slices[$0]) }.count
        }
        var best = (layout: layout, kept: kept, unnamed: unnamed(layout, folded: kept != nil))
        // The noticeable juices, not the folded slice: a chart keeping 11 beside Other may be tried
        // at 11 with the legend on the other side (seed 64: Other counted, 11 < 12 tried nothing).
        let noticeable = layout.slices.indices.dropLast(kept != nil ? 1 : 0).filter {
            LabelPolicy.isNoticeable(layout.slices[$0])
        }.count
        // When juices are folded already, a legend placed at one side may leave the big slices'
        // names no room where the other side would: a right legend of long names beside a pie
        // whose labels need the width. The asked side is tried first, the other only when it names more.
        let other = kept.flatMap { Self.otherSide(of: request($0).legendPosition) }
        let sides: [LegendPosition?] = other.map { [nil, $0] } ?? [nil]
        // A chart keeping every juice, beside a legend of long names that leaves a thin ring no
        // label room (issue 37's checker, seed 1767: one slice, its 41-character name in a legend
        // over half of a 463-wide canvas): the whole chart with the legend on the other side, kept
        // only when its labels name more noticeable slices. Nothing is folded, so it keeps all.
        if kept == nil, best.unnamed > 0, let other = Self.otherSide(of: request(nil).legendPosition) {
            var asked = request(nil)
            asked.legendPosition = other
            let candidate = unverifiedLayout(asked, measuring: measurer, legendWhenUnnamed: layout.legend != nil)
            let missing = unnamed(candidate, folded: false)
            if candidate.unnamedSlices.isEmpty, missing < best.unnamed { best = (candidate, nil, missing) }
        }
        for side in sides {
            var trial = side == nil ? kept ?? count : (kept ?? count) * 2
            while best.unnamed > 0 {
                trial /= 2
                guard trial >= noticeable, trial >= 1 else { break }
                var asked = request(trial)
                if let side { asked.legendPosition = side }
                let candidate = unverifiedLayout(asked, measuring: measurer, legendWhenUnnamed: layout.legend != nil)
                let missing = unnamed(candidate, folded: true)
                if candidate.unnamedSlices.isEmpty, missing < best.unnamed { best = (candidate, trial, missing) }
            }
        }
        return (narrowerLegend(best.layout, request: request(best.kept), measuring: measurer), best.kept)
    }

    /// The side a legend placed at `position` may move to when that names more: below for one
    /// beside the pie, beside for one below; nil for an automatic legend or none.
    private static func otherSide(of position: LegendPosition) -> LegendPosition? {
        switch position {
        case .right: .bottom
        case .bottom: .right
        default: nil
        }
    }
}
