/// What a piece of text is for; the renderer maps each role to a font.
public enum TextRole: Sendable, Hashable, CaseIterable {
    case title
    /// A label drawn inside its slice, or outside it at the end of a leader line.
    case sliceLabel
    case legend
    /// Small print under the chart, such as the juices folded into "Other".
    case footnote
    /// The text in a donut's hole or on an empty chart.
    case center
}
