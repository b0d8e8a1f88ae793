#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file, or standard input for the path `-`, read with plain POSIX calls.
///
/// Owns its descriptor and closes it when released (standard input is left open).
public final class FileByteSource: ByteSource {
    public let name: String
    public let size: Int?
    /// The path the user gave (`-` for standard input).
    public let path: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool

    /// The name standard input goes by in messages.
    public static let standardInputName = "<stdin>"

    /// Opens `path` and starts reading at byte `offset` (a regular file only).
    public convenience init(path: String, from offset: Int) throws(FileError) {
        precondition(path != "-", "standard input cannot be read from an offset")
        try self.init(path: path)
        guard lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset) else {
            throw .unreadableInput(path: name, reason: systemErrorReason(errno))
        }
    }

    /// The offset just after the first line break at or after `offset`, looking at most 1 MiB ahead.
    public func lineStart(near offset: Int) throws(FileError) -> Int? {
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        let count = bytes.withUnsafeMutableBytes { buffer in
            pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
        }
        guard count > 0 else {
            if count < 0 { throw .unreadableInput(path: name, reason: systemErrorReason(errno)) }
            return nil
        }
        return bytes[0..<count].firstIndex(of: 0x0A).map { offset + $0 + 1 }
    }

    /// - Parameter name: how messages name the file, when not by its path (an address it was downloaded from).
    public init(path: String, name: String? = nil) throws(FileError) {
        self.path = path
        if path == "-" {
            self.name = name ?? Self.standardInputName
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            self.name = name ?? path
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw .unreadableInput(path: path, reason: systemErrorReason(errno)) }
            ownsDescriptor = true
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = systemErrorReason(errno)
            if ownsDescriptor { close(descriptor) }
            throw .unreadableInput(path: self.name, reason: reason)
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            if ownsDescriptor { close(descriptor) }
            throw .unreadableInput(path: self.name, reason: "it is a directory")
        }
        size = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
        while true {
            let count = posixRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw .unreadableInput(path: name, reason: systemErrorReason(errno))
        }
    }
}
