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
}
