/// Measures text as it will be drawn, so layout can be computed without drawing.
///
/// The renderer measures with Pango; tests use a fake with fixed character sizes.
public protocol TextMeasuring {
    /// The logical size of `text` (which may contain line breaks) in points.
    func measure(_ text: String, role: TextRole) -> Size
}
