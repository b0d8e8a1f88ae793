/// Measures text as it will be drawn, so layout can be computed without drawing.
///
/// The renderer measures with Pango; tests use a fake with fixed character sizes.
public protocol TextMeasuring {
    /// The logical size of `text` (which may contain line breaks) in points.
    ///
    /// - Parameter maxWidth: when given, the text wraps at word boundaries to stay within it.
    func measure(_ text: String, role: TextRole, maxWidth: Double?) -> Size
}

extension TextMeasuring {
    /// The size of `text` on unbounded lines.
    public func measure(_ text: String, role: TextRole) -> Size {
        measure(text, role: role, maxWidth: nil)
    }
}
