/// A source that can be read once more from its start, independently of the reading under way:
/// what lets a table reader look ahead (for the order of slashed dates) before it reads.
/// Standard input cannot; a file and a workbook's sheet can.
public protocol RereadableByteSource: ByteSource {
    /// A new source over the same bytes, from the start; nil when there is none to be had.
    func reread() -> ByteSource?
}

extension FileByteSource: RereadableByteSource {
    public func reread() -> ByteSource? {
        path == "-" ? nil : try? FileByteSource(path: path)
    }
}
