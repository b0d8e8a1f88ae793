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
    /// Only called when a message needs a position, so a linear scan is fine.
    public init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                // Continuation bytes belong to the scalar already counted.
                column += 1
            }
            index += 1
        }
        self.init(line: line, column: column)
    }

    public var description: String { "\(line):\(column)" }
}
