import CLazyLibraries

/// The client libraries a database URL needs, opened the first time one is read
/// (`CLazyLibraries`), so a chart from a file starts without them.
enum DatabaseLibrary: String {
    case libpq, sqlite = "libsqlite3"

    /// Opens the library when it is not yet open, or says in one line why it cannot be.
    func load(for database: String) throws(DatabaseError) {
        let (opened, package): (Int32, String) =
            switch self {
            case .libpq: (jr_libpq_load(), "libpq5")
            case .sqlite: (jr_libsqlite3_load(), "libsqlite3-0")
            }
        guard opened == 0 else { return }
        let reason = String(cString: self == .libpq ? jr_libpq_load_error() : jr_libsqlite3_load_error())
        throw .unreachable(
            database: database,
            problem: "\(rawValue) cannot be loaded (\(reason)); install it (Debian: apt-get install \(package))")
    }
}
