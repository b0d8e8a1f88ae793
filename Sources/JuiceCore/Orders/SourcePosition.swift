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

    public var description: String { "\(line):\(column)" }
}
