import JuiceCore

/// A validating RFC 8259 tokenizer over a window of raw UTF-8 bytes.
///
/// Both the tree parser (`JSONParser`, for small files) and the streaming order reader
/// (`OrderStreamReader`, for files of any size) are built on it, so there is one
/// definition of valid JSON and one wording of every syntax error.
///
/// Written by hand rather than using Foundation's `JSONSerialization`: Foundation gives
/// no positions, blurs `2` with `2.0` and `true`, and needs the whole file as a tree,
/// which for a 5-million-order export costs seconds and gigabytes (`bench/json-peers.sh`,
/// in docs/performance.md's "Speed"). The tests keep Foundation as the reference for accept or
/// reject.
///
/// The window may end in the middle of a value. When `isFinal` is false, reaching its
/// end throws `.needMoreInput`, and the caller refills and restarts the value; when
/// true, the end of the window is the end of the input and is reported as such.
struct JSONScanner {
    let base: UnsafePointer<UInt8>
    /// One past the last byte of the window.
    let end: Int
    /// Whether the window reaches the end of the input.
    let isFinal: Bool
    /// The input offset of `base[0]`, so errors name positions in the whole input.
    let baseOffset: Int
    let maximumDepth: Int
    /// The next byte to read.
    var index: Int

    init(
        base: UnsafePointer<UInt8>, start: Int, end: Int, isFinal: Bool, baseOffset: Int = 0,
        maximumDepth: Int = JSONParser.defaultMaximumDepth
    ) {
        self.base = base
        self.index = start
        self.end = end
        self.isFinal = isFinal
        self.baseOffset = baseOffset
        self.maximumDepth = maximumDepth
    }

    // MARK: Whitespace and single bytes

