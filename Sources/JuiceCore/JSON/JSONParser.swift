/// A strict RFC 8259 JSON parser over UTF-8 bytes that keeps every value's offset.
///
/// Written by hand rather than using Foundation's `JSONSerialization` because the
/// tool must name the line and column of a syntax error and of a bad order record,
/// must tell `2` from `2.5` and from `true` without `NSNumber` guesswork, and must
/// refuse hostile nesting with a clear message instead of exhausting the stack.
/// The test suite checks it against Foundation on accept/reject.
public struct JSONParser {
    /// Deeper nesting than this is refused; order histories need four levels.
    public static let defaultMaximumDepth = 512

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON text. A leading UTF-8 byte order mark is skipped.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw JSONSyntaxError(offset: parser.index, message: "the file is empty; expected a JSON value")
        }
        let root = try parser.parseValue(depth: 1)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("expected the end of the input after the top-level value, found \(parser.describeCurrent())")
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = index
        guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(depth: depth), offset: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(depth: depth), offset: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), offset: start)
        default:
            throw error("expected a value, found \(describeWord())")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes, found \(describeCurrent())")
            }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name \(quotedValue(key, limit: 40)), found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > maximumDepth {
            throw error("arrays and objects are nested deeper than \(maximumDepth) levels")
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        while true {
            guard index < bytes.count else { throw error("unexpected end of input inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error("control character U+\(hex(UInt32(byte), width: 4)) must be escaped inside a string")
            case 0x00..<0x80:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                scalars.append(try decodeUTF8Scalar())
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        index += 1  // the backslash
        guard index < bytes.count else { throw error("unexpected end of input inside a string escape") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let escapeStart = index - 2
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(offset: escapeStart, message: "high surrogate \\u\(hex(first, width: 4)) is not followed by a low surrogate")
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw JSONSyntaxError(offset: escapeStart, message: "high surrogate \\u\(hex(first, width: 4)) is followed by \\u\(hex(second, width: 4)), not a low surrogate")
                }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(combined)!
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw JSONSyntaxError(offset: escapeStart, message: "lone low surrogate \\u\(hex(first, width: 4)) in a string")
            }
            return scalar
        default:
            index -= 1
            throw error("invalid escape sequence '\\\(describeByte(escaped))' in a string")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unexpected end of input inside a \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hexadecimal digits after \\u, found \(describeCurrent())")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Decodes one multi-byte UTF-8 sequence, refusing overlong forms, surrogates and values past U+10FFFF.
    private mutating func decodeUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        var lowestSecond: UInt8 = 0x80
        var highestSecond: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0: length = 3; value = UInt32(lead & 0x0F); lowestSecond = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xED: length = 3; value = UInt32(lead & 0x0F); highestSecond = 0x9F
        case 0xF0: length = 4; value = UInt32(lead & 0x07); lowestSecond = 0x90
        case 0xF1...0xF3: length = 4; value = UInt32(lead & 0x07)
        case 0xF4: length = 4; value = UInt32(lead & 0x07); highestSecond = 0x8F
        default: throw error("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2)) in a string")
        }
        for position in 1..<length {
            let offset = index + position
            guard offset < bytes.count else {
                throw JSONSyntaxError(offset: index, message: "truncated UTF-8 sequence at the end of the input")
            }
            let byte = bytes[offset]
            let low = position == 1 ? lowestSecond : 0x80
            let high = position == 1 ? highestSecond : 0xBF
            guard (low...high).contains(byte) else {
                throw JSONSyntaxError(offset: index, message: "invalid UTF-8 sequence starting with byte 0x\(hex(UInt32(lead), width: 2)) in a string")
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        index += length
        return Unicode.Scalar(value)!
    }

    // MARK: Numbers and literals

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), isDigit(next) {
                throw error("a number must not have a leading zero")
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), isDigit(next) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), isDigit(next) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        // Only ASCII digits, signs, '.', 'e' reached here, so this decoding cannot fail.
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = index
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                index = start
                throw error("expected a value, found \(describeWord())")
            }
            index += 1
        }
        if let next = peek(), isIdentifierByte(next) {
            index = start
            throw error("expected a value, found \(describeWord())")
        }
    }

    // MARK: Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: message)
    }

    private func describeCurrent() -> String {
        guard let byte = peek() else { return "the end of the input" }
        let described = describeByte(byte)
        return described.count == 1 ? "'\(described)'" : described
    }

    /// Names a bare word such as `NaN` or `True` whole, which reads better than its first letter.
    private func describeWord() -> String {
        var end = index
        while end < bytes.count, end - index < 24, isIdentifierByte(bytes[end]) { end += 1 }
        guard end > index else { return describeCurrent() }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "byte 0x\(hex(UInt32(byte), width: 2))"
    }

    private func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
