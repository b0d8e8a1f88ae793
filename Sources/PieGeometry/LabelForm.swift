/// How much of a slice's label is shown, from the whole label down to the least that still says something.
///
/// A slice's name is worth more than its share alone: a label gives way step by step before it
/// is dropped, name and share inside, then outside (on one line, then on its lines), then the
/// name shortened with an ellipsis, then the share alone, and last the legend only.
public enum LabelForm: String, Sendable, Equatable, CaseIterable {
    /// The whole label: the slice is named where it is drawn.
    case full
    /// Only the figures (the compact label), inside or beside the slice; the legend names the slice.
    case compact
    /// The name cut short with an ellipsis; the legend has it in full.
    case shortened

    /// Whether the label alone names the slice; when not, the slice must be in the legend.
    public var namesSlice: Bool { self == .full }

    /// How much the form tells a reader: whole 3, shortened name 2, figures alone 1 (no label is 0).
    /// A larger slice never carries a form that tells less than a smaller slice's.
    public var informativeness: Int {
        switch self {
        case .full: 3
        case .shortened: 2
        case .compact: 1
        }
    }
}
