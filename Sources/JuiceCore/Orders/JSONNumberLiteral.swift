/// The grammar of a JSON number literal (RFC 8259): an optional `-`, then `0` or a digit 1–9
/// and more digits, then optionally `.` and digits, then optionally `e` or `E`, a sign and digits.
///
/// The field rules read numbers as JSON writes them in every format, and need only whether
/// bytes are one literal; JuiceIngest's `JSONScanner.scanNumber` reads the same grammar and
/// also says where a literal goes wrong. JuiceIngest's tests check that the two agree.
enum JSONNumberLiteral {
    /// Whether `raw` is exactly one number literal, nothing before or after it.
    static func isLiteral(_ raw: UnsafeRawBufferPointer) -> Bool {
        let count = raw.count
        var index = 0
        func isDigit(_ at: Int) -> Bool { at < count && raw[at] &- UInt8(ascii: "0") < 10 }
        if index < count, raw[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return false }
        if raw[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < count, raw[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        if index < count, raw[index] == UInt8(ascii: "e") || raw[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, raw[index] == UInt8(ascii: "+") || raw[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        return index == count
    }
}
