/// How the lines of a text align within its box.
public enum TextAlignment: Sendable, Equatable {
    case left, center, right
}
