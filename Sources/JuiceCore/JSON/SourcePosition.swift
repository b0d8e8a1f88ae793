/// A place in a text file, as people count it: both numbers start at 1.
///
/// The column counts Unicode scalars, not bytes, so a position inside Korean text
/// points where an editor's cursor would be.
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Finds the line and column of a byte offset in UTF-8 text.
    ///
    /// Scans from the start: for many positions in one file use `SourcePositionTracker`.
    public init(offset: Int, in bytes: [UInt8]) {
        var tracker = SourcePositionTracker(bytes: bytes)
        self = tracker.position(of: offset)
    }

    public var description: String { "\(line):\(column)" }
}
