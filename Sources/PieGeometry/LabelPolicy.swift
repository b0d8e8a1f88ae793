/// What the pie's layout counts its labels worth, and the shares it names slices by: the scores
/// and thresholds in one place, with their reasons, read by the engine, the radius search, the
/// reports' folding and the tests alike.
///
/// A layout is scored by what its labels are worth (`worth`), plus the pie's size against the
/// largest the region holds (`PieLayoutMetrics.radiusWorthInLabels`, less than any label), less
/// what names broken onto extra lines cost (`extraLineCost`, less than any step of the size):
/// names first, then size, then fewer lines.
public enum LabelPolicy {
    /// A slice of this share of the pie or more should carry its name (issue 27): a reader looks
    /// for the big slices' names first, and at 3 % a slice is wide enough to be looked for.
    public static let noticeableShare = 0.03

    /// What a slice's label naming it whole is worth.
    static let wholeLabelWorth = 1.0
    /// What a label with its name shortened is worth: a cut name still names, less well.
    static let shortenedLabelWorth = 0.6
    /// What a noticeable slice left without any label costs: twice what a label gains, so six
    /// names with some shortened beat five whole and a big slice bare.
    static let bareNoticeableCost = 2.0

    /// What a label broken onto more lines than its own costs: less than any step of the pie's
    /// size, so of two layouts naming alike with pies of one size, the one on fewer lines wins.
    static let extraLineCost = 0.005

    /// Labels that lead with names leave at most one slice in this many to the legend alone;
    /// past that, the smallest fold into Other (issue 27: a legend of twenty long names beside
    /// three labels reads as a table, not a pie).
    static let slicesPerLegendOnlySlice = 3

    /// Whether `slice` is of `noticeableShare` or more.
    public static func isNoticeable(_ slice: Slice) -> Bool { slice.sweep >= noticeableShare * 2 * .pi - 1e-9 }

    /// How many slices of `noticeableShare` or more have no label.
    static func bareNoticeableSlices(_ labels: [SliceLabel], of slices: [Slice]) -> Int {
        let labelled = Set(labels.map(\.sliceIndex))
        return slices.indices.filter { !labelled.contains($0) && isNoticeable(slices[$0]) }.count
    }

    /// What `labels` are worth on `slices`: each label by its form, less each noticeable slice bare.
    static func worth(_ labels: [SliceLabel], of slices: [Slice]) -> Double {
        let gained = labels.reduce(0.0) { total, label in
            switch label.form {
            case .full: total + wholeLabelWorth
            case .shortened: total + shortenedLabelWorth
            }
        }
        return gained - bareNoticeableCost * Double(bareNoticeableSlices(labels, of: slices))
    }

    /// The lines the labels take beyond their own (a name broken onto two lines).
    static func extraLines(_ labels: [SliceLabel], texts: LabelTexts) -> Int {
        labels.reduce(0) { total, label in
            let own = texts.full[label.sliceIndex].text.count { $0 == "\n" }
            return total + max(0, label.text.text.count { $0 == "\n" } - own)
        }
    }

    /// A layout's score: its labels' worth, the pie's `radius` against the `largest` the region
    /// holds at `radiusWorth` (`PieLayoutMetrics.radiusWorthInLabels`), less the extra lines.
    static func score(
        _ labels: [SliceLabel], of slices: [Slice], texts: LabelTexts, radius: Double, largest: Double,
        radiusWorth: Double
    ) -> Double {
        worth(labels, of: slices) + radiusWorth * radius / largest
            - extraLineCost * Double(extraLines(labels, texts: texts))
    }

    /// Whether `legendOnly` of `count` slices left to the legend alone is more than labels that
    /// lead with names may leave (`slicesPerLegendOnlySlice`).
    static func leavesTooManyToTheLegend(_ legendOnly: Int, of count: Int) -> Bool {
        slicesPerLegendOnlySlice * legendOnly > count
    }
}
