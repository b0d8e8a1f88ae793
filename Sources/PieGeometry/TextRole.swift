/// What a piece of text is for; the renderer maps each role to a font.
public enum TextRole: Sendable, Hashable {
    case title
    case sliceLabel
}
