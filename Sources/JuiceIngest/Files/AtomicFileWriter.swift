#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see either the old file or the complete new one, never a part.
///
/// The bytes go to a temporary file beside the target, are flushed to disk, and the
/// temporary file is renamed over the target; on any failure it is removed again.
package enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let directory = parentDirectory(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw .unwritableOutput(path: path, reason: systemErrorReason(errno)) }
        // mkstemp replaced the X's in place; the path is everything before the terminating NUL.
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(FileError) {
            try writeAll(bytes, to: descriptor, naming: path)
            // mkstemp creates the file 0600; give it the mode a newly created file would have.
            fchmod(descriptor, 0o666 & ~processUmask)
            guard fsync(descriptor) == 0 else { throw .unwritableOutput(path: path, reason: systemErrorReason(errno)) }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        // Closed once, failing or not: after a failed close the number may already name another thread's file.
        guard close(descriptor) == 0 else {
            let reason = systemErrorReason(errno)
            unlink(temporaryPath)
            throw .unwritableOutput(path: path, reason: reason)
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = systemErrorReason(errno)
            unlink(temporaryPath)
            throw .unwritableOutput(path: path, reason: reason)
        }
    }

    /// The process's file mode mask, read once: `umask` can only be read by setting it, which
    /// must not happen while other threads (the daily report's days) create files.
    private static let processUmask: mode_t = {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }
}
