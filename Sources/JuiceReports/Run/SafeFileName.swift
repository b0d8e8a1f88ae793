import Foundation

/// A name from the data (a shop, a store) made safe to be part of a file name: letters and digits
/// kept, every other run of characters one `-`, no separator, no leading dot, at most 80 characters.
enum SafeFileName {
    static let longest = 80

    /// `Sunrise Bakery / Main St.` → `sunrise-bakery-main-st`; nil when nothing is left.
    ///
    /// - Parameter asciiOnly: keep only ASCII letters and digits, as a mail's attachment name
    ///   (a plain `filename=` parameter) must; otherwise letters of any script stay (`강남점`).
    static func stem(_ text: String, asciiOnly: Bool = true) -> String? {
        var result = ""
        var pendingDash = false
        for character in text.precomposedStringWithCanonicalMapping.lowercased() {
            let keep =
                asciiOnly
                ? character.isASCII && (character.isLetter || character.isNumber)
                : character.isLetter || character.isNumber
            if keep {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
                if result.count >= longest { break }
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? nil : result
    }
}
