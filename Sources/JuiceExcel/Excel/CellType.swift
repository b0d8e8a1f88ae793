/// A cell's type, its `t` attribute; a cell without one holds a number.
enum CellType: String, Sendable {
    case sharedString = "s"
    case formulaString = "str"
    case inlineString = "inlineStr"
    case boolean = "b"
    case error = "e"
    case number = "n"
    case date = "d"
    /// A type Excel does not write; its text is kept as it is.
    case unknown = "?"

    /// The type `bytes` name, compared byte by byte: this runs for every cell.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch (bytes.count, bytes.first) {
        case (1, UInt8(ascii: "s")?): self = .sharedString
        case (1, UInt8(ascii: "n")?): self = .number
        case (1, UInt8(ascii: "b")?): self = .boolean
        case (1, UInt8(ascii: "e")?): self = .error
        case (1, UInt8(ascii: "d")?): self = .date
        case (3, _) where Self.equal(bytes, "str"): self = .formulaString
        case (9, _) where Self.equal(bytes, "inlineStr"): self = .inlineString
        default: self = .unknown
        }
    }

    /// Byte by byte: `elementsEqual` against an array went through a generic path costing more than
    /// the rest of the cell.
    @inline(__always)
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        let written = name.utf8Start
        for index in 0..<bytes.count where bytes[index] != written[index] { return false }
        return true
    }
}
