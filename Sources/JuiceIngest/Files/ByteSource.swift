/// Somewhere bytes are read from in chunks: a file, standard input, or memory.
public protocol ByteSource: AnyObject {
    /// The name used in messages: the path as the user typed it, or `<stdin>`.
    var name: String { get }
    /// The total size when it is known in advance (a regular file), for progress reports.
    var size: Int? { get }
    /// Reads up to `buffer.count` bytes; returns 0 at the end of the input.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int
}
