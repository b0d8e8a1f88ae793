import Failures
import Foundation

/// A file read as it grows: the offset after its last complete line, and the file it was read
/// from (device and inode), so that lines appended are read once and a file truncated,
/// replaced or rotated is read again from its start.
struct FileTail: Sendable {
    /// What changed since the last look.
    enum Change: Sendable, Equatable {
        case none
        /// Whole lines appended (for a CSV file, its header row first, so they read as a table).
        case appended([UInt8], from: Int)
        /// The file is another, or shorter, than the one read: read it again from the start.
        case replaced
    }

    let path: String
    /// Whether the file is a table whose header row starts every chunk handed out.
    let isTable: Bool
    private(set) var offset = 0
    private(set) var identity: (device: UInt64, inode: UInt64)?
    private var header: [UInt8] = []
    /// The bytes that ended the last read (up to `witnessLength`): a file rewritten in place, even
    /// longer than before between two looks, no longer holds them there.
    private var witness: [UInt8] = []
    static let witnessLength = 64

    init(path: String, isTable: Bool) {
        self.path = path
        self.isTable = isTable
    }

    /// Reads what was appended since the last look: only the new bytes, up to the last line end.
    /// Throws `FileTailError` when the file cannot be read.
    mutating func poll() throws(FileTailError) -> Change {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(path, String(cString: strerror(errno))) }
        let now = (UInt64(status.st_dev), UInt64(status.st_ino))
        if let known = identity, known != now || Int(status.st_size) < offset { return .replaced }
        identity = now
        let size = Int(status.st_size)
        guard size > offset else { return .none }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path, "it cannot be opened") }
        defer { try? handle.close() }
        let bytes: [UInt8]
        do {
            try handle.seek(toOffset: UInt64(offset - witness.count))
            let read = [UInt8](try handle.read(upToCount: size - offset + witness.count) ?? Data())
            guard read.starts(with: witness) else { return .replaced }
            bytes = Array(read.dropFirst(witness.count))
        } catch {
            throw .unreadable(path, error.localizedDescription)
        }
        // A line still being written waits for its end.
        guard let lastNewline = bytes.lastIndex(of: 0x0A) else { return .none }
        let whole = Array(bytes[...lastNewline])
        let start = offset
        offset += whole.count
        witness = Array((witness + whole).suffix(Self.witnessLength))
        guard isTable else { return .appended(whole, from: start) }
        if start == 0, let headerEnd = whole.firstIndex(of: 0x0A) { header = Array(whole[...headerEnd]) }
        return .appended(start == 0 ? whole : header + whole, from: start)
    }

    /// Forgets what was read: the next look reads the file from its start.
    mutating func restart() {
        offset = 0
        identity = nil
        header = []
        witness = []
    }
}

enum FileTailError: Error, Equatable, CustomStringConvertible, CategorizedError {
    case unreadable(String, String)

    var category: FailureCategory { .missing }

    var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        }
    }
}
