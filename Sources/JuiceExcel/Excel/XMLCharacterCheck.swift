/// Checks bytes, a chunk at a time, for being UTF-8 that holds only characters XML allows
/// (`Char` in XML 1.0: no control characters but tab and line breaks, no U+FFFE or U+FFFF).
///
/// A character may be cut between chunks: the check carries its state over, and
/// `isBetweenCharacters` says at the end whether the last one was complete.
struct XMLCharacterCheck: Sendable {
    /// Continuation bytes the current character still needs.
    private var remaining = 0
    /// The range the next continuation byte must fall in (narrower after E0, ED, F0 and F4,
    /// which rules out overlong forms, surrogates and code points past U+10FFFF).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF
    private var scalar: UInt32 = 0

    /// Whether the bytes checked so far end on a character boundary.
    var isBetweenCharacters: Bool { remaining == 0 }

    /// The offset of the first byte that breaks the rules, and which rule; nil when every byte is fine.
    mutating func check(_ bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, problem: XMLProblem)? {
        guard let base = bytes.baseAddress else { return nil }  // no bytes, none breaking a rule
        var index = 0
        let count = bytes.count
        while index < count {
            if remaining == 0 && index + 8 <= count {
                // Eight bytes at a time while they are all printable ASCII: no byte with its top bit
                // set, none below 0x20 (`word - 0x20…` borrows into the top bit of such a byte).
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let lows: UInt64 = 0x2020_2020_2020_2020
                let highs: UInt64 = 0x8080_8080_8080_8080
                if (word | ((word &- lows) & ~word)) & highs == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if remaining == 0 {
                // Printable ASCII, the bulk of every sheet, costs one comparison.
                if byte &- 0x20 < 0x60 {
                    index += 1
                    continue
                }
                switch byte {
                case 0x09, 0x0A, 0x0D:
                    break
                case 0x00...0x1F:
                    return (index, .disallowedCharacter)
                case 0xC2...0xDF:
                    begin(continuations: 1, scalar: byte & 0x1F)
                case 0xE0:
                    begin(continuations: 2, scalar: byte & 0x0F, lower: 0xA0)
                case 0xED:
                    begin(continuations: 2, scalar: byte & 0x0F, upper: 0x9F)
                case 0xE1...0xEF:
                    begin(continuations: 2, scalar: byte & 0x0F)
                case 0xF0:
                    begin(continuations: 3, scalar: byte & 0x07, lower: 0x90)
                case 0xF4:
                    begin(continuations: 3, scalar: byte & 0x07, upper: 0x8F)
                case 0xF1...0xF3:
                    begin(continuations: 3, scalar: byte & 0x07)
                default:
                    return (index, .notUTF8)
                }
            } else {
                guard byte >= lower, byte <= upper else { return (index, .notUTF8) }
                (lower, upper) = (0x80, 0xBF)
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                if remaining == 0, scalar == 0xFFFE || scalar == 0xFFFF { return (index, .disallowedCharacter) }
            }
            index += 1
        }
        return nil
    }

    private mutating func begin(continuations: Int, scalar first: UInt8, lower: UInt8 = 0x80, upper: UInt8 = 0xBF) {
        remaining = continuations
        scalar = UInt32(first)
        (self.lower, self.upper) = (lower, upper)
    }
}
