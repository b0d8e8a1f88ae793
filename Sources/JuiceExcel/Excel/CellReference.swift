/// The column of an A1-style cell reference (`C7` → 2), zero-based.
enum CellReference {
    /// Excel's widest sheet: columns A to XFD.
    static let columnLimit = 16_384

    /// The zero-based column of `reference`, or nil when it does not start with letters naming
    /// a column within Excel's limit (`$` marks of absolute references are not used in cells).
    static func column(of reference: String) -> Int? {
        column(of: reference.utf8)
    }

    /// The zero-based column of a reference given as UTF-8.
    static func column(of reference: some Sequence<UInt8>) -> Int? {
        var column = 0
        var letters = 0
        for byte in reference {
            let upper = byte & ~0x20
            guard upper >= UInt8(ascii: "A"), upper <= UInt8(ascii: "Z") else { break }
            column = column * 26 + Int(upper - UInt8(ascii: "A") + 1)
            letters += 1
            if column > columnLimit { return nil }
        }
        return letters == 0 ? nil : column - 1
    }
}
