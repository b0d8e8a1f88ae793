extension PieLayoutEngine {
    /// The shares of the region's width a legend asked beside the pie is tried in, cut names and all.
    static let cutLegendWidthShares = [0.4, 0.3, 0.22]

    /// `layout`, or the same chart with its legend beside the pie, where asked, in one of
    /// `cutLegendWidthShares` of the width, its names cut where they must be
    /// (`LegendBuilder.besideCut`), when that leaves fewer slices of 3 % or more bare, or names as
    /// much with a larger pie. Tried when `layout` leaves
    /// such a slice bare or its pie is under ECharts' default size: a legend of whole names took
    /// the room (seed 1173: a 237-pt legend pushed a ring to the canvas's edge, its left column
    /// gone and seven slices bare; seed 559: 340 pt of 652 left eight slices a pie of 67 pt).
    func narrowerLegend(
        _ layout: PieLayout, request: PieLayoutRequest, measuring measurer: some TextMeasuring
    ) -> PieLayout {
        let canvas = request.canvas
        let shortSide = min(canvas.width, canvas.height)
        let small =
            canvas.width >= 400 && canvas.height >= 300
            && layout.radius < Self.echartsRadiusOfShortSide * shortSide - 0.5
        let bare = { (layout: PieLayout) in LabelPolicy.bareNoticeableSlices(layout.labels, of: layout.slices) }
        guard request.legendPosition == .right, layout.legend != nil, small || bare(layout) > 0 else { return layout }
        let worth = LabelPolicy.worth(layout.labels, of: layout.slices)
        // Each width with the pie free to shrink for its labels, and held at ECharts' default size.
        let echarts = Self.echartsRadiusOfShortSide * shortSide
        let floors = echarts > request.radiusFloor ? [request.radiusFloor, echarts] : [request.radiusFloor]
        let better = Self.cutLegendWidthShares.flatMap { share in
            floors.map { floor in
                var cut = request
                (cut.legendWidthShare, cut.radiusFloor) = (share, floor)
                return unverifiedLayout(cut, measuring: measurer)
            }
        }.filter {
            $0.legend?.position == .right && $0.unnamedSlices.isEmpty
                && (bare($0) < bare(layout)
                    || bare($0) == bare(layout) && $0.radius > layout.radius + 0.5
                        && LabelPolicy.worth($0.labels, of: $0.slices) >= worth - 1e-9)
        }
        // The fewest bare, then the largest pie; of pies as large (within half a point), the widest
        // legend: names whole and figures kept where it has the room (mixed-korean-english at 640 × 480).
        guard let fewest = better.map(bare).min(),
            let largest = better.filter({ bare($0) == fewest }).map(\.radius).max()
        else { return layout }
        return better.first { bare($0) == fewest && $0.radius >= largest - 0.5 } ?? layout
    }

    /// `layout`, or the same chart with a legend below the pie listing names alone, in as many
    /// columns as leave the pie the most room, its names cut where they differ
    /// (`LegendBuilder.shortest`), when that gives every slice a label with its share. Tried when
    /// the user placed the legend, it stands below the pie, some slice of 3 % or more has no label
    /// and every legend row has a share: the rows' shares are then all on the pie, and the legend
    /// still lists every slice (seed 1405: eleven slices of 5–42 % at 432 × 303 in 20-pt type below
    /// a legend of two columns, 144 pt tall; three were bare beside a pie of 51.5 pt, none are
    /// beside one of 75.5 pt above a legend of three columns, 96 pt tall). The figures the rows no
    /// longer give are in `--summary`, as those of any legend of cut names.
    ///
    /// The last step of `layoutFolding`; a caller that folds further itself (the reports'
    /// `FoldedTotalRule`, weighing labels lost against the folded total) asks the folding without it
    /// and takes it last, on the products it keeps.
    public func legendOfNamesBelow(
        _ layout: PieLayout, request: PieLayoutRequest, measuring measurer: some TextMeasuring
    ) -> PieLayout {
        guard [LegendPosition.right, .bottom].contains(request.legendPosition), layout.legend?.position == .bottom,
            LabelPolicy.bareNoticeableSlices(layout.labels, of: layout.slices) > 0,
            !request.legend.isEmpty, request.legend.allSatisfy({ !$0.share.isEmpty })
        else { return layout }
        var names = request
        names.legend = request.legend.map { LegendEntryText(name: $0.name, value: "", share: "") }
        (names.legendPosition, names.legendMayCutNames, names.legendShortest) = (.bottom, true, true)
        let candidate = unverifiedLayout(names, measuring: measurer)
        let texts = Dictionary(candidate.labels.map { ($0.sliceIndex, $0.text.text) }) { first, _ in first }
        guard candidate.legend?.position == .bottom, candidate.legend?.entries.count == request.legend.count,
            candidate.slices.indices.allSatisfy({ texts[$0]?.contains(request.legend[$0].share) == true }),
            // Nothing else given up for it: the title and footnote as whole as they were.
            (candidate.title?.text.count ?? 0) >= (layout.title?.text.count ?? 0),
            (candidate.footnote?.text.count ?? 0) >= (layout.footnote?.text.count ?? 0),
            candidate.invariantViolations().isEmpty
        else { return layout }
        return candidate
    }
}
