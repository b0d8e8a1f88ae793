/// The character encodings a table (CSV) may come in: what spreadsheets and point-of-sale
/// exports write. Korean Excel saves CSV as CP949 unless told otherwise.
public enum TextEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16LittleEndian = "utf-16le"
    case utf16BigEndian = "utf-16be"
    /// Windows code page 949 (Unified Hangul Code), a superset of EUC-KR.
    case cp949

    /// The encoding of a file from its first bytes, and how many of them are a byte order mark.
    ///
    /// A byte order mark settles it; otherwise UTF-16 shows as zero bytes in every other place,
    /// UTF-8 as bytes that decode, and anything else is tried as CP949 (nil when that fails too).
    static func detect(_ prefix: UnsafeRawBufferPointer, isWholeFile: Bool) -> (
        encoding: TextEncoding, byteOrderMark: Int
    )? {
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if prefix.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if prefix.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        let pairs = prefix.count / 2
        if pairs >= 4 {
            let evenZeros = stride(from: 0, to: pairs * 2, by: 2).filter { prefix[$0] == 0 }.count
            let oddZeros = stride(from: 1, to: pairs * 2, by: 2).filter { prefix[$0] == 0 }.count
            if oddZeros * 10 >= pairs * 3 && evenZeros == 0 { return (.utf16LittleEndian, 0) }
            if evenZeros * 10 >= pairs * 3 && oddZeros == 0 { return (.utf16BigEndian, 0) }
        }
        if UTF8Validation.isValid(prefix, allowingCutEnd: !isWholeFile) { return (.utf8, 0) }
        var decoder = TextTranscoder(.cp949)
        var scratch: [UInt8] = []
        if (try? decoder.decode(prefix, isFinal: isWholeFile, into: &scratch)) != nil { return (.cp949, 0) }
        return nil
    }
}
