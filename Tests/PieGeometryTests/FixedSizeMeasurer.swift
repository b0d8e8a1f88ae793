import PieGeometry

/// Measures text as if every character were `characterWidth` wide and every line `lineHeight` tall.
struct FixedSizeMeasurer: TextMeasuring {
    var characterWidth = 10.0
    var lineHeight = 20.0
    var titleLineHeight = 24.0

    func measure(_ text: String, role: TextRole, maxWidth: Double?) -> Size {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
        if let maxWidth {
            // Wrap like Pango's character fallback: as many characters per line as fit.
            let perLine = max(1, Int(maxWidth / characterWidth))
            lines = lines.flatMap { count in
                stride(from: 0, to: max(count, 1), by: perLine).map { min(perLine, count - $0) }
            }
        }
        return Size(
            width: Double(lines.max() ?? 0) * characterWidth,
            height: Double(lines.count) * (role == .title ? titleLineHeight : lineHeight))
    }
}
