import JuiceCore

extension SourcePosition {
    /// Finds the line and column of a byte offset in UTF-8 text.
    ///
    /// Scans from the start: for many positions in one file use `SourcePositionTracker`.
    public init(offset: Int, in bytes: [UInt8]) {
        var tracker = SourcePositionTracker(bytes: bytes)
        self = tracker.position(of: offset)
    }
}
