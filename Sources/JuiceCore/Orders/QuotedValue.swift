/// Quotes text taken from an input file for use in a one-line message.
///
/// Control characters are escaped so the message stays on one line, and long values
/// are cut, so a hostile file cannot flood the terminal through an error message.
package func quotedValue(_ text: String, limit: Int = 60) -> String {
    var result = "\""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit {
            result += "…"
            break
        }
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
        count += 1
    }
    return result + "\""
}
