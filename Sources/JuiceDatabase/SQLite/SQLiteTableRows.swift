import CSQLite
import Foundation

/// The rows of a SQLite table up to a rowid, told apart from any other set of rows by their
/// number and a checksum of every column: what a live page read, so that after a commit it reads
/// only the rows added (issue 38: reading 20,000 orders again took about a second, the rows a
/// commit adds take milliseconds).
public struct SQLiteTableRows: Sendable, Equatable {
    /// The largest rowid among them; 0 for none.
    public let upTo: Int64
    public let count: Int64
    /// The sum of each row's 32-bit FNV-1a hash of its columns' types and texts.
    public let checksum: Int64

    /// The rows of an empty table.
    public static let none = SQLiteTableRows(upTo: 0, count: 0, checksum: 0)
}
