/// Turns increasing byte offsets into line and column in one pass over the text,
/// so locating every order of a large file stays linear.
struct SourcePositionTracker {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of `target`, which must not be before the previous target.
    mutating func position(of target: Int) -> SourcePosition {
        precondition(target >= offset, "offsets must increase")
        while offset < min(target, bytes.count) {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
            offset += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
