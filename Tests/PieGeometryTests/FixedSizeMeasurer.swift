import PieGeometry

/// Measures text as if every character were `characterWidth` wide and every line `lineHeight` tall.
struct FixedSizeMeasurer: TextMeasuring {
    var characterWidth = 10.0
    var lineHeight = 20.0
    var titleLineHeight = 24.0

    func measure(_ text: String, role: TextRole) -> Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map(\.count).max() ?? 0
        return Size(width: Double(widest) * characterWidth,
                    height: Double(lines.count) * (role == .title ? titleLineHeight : lineHeight))
    }
}
