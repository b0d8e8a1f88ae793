/// The character a reference between `&` and `;` stands for: one of XML's five predefined
/// entities (`amp`, `lt`, `gt`, `quot`, `apos`) or a character reference (`#10`, `#x41`).
///
/// A workbook's part declares no entities of its own, so any other name is undefined.
enum XMLReference {
    /// The longest reference accepted between `&` and `;`: `#x10FFFF` with room for leading zeros.
    static let maximumLength = 32

    /// The character `name` (the bytes between `&` and `;`) stands for.
    static func character(_ name: UnsafeBufferPointer<UInt8>) throws(XMLProblem) -> Unicode.Scalar {
        if name.first == UInt8(ascii: "#") {
            return try numeric(UnsafeBufferPointer(rebasing: name.dropFirst()))
        }
        if name.elementsEqual("amp".utf8) { return "&" }
        if name.elementsEqual("lt".utf8) { return "<" }
        if name.elementsEqual("gt".utf8) { return ">" }
        if name.elementsEqual("quot".utf8) { return "\"" }
        if name.elementsEqual("apos".utf8) { return "'" }
        throw .undefinedEntity
    }

    /// `digits` after `#`: decimal, or hexadecimal after `x`; the code point must be a character XML allows.
    private static func numeric(_ digits: UnsafeBufferPointer<UInt8>) throws(XMLProblem) -> Unicode.Scalar {
        var digits = digits[...]
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { throw .undefinedEntity }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw .undefinedEntity
            }
            value = value * radix + digit
            if value > 0x10FFFF { throw .disallowedCharacter }
        }
        // Unicode.Scalar refuses only surrogates (and values past U+10FFFF), which XML refuses too.
        guard let scalar = Unicode.Scalar(value) else { throw .disallowedCharacter }
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            return scalar
        default:
            throw .disallowedCharacter
        }
    }
}
