/// Gives Cairo's SVG output a title, a description and an image role, so screen readers
/// and search engines can read a chart whose text Cairo draws as glyph outlines.
enum SVGAccessibility {
    static func annotate(_ svg: [UInt8], title: String, description: String) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        guard let open = text.range(of: "<svg "), let close = text[open.upperBound...].firstIndex(of: ">") else {
            return svg
        }
        let attributes = #"role="img" aria-labelledby="chart-title chart-desc" "#
        let children =
            "\n<title id=\"chart-title\">\(escape(title))</title>\n<desc "
            + "id=\"chart-desc\">\(escape(description))</desc>"
        var annotated = String(text[..<open.upperBound]) + attributes + String(text[open.upperBound...close])
        annotated += children + String(text[text.index(after: close)...])
        return Array(numberingIDsInOrder(annotated).utf8)
    }

    /// Cairo names surfaces and images after process-wide counters (`<g id="surface7">`,
    /// `<image id="image13">` for a colour emoji), so the same chart would come out differently
    /// depending on what was drawn before it, or beside it on another thread. Each family is
    /// numbered anew from 1 in the order of first appearance, ids and references alike, so a
    /// chart alone in its process keeps its `surface1`.
    static func numberingIDsInOrder(_ svg: String) -> String {
        let name = /(?<lead>id="|#)(?<family>surface|image)(?<number>\d+)(?<end>["\)])/
        var numbers: [String: [Substring: Int]] = [:]
        return svg.replacing(name) { match in
            let family = String(match.output.family)
            let next = (numbers[family]?.count ?? 0) + 1
            let number = numbers[family, default: [:]][match.output.number] ?? next
            numbers[family, default: [:]][match.output.number] = number
            return "\(match.output.lead)\(family)\(number)\(match.output.end)"
        }
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
