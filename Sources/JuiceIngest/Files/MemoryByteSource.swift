/// Bytes already in memory, handed out in chunks of at most `chunkSize`
/// (tests use small chunks to cut values at every possible place).
public final class MemoryByteSource: ByteSource {
    public let name: String
    public var size: Int? { bytes.count }
    private let bytes: [UInt8]
    private let chunkSize: Int
    private var offset = 0

    public init(_ bytes: [UInt8], name: String, chunkSize: Int = .max) {
        self.bytes = bytes
        self.name = name
        self.chunkSize = max(1, chunkSize)
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
        let count = min(buffer.count, chunkSize, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
        }
        offset += count
        return count
    }
}
