import JuiceCore

/// Turns increasing byte offsets into line and column in one pass over the text,
/// so locating every order of a large file stays linear.
struct SourcePositionTracker {
    private let bytes: [UInt8]
    private var offset = 0
    private var lines = LineTracker()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of `target`, which must not be before the previous target.
    mutating func position(of target: Int) -> SourcePosition {
        precondition(target >= offset, "offsets must increase")
        let end = min(target, bytes.count)
        if end > offset {
            bytes.withUnsafeBufferPointer { lines.advance(over: UnsafeBufferPointer(rebasing: $0[offset..<end])) }
            offset = end
        }
        return lines.position
    }
}
