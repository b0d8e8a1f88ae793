import Foundation
import JuiceDatabase
import JuiceIngest
import JuiceReports

/// One input of `serve`, how it is watched, and the orders read from it so far (kept apart from
/// the other inputs', so that one changed beyond appending is read again alone).
struct LiveSource: Sendable {
    enum Watch: Sendable {
        /// CSV or JSON Lines: appended lines read from where the last read stopped.
        case tail(FileTail, format: OrderInputFormat)
        /// A JSON document or a workbook: read again whole when its size, time or inode changes.
        case whole(path: String, signature: FileSignature?)
        /// A database URL: read again when its change signal says so (SQLite's data version,
        /// PostgreSQL's notifications) or, without one, when `due`; a change only when its
        /// figures differ. `backoff` is the wait before the next try after a failure, in seconds.
        case database(url: String, due: Date, backoff: Double)
    }

    var watch: Watch
    var history: SalesHistory
    /// A SQLite table's rows `history` holds, so that a change reads only the rows added
    /// (`DatabaseRead`); nil when the next change reads it whole.
    var rows: SQLiteTableRows?
    /// Why the source cannot be read now, and since when; nil while it reads.
    var failure: (message: String, since: Date)?
    /// The first read's error, kept so that a start with an input that cannot be read fails as the other commands do.
    var firstError: (any Error & Sendable)?

    /// How an input is watched, by its name: tables and JSON Lines are followed as they grow.
    init(input: String, template: SalesHistory, format: OrderInputFormat?, isDatabase: Bool) {
        history = template.emptyCopy()
        if isDatabase {
            watch = .database(url: input, due: .distantPast, backoff: 1)
            return
        }
        switch format ?? OrderInputFormat(path: input) {
        case .csv: watch = .tail(FileTail(path: input, isTable: true), format: .csv)
        case .ndjson: watch = .tail(FileTail(path: input, isTable: false), format: .ndjson)
        default: watch = .whole(path: input, signature: nil)
        }
    }

    /// The file or URL the source reads.
    var name: String {
        switch watch {
        case .tail(let tail, _): tail.path
        case .whole(let path, _): path
        case .database(let url, _, _): url
        }
    }
}

/// What tells that a file read whole changed: its identity, size and modification time.
struct FileSignature: Sendable, Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64

    /// The file's signature now; nil when it cannot be looked at.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }
}
