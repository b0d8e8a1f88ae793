/// How much of a slice's label is shown, from the whole label down to the least that still says something.
///
/// A label gives way step by step before it is dropped: name and share inside, the share alone
/// inside (the legend names the colour), outside on one line, outside on two lines, the name
/// shortened with an ellipsis (the full name is in the legend), the share alone outside, and
/// last the share in smaller type inside.
public enum LabelForm: String, Sendable, Equatable, CaseIterable {
    /// The whole label: the slice is named where it is drawn.
    case full
    /// Only the figures (the compact label), inside or beside the slice; the legend names the slice.
    case compact
    /// The name cut short with an ellipsis; the legend has it in full.
    case shortened

    /// Whether the label alone names the slice; when not, the slice must be in the legend.
    public var namesSlice: Bool { self == .full }
}
