#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's sentence for an `errno` value, such as "No such file or directory".
func systemErrorReason(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// `read(2)`, under a name that does not clash with the methods of types that read.
func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, under a name that does not clash with the methods of types that write.
func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Writes all of `bytes` to an open descriptor, retrying short and interrupted writes; any
/// other failure throws with the system's reason, naming the output as `name`.
func writeAll(_ bytes: [UInt8], to descriptor: Int32, naming name: String) throws(FileError) {
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in
            let rest = UnsafeRawBufferPointer(rebasing: buffer[written...])
            return posixWrite(descriptor, rest.baseAddress, rest.count)
        }
        if count < 0 {
            if errno == EINTR { continue }
            throw .unwritableOutput(path: name, reason: systemErrorReason(errno))
        }
        written += count
    }
}
