import Foundation

/// A number cell's text as Excel shows it.
enum ExcelNumber {
    /// Excel keeps numbers as binary doubles and writes up to 17 significant digits
    /// (`1149.0999999999999`, `0.30000000000000004`), but shows and computes with 15. Text with
    /// more than 15 significant digits is rounded to 15 (`1149.1`), so money reads as the shop
    /// typed it; any other text is kept exactly as written.
    static func displayed(_ text: String) -> String {
        guard !isShownAsWritten(text.utf8), let value = Double(text) else { return text }
        return String(format: "%.15g", value)
    }

    /// Whether `text` has at most 15 significant digits, so Excel shows it as written.
    static func isShownAsWritten(_ text: some Sequence<UInt8>) -> Bool {
        var significant = 0
        var leadingZeros = true
        for byte in text {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
            if byte != UInt8(ascii: "0") { leadingZeros = false }
            if !leadingZeros { significant += 1 }
        }
        return significant <= 15
    }
}
