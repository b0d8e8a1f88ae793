#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole input file into memory.
///
/// Plain POSIX calls rather than `Data(contentsOf:)`, so the message a user sees is
/// the system's short reason ("No such file or directory"), not a Foundation dump.
package enum InputFile {
    public static func read(path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadableInput(path: path, reason: systemErrorReason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadableInput(path: path, reason: systemErrorReason(errno))
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadableInput(path: path, reason: "it is a directory")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(Int(status.st_size), 0))
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in posixRead(descriptor, buffer.baseAddress, buffer.count)
            }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableInput(path: path, reason: systemErrorReason(errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
