/// A text and the box it is drawn in, in points.
public struct PlacedText: Sendable, Equatable {
    public let text: String
    public let role: TextRole
    /// The text's logical box; the text is centred in it.
    public let box: Rect

    public init(text: String, role: TextRole, box: Rect) {
        self.text = text
        self.role = role
        self.box = box
    }
}
