extension PieLayoutEngine {
    /// Most attempts `namingPlot` makes, each listing in the legend the slices the last one left
    /// unnamed: each lays the pie out anew twice (legend below and beside).
    static let namingAttempts = 3

    /// A pie whose labels name what they can, with a legend of only the slices they leave
    /// unnamed; nil when no such pie names even one slice by its label. The caller takes it when
    /// it scores above the pie with the whole legend (`Plot.score`).
    ///
    /// A legend listing every slice takes the room the names need: at 200 × 150 it left the pie
    /// 24 pt and the labels figures alone (issue 18); at 800 × 600 a legend of twenty long names
    /// left room to label three (issue 27). The slices `bare` (no legend) leaves unnamed are listed
    /// first; with the legend the labels have less room, so any slice they no longer name joins
    /// the legend, up to `namingAttempts` times, until the labels name every slice it does not list.
    /// On a canvas under 400 × 300 the pie may shrink for this to a disc a third of the short side
    /// across (issue 37), elsewhere only to its floor (`PieLayoutMetrics.radiusFloorOfShortSide`).
    func namingPlot(
        _ request: PieLayoutRequest, slices: [Slice], texts: LabelTexts, region: Rect,
        measurer: some TextMeasuring, bare: Plot
    ) -> Plot? {
        func namedByLabels(_ plot: Plot) -> Set<Int> { Set(plot.labels.filter(\.form.namesSlice).map(\.sliceIndex)) }
        let shrinking = request.canvas.width * request.canvas.height < PieLayoutMetrics.fullSpacingArea
        if shrinking {
            // A smaller pie may leave its labels room to name every slice, with no legend at all.
            let smaller = placePlot(
                request, slices: slices, texts: texts, region: region, showLegend: false, measurer: measurer,
                shrinking: true)
            if namedByLabels(smaller).count == slices.count { return smaller }
        }
        var listed = Set(slices.indices).subtracting(namedByLabels(bare))
        guard !listed.isEmpty, listed.count < slices.count else { return nil }
        // A catalogue named in cut names (`legendMayCutNames`) has many more rows to settle.
        for _ in 0..<(request.legendMayCutNames ? 2 * Self.namingAttempts : Self.namingAttempts) {
            // Below the pie or beside it, whichever lets the labels name the slices with the larger pie:
            // the legend builder alone would pick the side leaving the pie more room, not its labels.
            let plots = [LegendPosition.bottom, .right].map { position in
                placePlot(
                    request, slices: slices, texts: texts, region: region, showLegend: true, measurer: measurer,
                    legendAt: position, legendSlices: listed.sorted(), shrinking: shrinking)
            }.filter { $0.legend != nil }
            if plots.isEmpty, request.legendMayCutNames, listed.count > 1 {
                // No legend holds them all: the largest listed are the likeliest for the labels to name.
                listed.subtract(listed.sorted().prefix(listed.count / 8 + 1))
                continue
            }
            if var best = plots.filter({ namedByLabels($0).union(listed).count == slices.count }).max(by: {
                $0.score < $1.score
            }) {
                // Labels the listed slices won once the legend was placed name them: the legend
                // drops their rows, so no product is named twice (the bakery's Hot chocolate).
                let labelled = namedByLabels(best)
                if let legend = best.legend, legend.entries.contains(where: { labelled.contains($0.index) }) {
                    let unlabelled = legend.entries.map(\.index).filter { !labelled.contains($0) }
                    // Every row it had is labelled: no legend (seed 519's one row).
                    if unlabelled.isEmpty {
                        best.legend = nil
                    } else if let shorter = LegendBuilder(measurer: measurer).relisting(legend, keeping: unlabelled) {
                        best = best.closingUp(from: legend, to: shorter)
                    }
                }
                return best
            }
            // The legend took room from some labels: list those too, from the plot naming most.
            guard let closest = plots.max(by: { namedByLabels($0).count < namedByLabels($1).count }) else { return nil }
            let missing = Set(slices.indices).subtracting(namedByLabels(closest)).subtracting(listed)
            listed.formUnion(missing)
            guard !missing.isEmpty, listed.count < slices.count else { return nil }
        }
        return nil
    }
}

extension PieLayoutEngine.Plot {
    /// The plot with `shorter` for its legend, relisted within `legend`'s frame (`LegendBuilder.relisting`,
    /// anchored at its foot below the pie, its middle beside it), and the room its rows freed shared
    /// out: the legend moves half of it towards the pie and the pie, its labels and the text in its
    /// middle the other half towards the legend, so no gap is left between them (Astoria's 80
    /// products: a legend below relisted 58 pt shorter left 70 pt empty above it).
    func closingUp(from legend: LegendLayout, to shorter: LegendLayout) -> Self {
        let freed =
            shorter.position == .bottom
            ? Point(x: 0, y: max(0, shorter.frame.minY - legend.frame.minY))
            : Point(x: max(0, shorter.frame.minX - legend.frame.minX), y: 0)
        let half = Point(x: freed.x / 2, y: freed.y / 2)
        var plot = self
        plot.legend = shorter.moved(by: Point(x: -half.x, y: -half.y))
        plot.center = center.moved(by: half)
        plot.labels = labels.map { $0.moved(by: half) }
        plot.centerText = centerText?.moved(by: half)
        return plot
    }
}
