/// Checks UTF-8 by the standard's rules (no overlong forms, surrogates or values past U+10FFFF).
enum UTF8Validation {
    /// The offset of the first byte that does not begin a valid sequence, or nil when all do.
    /// A sequence cut by the end of the bytes is invalid unless `allowingCutEnd`.
    static func firstInvalidOffset(_ bytes: UnsafeRawBufferPointer, allowingCutEnd: Bool = false) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            guard let (length, low, high) = sequence(startingWith: lead) else { return index }
            for offset in 1..<length {
                guard index + offset < count else { return allowingCutEnd ? nil : index }
                let byte = bytes[index + offset]
                let (min, max) = offset == 1 ? (low, high) : (0x80, 0xBF)
                guard byte >= min && byte <= max else { return index }
            }
            index += length
        }
        return nil
    }

    /// The length of the sequence a lead byte starts and the range its second byte must be in
    /// (the later ones are 0x80...0xBF), by the standard's table; nil for a byte no sequence
    /// starts with. Shared with `JSONScanner`, which checks strings with it.
    @inline(__always)
    static func sequence(startingWith lead: UInt8) -> (length: Int, lowestSecond: UInt8, highestSecond: UInt8)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: nil
        }
    }

    static func isValid(_ bytes: UnsafeRawBufferPointer, allowingCutEnd: Bool = false) -> Bool {
        firstInvalidOffset(bytes, allowingCutEnd: allowingCutEnd) == nil
    }
}
