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
