extension PieLayoutEngine {
    /// Most attempts `namingPlot` makes, each one name fewer on the pie: each lays the pie out anew.
    static let namingAttempts = 6

    /// On a small canvas, a pie whose biggest slices are named by their labels, with a legend of
    /// only the slices the labels leave unnamed; nil when no such pie names even the biggest slice.
    /// The caller takes it when it scores above the pie with the whole legend (`Plot.score`): a
    /// name is not worth any loss of size.
    ///
    /// A legend listing every slice takes the room the names need: at 200 × 150 it left the pie
    /// 24 pt and the labels figures alone (issue 18). Without a legend, `bare` names the `m`
    /// biggest slices at best; with the rest in a legend, the labels have less room, so the
    /// `m` biggest are tried first, then one fewer each time, until the labels name every slice
    /// the legend does not list.
    func namingPlot(_ request: PieLayoutRequest, slices: [Slice], texts: LabelTexts, region: Rect,
                    measurer: some TextMeasuring, bare: Plot) -> Plot? {
        let named = bare.labels.filter(\.form.namesSlice).count
        guard named > 0, named < slices.count else { return nil }
        // Biggest first; equal slices in chart order, so the same input gives the same chart.
        let bySize = slices.indices.sorted { slices[$0].sweep > slices[$1].sweep || slices[$0].sweep == slices[$1].sweep && $0 < $1 }
        for count in stride(from: named, to: max(0, named - Self.namingAttempts), by: -1) {
            let listed = bySize.dropFirst(count).sorted()
            // Below the pie or beside it, whichever lets the labels name the slices with the larger pie:
            // the legend builder alone would pick the side leaving the pie more room, not its labels.
            let plots = [LegendPosition.bottom, .right].map { position in
                placePlot(request, slices: slices, texts: texts, region: region, showLegend: true, measurer: measurer,
                          legendAt: position, legendSlices: listed, shrinking: true)
            }
            let naming = plots.filter { plot in
                let namedByLabels = Set(plot.labels.filter(\.form.namesSlice).map(\.sliceIndex))
                return plot.legend != nil && bySize.prefix(count).allSatisfy(namedByLabels.contains)
            }
            if let best = naming.max(by: { $0.score < $1.score }) { return best }
        }
        return nil
    }
}
