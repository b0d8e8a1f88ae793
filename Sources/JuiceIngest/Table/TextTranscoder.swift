/// Turns a file's bytes into UTF-8 a chunk at a time, keeping a character cut by the end of a
/// chunk for the next one. UTF-16 is decoded here; CP949 through the C library's iconv, which
/// has the Unified Hangul Code tables (Foundation on Linux has none for Korean).
struct TextTranscoder {
    let encoding: TextEncoding
    private var carry: [UInt8] = []
    private var converter: IconvConverter?
    /// Bytes of input consumed so far, for the offset in messages.
    private(set) var consumed = 0

    /// - Parameter offset: where the text starts in the file (after a byte order mark), so
    ///   offsets in messages are the file's.
    init(_ encoding: TextEncoding, startingAt offset: Int = 0) {
        self.encoding = encoding
        consumed = offset
        if encoding == .cp949 { converter = IconvConverter(from: "CP949", to: "UTF-8") }
    }

    /// A byte sequence that is not text in the encoding.
    struct Problem: Error {
        /// Offset of the bad bytes in the whole input.
        let offset: Int
        let bytes: [UInt8]
    }

    /// Appends the UTF-8 of `input` to `output`. At `isFinal`, a cut character is an error.
    mutating func decode(_ input: UnsafeRawBufferPointer, isFinal: Bool, into output: inout [UInt8]) throws(Problem) {
        if encoding == .utf8 {
            output.append(contentsOf: input)
            consumed += input.count
            return
        }
        // The input continues the carried bytes, which began that many bytes earlier.
        let base = consumed - carry.count
        var bytes = carry
        bytes.append(contentsOf: input)
        carry.removeAll()
        consumed += input.count
        if encoding == .cp949 {
            guard let converter else { throw Problem(offset: base, bytes: []) }
            let used = try bytes.withUnsafeBytes { raw in
                Result { () throws(Problem) in try converter.convert(raw, base: base, into: &output) }
            }.get()
            if used < bytes.count {
                guard !isFinal else { throw Problem(offset: base + used, bytes: Array(bytes[used...])) }
                carry = Array(bytes[used...])
            }
        } else {
            try decodeUTF16(bytes, isFinal: isFinal, base: base, into: &output)
        }
    }

    private mutating func decodeUTF16(_ bytes: [UInt8], isFinal: Bool, base: Int, into output: inout [UInt8])
        throws(Problem)
    {
        let little = encoding == .utf16LittleEndian
        var index = 0
        func unit(_ at: Int) -> UInt32 {
            little ? UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 : UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1])
        }
        while index + 1 < bytes.count {
            var scalar = unit(index)
            var width = 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 3 < bytes.count else { break }
                let low = unit(index + 2)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Problem(offset: base + index, bytes: Array(bytes[index..<index + 4]))
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                width = 4
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw Problem(offset: base + index, bytes: Array(bytes[index..<index + 2]))
            }
            guard let decoded = Unicode.Scalar(scalar) else {
                preconditionFailure("surrogates were paired or refused above")
            }
            output.append(contentsOf: decoded.utf8)
            index += width
        }
        if index < bytes.count {
            guard !isFinal else { throw Problem(offset: base + index, bytes: Array(bytes[index...])) }
            carry = Array(bytes[index...])
        }
    }
}
