/// How much of a slice's label is shown.
///
/// A label always names its slice when the label kind includes the name (issue 27: labels
/// carrying only a figure are gone): whole where there is room, on one line or two, else with
/// the name shortened so it still reads unlike every other label; a slice with room for
/// neither is named in the legend only.
public enum LabelForm: String, Sendable, Equatable, CaseIterable {
    /// The whole label: the slice is named where it is drawn.
    case full
    /// The name shortened (with an ellipsis) so it fits and reads unlike every other label; the
    /// legend has it in full.
    case shortened

    /// Whether the label alone names the slice; when not, the slice must be in the legend.
    public var namesSlice: Bool { self == .full }
}

extension LabelForm {
    /// How many columns the first line of a label's text takes, a wide character (Hangul, Han,
    /// kana) counting two: the room a name takes, without a measurer.
    static func columns(ofFirstLine text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "").reduce(0) {
            $0 + ($1.isWide ? 2 : 1)
        }
    }

    /// Whether a smaller slice's whole label reading `whole` may stand beside a larger slice's
    /// name shortened to `cut` (issue 37: big slices first, whole): only a name no longer than
    /// the cut one, which takes no room the larger name lacked ("fv0" beside "…sh1"); a name too
    /// short to shorten would else leave its slice bare.
    static func mayStandWhole(_ whole: String, besideCut cut: String) -> Bool {
        columns(ofFirstLine: whole) <= columns(ofFirstLine: cut)
    }

    /// Each of `labels` cut short while a smaller slice's whole name, longer than the cut one,
    /// stands beside it (`mayStandWhole`), with the first such whole label; empty when none is.
    /// Labels of slices not in `slices` are passed over.
    static func cutsBesideLongerWholes(in labels: [SliceLabel], of slices: [Slice])
        -> [(cut: SliceLabel, whole: SliceLabel)]
    {
        let sized = labels.filter { slices.indices.contains($0.sliceIndex) }
        return sized.filter { $0.form == .shortened }.compactMap { cut in
            let sweep = slices[cut.sliceIndex].sweep
            return sized.first(where: {
                $0.form == .full && slices[$0.sliceIndex].sweep < sweep - 1e-9
                    && !mayStandWhole($0.text.text, besideCut: cut.text.text)
            }).map { (cut, $0) }
        }
    }
}
