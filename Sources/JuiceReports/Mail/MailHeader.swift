import Foundation

/// Header field values as RFC 5322 and RFC 2047 write them.
enum MailHeader {
    /// The text itself when it is printable ASCII, else RFC 2047 encoded words
    /// (`=?UTF-8?B?…?=`) of at most 45 bytes each (60 characters encoded), whole characters
    /// only, folded onto continuation lines.
    static func encoded(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }), text.utf8.count <= 900 { return text }
        var words: [String] = []
        var chunk: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            if chunk.count + bytes.count > 45 {
                words.append(word(chunk))
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append(word(chunk)) }
        return words.joined(separator: "\r\n ")
    }

    private static func word(_ bytes: [UInt8]) -> String {
        "=?UTF-8?B?" + Data(bytes).base64EncodedString() + "?="
    }

    /// `Mon, 30 Nov 2026 21:14:00 +0000`.
    static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[((parts.weekday ?? 1) - 1) % 7]
        let month = months[((parts.month ?? 1) - 1) % 12]
        return "\(weekday), " + String(format: "%02d ", parts.day ?? 1) + month
            + String(
                format: " %04d %02d:%02d:%02d +0000", parts.year ?? 1970, parts.hour ?? 0, parts.minute ?? 0,
                parts.second ?? 0)
    }

    /// Whether `address` can stand in a From or To field as given: one `local@domain`, no spaces,
    /// angle brackets, commas or line breaks.
    static func isPlainAddress(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
            && address.unicodeScalars.allSatisfy {
                (0x21...0x7E).contains($0.value) && !"<>,;\"()[]\\".unicodeScalars.contains($0)
            }
    }
}
