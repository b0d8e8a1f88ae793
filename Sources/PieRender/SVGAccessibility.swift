/// Gives Cairo's SVG output a title, a description and an image role, so screen readers
/// and search engines can read a chart whose text Cairo draws as glyph outlines.
enum SVGAccessibility {
    static func annotate(_ svg: [UInt8], title: String, description: String) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        guard let open = text.range(of: "<svg "), let close = text[open.upperBound...].firstIndex(of: ">") else { return svg }
        let attributes = #"role="img" aria-labelledby="chart-title chart-desc" "#
        let children = "\n<title id=\"chart-title\">\(escape(title))</title>\n<desc id=\"chart-desc\">\(escape(description))</desc>"
        var annotated = String(text[..<open.upperBound]) + attributes + String(text[open.upperBound...close])
        annotated += children + String(text[text.index(after: close)...])
        return Array(numberingTheSurfaceOnce(annotated).utf8)
    }

    /// Cairo names the drawing's group after a per-process surface counter (`<g id="surface7">`),
    /// so the same chart would come out differently depending on what was drawn before it, or
    /// beside it on another thread. Every chart's group is named `surface1`, as a chart drawn
    /// alone in its process always was.
    private static func numberingTheSurfaceOnce(_ svg: String) -> String {
        guard let start = svg.range(of: "<g id=\"surface"),
              let end = svg[start.upperBound...].firstIndex(of: "\""),
              svg[start.upperBound..<end].allSatisfy(\.isASCII), svg[start.upperBound..<end].allSatisfy(\.isNumber) else { return svg }
        return svg.replacingCharacters(in: start.upperBound..<end, with: "1")
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
