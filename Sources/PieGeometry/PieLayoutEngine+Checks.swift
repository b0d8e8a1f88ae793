extension PieLayoutEngine {
    /// What a reader misses on a finished chart beyond the broken promises of
    /// `PieLayout.invariantViolations()` (which hold the leaders apart and the big slices' names
    /// whole before smaller ones'): the checks of issue 37 the property and gallery tests count,
    /// described; empty when none applies.
    ///
    /// - d: on a canvas of 400 × 300 or more, a slice of `LabelPolicy.noticeableShare` or more with no label.
    /// - radius: on a canvas under 400 × 300 in area, a pie less than a third of the short side across;
    ///   from 400 × 300 up, a pie under `echartsRadiusOfShortSide` of the short side when one kept
    ///   at that radius (`PieLayoutRequest.radiusFloor`) names as much (ECharts' default pie),
    ///   with no longer legend.
    ///
    /// Not promises: a name that can be neither broken nor shortened to read unlike the others
    /// (forty "n"s), or a legend the user placed, may leave a slice bare. The first is not counted
    /// as d when the legend names the slice: a name of fewer than two different letters (the
    /// gallery's names-to-forty) has no break and no shortening that reads unlike its neighbours'.
    /// A larger pie that leaves a slice named nowhere (no label, no legend row) does not name as
    /// much as the layout, whatever its labels are worth (companies-120: a pie of 228 pt with
    /// seventeen labels and no legend for the seven slices the legend of the 100-pt pie lists).
    ///
    /// - Parameter request: what `layout` was laid out from, to lay it out again at the larger radius.
    public func readingShortfalls(
        of layout: PieLayout, request: PieLayoutRequest, measuring measurer: some TextMeasuring
    ) -> [String] {
        var shortfalls: [String] = []
        let canvas = layout.canvas
        let shortSide = min(canvas.width, canvas.height)
        let full = canvas.width >= 400 && canvas.height >= 300
        if full {
            let labelled = Set(layout.labels.map(\.sliceIndex))
            let listed = Set(layout.legend?.entries.map(\.index) ?? [])
            for index in layout.slices.indices
            where !labelled.contains(index) && LabelPolicy.isNoticeable(layout.slices[index])
                && !(listed.contains(index) && request.legend.indices.contains(index)
                    && Self.unshortenable(request.legend[index].name))
            {
                shortfalls.append("d: slice \(index) of \(layout.slices[index].sweep / (2 * .pi)) has no label")
            }
        }
        guard !layout.slices.isEmpty else { return shortfalls }
        if canvas.width * canvas.height < PieLayoutMetrics.fullSpacingArea {
            if layout.radius < shortSide / 6 - 1e-6 {
                shortfalls.append("radius: \(layout.radius) is under a sixth of the short side \(shortSide)")
            }
        } else if full, layout.radius < Self.echartsRadiusOfShortSide * shortSide - 0.5 {
            var larger = request
            larger.radiusFloor = Self.echartsRadiusOfShortSide * shortSide
            let other = unverifiedLayout(larger, measuring: measurer)
            // Naming as much: its labels worth as much, no slice left unnamed that the layout names,
            // and no longer legend. A larger pie that needs a legend the layout does without lists
            // slices its labels name again (seeds 940, 594, 606, 1979: every slice labelled at both
            // sizes, the larger with a legend of all of them below): not a pie that names as much.
            if other.radius > layout.radius + 0.5, other.unnamedSlices.count <= layout.unnamedSlices.count,
                (other.legend?.entries.count ?? 0) <= (layout.legend?.entries.count ?? 0),
                LabelPolicy.worth(other.labels, of: other.slices) >= LabelPolicy.worth(layout.labels, of: layout.slices)
                    - 1e-9
            {
                shortfalls.append(
                    "radius: \(layout.radius), where a pie of \(other.radius) names as much "
                        + "(\(LabelPolicy.worth(other.labels, of: other.slices)))")
            }
        }
        return shortfalls
    }

    /// Whether `name` has fewer than two different letters ("nnnnnnnn"): no break or shortening of
    /// it reads unlike another such name.
    static func unshortenable(_ name: String) -> Bool { Set(name.filter(\.isLetter)).count < 2 }

    /// ECharts' default pie radius as a fraction of the canvas's short side, in round figures.
    public static let echartsRadiusOfShortSide = 0.35
}
