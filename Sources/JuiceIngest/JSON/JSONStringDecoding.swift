/// Turns the bytes of a string that `JSONScanner` has already checked into its text.
enum JSONStringDecoding {
    /// The text of a scanned string. Escapes were validated while scanning, so this cannot fail.
    static func string(_ token: JSONStringToken, in base: UnsafePointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(start: base + token.start, count: token.count)
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = 0
        var pendingHigh: UInt32?
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                // Copy the run of plain bytes up to the next escape at once.
                var runEnd = index + 1
                while runEnd < raw.count, raw[runEnd] != UInt8(ascii: "\\") { runEnd += 1 }
                scalars.append(
                    contentsOf: String(decoding: UnsafeBufferPointer(rebasing: raw[index..<runEnd]), as: UTF8.self)
                        .unicodeScalars)
                index = runEnd
                continue
            }
            let escaped = raw[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                for offset in 0..<4 {
                    let digit = raw[index + offset]
                    value =
                        value << 4
                        | UInt32(
                            digit <= UInt8(ascii: "9")
                                ? digit - UInt8(ascii: "0") : (digit | 0x20) - UInt8(ascii: "a") + 10)
                }
                index += 4
                if let high = pendingHigh {
                    guard let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) else {
                        preconditionFailure("JSONScanner lets a high surrogate through only when a low one follows")
                    }
                    scalars.append(scalar)
                    pendingHigh = nil
                } else if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                } else {
                    guard let scalar = Unicode.Scalar(value) else {
                        preconditionFailure("JSONScanner refuses a lone low surrogate")
                    }
                    scalars.append(scalar)
                }
            default: scalars.append(Unicode.Scalar(escaped))  // \" \\ \/
            }
        }
        return String(scalars)
    }
}
