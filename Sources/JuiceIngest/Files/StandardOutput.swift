#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and reports every failure, unlike `print` (which drops errors of
/// its buffered stream) and `FileHandle.write` (which stops the process on one).
package enum StandardOutput {
    /// How messages name standard output.
    public static let name = "<stdout>"

    /// Writes all of `bytes` to file descriptor 1, or throws with the system's reason: a full
    /// disk or `/dev/full` (`No space left on device`), a closed pipe (`Broken pipe`, where the
    /// process has not already been stopped by SIGPIPE, as Unix tools are).
    /// A test running a command in process takes the bytes instead (`ConsoleCapture`).
    public static func write(_ bytes: [UInt8]) throws(FileError) {
        if let capture = ConsoleCapture.current { return capture.writeOutput(bytes) }
        try writeAll(bytes, to: STDOUT_FILENO, naming: name)
    }

    public static func write(_ text: String) throws(FileError) {
        try write(Array(text.utf8))
    }
}