    @inline(__always)
    mutating func skipWhitespace() {
        while index < end {
            switch base[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Skips spaces, tabs and carriage returns, stopping at a line feed (JSON Lines ends an order there).
    mutating func skipSpacesOnLine() {
        while index < end, base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x0D {
            index += 1
        }
    }

    /// The next byte, or nil at the end of the window.
    @inline(__always)
    func peek() -> UInt8? {
        index < end ? base[index] : nil
    }

    /// The kind of the value starting at `index`, judged by its first byte; nil when no value can start there.
    func kindOfNextValue() -> JSONKind? {
        guard index < end else { return nil }
        switch base[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: return nil
        }
    }

    // MARK: Skipping whole values

    /// Reads one value of any kind and checks it completely, keeping nothing.
    mutating func skipValue(depth: Int) throws(JSONScanStop) {
        guard index < end else { throw endOfInput("unexpected end of input; expected a value") }
        switch base[index] {
        case UInt8(ascii: "{"):
            try forEachMember(depth: depth) { scanner, _ throws(JSONScanStop) in try scanner.skipValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            try forEachElement(depth: depth) { scanner throws(JSONScanStop) in try scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        default: throw try unexpectedValue()
        }
    }

    /// Walks the object at `index` (nested `depth` deep): for each member, `body` gets the
    /// scanner at the member's value, whitespace skipped, and must read the value.
    @inline(__always)
    mutating func forEachMember(depth: Int, _ body: (inout JSONScanner, JSONStringToken) throws(JSONScanStop) -> Void)
        throws(JSONScanStop)
    {
        try checkDepth(depth)
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            let name = try scanMemberName()
            try scanColon(after: name)
            skipWhitespace()
            try body(&self, name)
            if try scanObjectSeparator() { return }
        }
    }

    /// Walks the array at `index` (nested `depth` deep): for each element, `body` gets the
    /// scanner at the element, whitespace skipped, and must read it.
    @inline(__always)
    mutating func forEachElement(depth: Int, _ body: (inout JSONScanner) throws(JSONScanStop) -> Void)
        throws(JSONScanStop)
    {
        try checkDepth(depth)
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try body(&self)
            if try scanArraySeparator() { return }
        }
    }

    func checkDepth(_ depth: Int) throws(JSONScanStop) {
        if depth > maximumDepth {
            throw fail("arrays and objects are nested deeper than \(maximumDepth) levels")
        }
    }

    // MARK: Structure

    /// Reads a member name at `index` (after whitespace has been skipped).
    mutating func scanMemberName() throws(JSONScanStop) -> JSONStringToken {
        guard index < end else {
            throw endOfInput("expected a member name in double quotes, found the end of the input")
        }
        guard base[index] == UInt8(ascii: "\"") else {
            throw fail("expected a member name in double quotes, found \(describeCurrent())")
        }
        return try scanString()
    }

    /// Reads the `:` after a member name, skipping whitespace before it.
    mutating func scanColon(after key: JSONStringToken) throws(JSONScanStop) {
        skipWhitespace()
        guard index < end else { throw endOfInput("expected ':' after a member name, found the end of the input") }
        guard base[index] == UInt8(ascii: ":") else {
            let name = quotedValue(JSONStringDecoding.string(key, in: base), limit: 40)
            throw fail("expected ':' after the member name \(name), found \(describeCurrent())")
        }
        index += 1
    }

    /// Reads `,` or `}` after an object member; returns true at the end of the object.
    mutating func scanObjectSeparator() throws(JSONScanStop) -> Bool {
        skipWhitespace()
        guard index < end else {
            throw endOfInput("expected ',' or '}' after an object member, found the end of the input")
        }
        switch base[index] {
        case UInt8(ascii: ","): index += 1; return false
        case UInt8(ascii: "}"): index += 1; return true
        default: throw fail("expected ',' or '}' after an object member, found \(describeCurrent())")
        }
    }

    /// Reads `,` or `]` after an array element; returns true at the end of the array.
    mutating func scanArraySeparator() throws(JSONScanStop) -> Bool {
        skipWhitespace()
        guard index < end else {
            throw endOfInput("expected ',' or ']' after an array element, found the end of the input")
        }
        switch base[index] {
        case UInt8(ascii: ","): index += 1; return false
        case UInt8(ascii: "]"): index += 1; return true
        default: throw fail("expected ',' or ']' after an array element, found \(describeCurrent())")
        }
    }

    // MARK: Strings

    /// Reads a string whose opening quote is at `index`, checking escapes and UTF-8.
    mutating func scanString() throws(JSONScanStop) -> JSONStringToken {
        index += 1  // the opening quote
        let start = index
        var hasEscapes = false
        while index < end {
            // Eight plain bytes at a time (SWAR): strings are most of a file's bytes,
            // and a byte-at-a-time loop was the reader's largest cost in the benchmark.
            while index + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(in: word)
                if special != 0 {
                    index += special.trailingZeroBitCount / 8
                    break
                }
                index += 8
            }
            guard index < end else { break }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return JSONStringToken(start: start, end: index - 1, hasEscapes: hasEscapes)
            }
            if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") {
                index += 1
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else if byte < 0x20 {
                throw fail("control character U+\(hex(UInt32(byte), width: 4)) must be escaped inside a string")
            } else {
                try scanUTF8Sequence()
            }
        }
        throw endOfInput("unexpected end of input inside a string")
    }

    /// A mask whose lowest set bit lies in the first byte of `word` (little-endian) that is
    /// `"`, `\\`, a control character or not ASCII; zero when there is none. Bits above the
    /// first such byte may be wrong, which is harmless: only the first is used.
    @inline(__always)
    private static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs
    }

