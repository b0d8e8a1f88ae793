/// Where a scanned string's content stands in the scanner's window (quotes excluded).
struct JSONStringToken {
    var start: Int
    var end: Int
    /// Whether the content holds a backslash escape, so its bytes are not its text.
    var hasEscapes: Bool

    var count: Int { end - start }
}
