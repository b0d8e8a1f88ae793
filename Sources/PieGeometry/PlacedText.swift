/// A text and the box it is drawn in, in points.
public struct PlacedText: Sendable, Equatable {
    public let text: String
    public let role: TextRole
    /// The text's logical box.
    public let box: Rect
    public let alignment: TextAlignment
    /// The width the text was wrapped to, if it was.
    public let wrapWidth: Double?
    /// Multiplies the role's font size; layout shrinks crowded legends this way.
    public let fontScale: Double

    public init(
        text: String, role: TextRole, box: Rect, alignment: TextAlignment = .center,
        wrapWidth: Double? = nil, fontScale: Double = 1
    ) {
        self.text = text
        self.role = role
        self.box = box
        self.alignment = alignment
        self.wrapWidth = wrapWidth
        self.fontScale = fontScale
    }
}