    private mutating func scanEscape() throws(JSONScanStop) {
        index += 1  // the backslash
        guard index < end else { throw endOfInput("unexpected end of input inside a string escape") }
        let escaped = base[index]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            let escapeStart = index - 1
            index += 1
            let first = try scanHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < end else {
                    if !isFinal { throw .needMoreInput }
                    throw .syntax(
                        JSONSyntaxError(
                            offset: baseOffset + escapeStart,
                            message: "high surrogate \\u\(hex(first, width: 4)) is not followed by a low surrogate"))
                }
                guard base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "u") else {
                    throw .syntax(
                        JSONSyntaxError(
                            offset: baseOffset + escapeStart,
                            message: "high surrogate \\u\(hex(first, width: 4)) is not followed by a low surrogate"))
                }
                index += 2
                let second = try scanHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw .syntax(
                        JSONSyntaxError(
                            offset: baseOffset + escapeStart,
                            message:
                                "high surrogate \\u\(hex(first, width: 4)) is followed "
                                + "by \\u\(hex(second, width: 4)), not a low surrogate"
                        ))
                }
            } else if (0xDC00...0xDFFF).contains(first) {
                throw .syntax(
                    JSONSyntaxError(
                        offset: baseOffset + escapeStart,
                        message: "lone low surrogate \\u\(hex(first, width: 4)) in a string"))
            }
        default:
            throw fail("invalid escape sequence '\\\(describeByte(escaped))' in a string")
        }
    }

    private mutating func scanHex4() throws(JSONScanStop) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < end else { throw endOfInput("unexpected end of input inside a \\u escape") }
            let byte = base[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("expected four hexadecimal digits after \\u, found \(describeCurrent())")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Checks one multi-byte UTF-8 sequence, refusing overlong forms, surrogates and values past U+10FFFF.
    private mutating func scanUTF8Sequence() throws(JSONScanStop) {
        let lead = base[index]
        guard let (length, lowestSecond, highestSecond) = UTF8Validation.sequence(startingWith: lead) else {
            throw fail("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2)) in a string")
        }
        for position in 1..<length {
            let offset = index + position
            guard offset < end else {
                if !isFinal { throw .needMoreInput }
                throw fail("truncated UTF-8 sequence at the end of the input")
            }
            let byte = base[offset]
            let low = position == 1 ? lowestSecond : 0x80
            let high = position == 1 ? highestSecond : 0xBF
            guard byte >= low && byte <= high else {
                throw fail("invalid UTF-8 sequence starting with byte 0x\(hex(UInt32(lead), width: 2)) in a string")
            }
        }
        index += length
    }

    // MARK: Numbers and literals

    /// Reads a number literal, returning where it stands; the caller interprets it.
    mutating func scanNumber() throws(JSONScanStop) -> Range<Int> {
        let start = index
        if base[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end else { throw endOfInput("expected a digit after '-', found the end of the input") }
        guard isDigit(base[index]) else {
            throw fail("expected a digit after '-', found \(describeCurrent())")
        }
        if base[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(base[index]) {
                throw fail("a number must not have a leading zero")
            }
        } else {
            try skipDigits()
        }
        try needByteAfterNumber()
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end else {
                throw endOfInput("expected a digit after the decimal point, found the end of the input")
            }
            guard isDigit(base[index]) else {
                throw fail("expected a digit after the decimal point, found \(describeCurrent())")
            }
            try skipDigits()
        }
        if index < end, base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            guard index < end else { throw endOfInput("expected a digit in the exponent, found the end of the input") }
            guard isDigit(base[index]) else {
                throw fail("expected a digit in the exponent, found \(describeCurrent())")
            }
            try skipDigits()
        }
        return start..<index
    }

    @inline(__always)
    private mutating func skipDigits() throws(JSONScanStop) {
        while index < end, isDigit(base[index]) { index += 1 }
        try needByteAfterNumber()
    }

    /// A number that reaches the end of a window may go on in the next one.
    @inline(__always)
    private func needByteAfterNumber() throws(JSONScanStop) {
        if index == end && !isFinal { throw .needMoreInput }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONScanStop) {
        let start = index
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard index < end else {
                if !isFinal { throw .needMoreInput }
                index = start
                throw try unexpectedValue()
            }
            guard base[index] == byte else {
                index = start
                throw try unexpectedValue()
            }
            index += 1
        }
        if index == end && !isFinal { throw .needMoreInput }
        if index < end, isIdentifierByte(base[index]) {
            index = start
            throw try unexpectedValue()
        }
    }

    // MARK: Errors

    /// "expected a value, found …", naming a bare word such as `NaN` whole.
    func unexpectedValue() throws(JSONScanStop) -> JSONScanStop {
        var wordEnd = index
        while wordEnd < end, wordEnd - index < 24, isIdentifierByte(base[wordEnd]) { wordEnd += 1 }
        if wordEnd == end && !isFinal && wordEnd - index < 24 { throw .needMoreInput }
        guard wordEnd > index else { return fail("expected a value, found \(describeCurrent())") }
        let word = String(decoding: UnsafeBufferPointer(start: base + index, count: wordEnd - index), as: UTF8.self)
        return fail("expected a value, found '\(word)'")
    }

    /// A syntax error at the current byte.
    func fail(_ message: String) -> JSONScanStop {
        .syntax(JSONSyntaxError(offset: baseOffset + index, message: message))
    }

    /// The window ended: the value may go on in more input, or the input really ended there.
    func endOfInput(_ message: String) -> JSONScanStop {
        isFinal ? fail(message) : .needMoreInput
    }

    func describeCurrent() -> String {
        guard let byte = peek() else { return "the end of the input" }
        let described = describeByte(byte)
        return described.count == 1 ? "'\(described)'" : described
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "byte 0x\(hex(UInt32(byte), width: 2))"
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_")
    }
}

/// Uppercase hexadecimal, zero-padded: `hex(9, width: 4)` is `0009`.
func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
