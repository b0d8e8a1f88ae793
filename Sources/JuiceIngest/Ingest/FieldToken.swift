/// A known field's value as scanned: its kind, where it starts, and its bytes.
struct FieldToken {
    var kind: JSONKind
    /// Window index of the value's first byte (the opening quote of a string).
    var offset: Int
    /// The content: a string without its quotes, a number's literal; empty for other kinds.
    var string: JSONStringToken

    /// Present and not `null`: optional fields treat `null` as absent.
    var isPresent: Bool { kind != .null }
}
