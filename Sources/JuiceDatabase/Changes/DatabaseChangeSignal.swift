/// Tells cheaply whether a database's data changed since the last look, so a live page reads
/// its totals again only then: SQLite by its data version, PostgreSQL by notifications on a
/// channel the owner's trigger sends to.
public protocol DatabaseChangeSignal: AnyObject {
    /// Whether another connection committed a change since the last call (the first call says
    /// false: the data was just read). Throws `DatabaseError` when the database cannot be
    /// reached; the caller connects again later.
    func hasChanged() throws(DatabaseError) -> Bool

    /// The descriptors that become readable when a change may have come (PostgreSQL's connection
    /// sockets, where notifications arrive: the input's own and each `--notify-url`'s), so a waiter
    /// can sleep in poll(2) on them and look at once; none when only looking tells (SQLite's data
    /// version). Only waited on, never read: `hasChanged` reads them.
    var readableOnChange: [Int32] { get }
}

extension DatabaseChangeSignal {
    public var readableOnChange: [Int32] { [] }
}

/// The signal a database offers, if any.
public enum DatabaseChanges {
    /// SQLite's data version always; PostgreSQL's notifications on `channel` when one is named,
    /// heard on the input's own server and on each of `alsoAt` (the shards behind a postgres_fdw
    /// front, where the rows are written and the trigger runs); nil otherwise (the caller polls).
    public static func signal(
        for url: DatabaseURL, channel: String?, alsoAt others: [PostgresSettings] = []
    ) throws(DatabaseError) -> (any DatabaseChangeSignal)? {
        switch url {
        case .sqlite(let path): try SQLiteDataVersion(path: path)
        case .postgres(let settings):
            try channel.map { channel throws(DatabaseError) in
                try PostgresNotifications(servers: [settings] + others, channel: channel)
            }
        }
    }
}
