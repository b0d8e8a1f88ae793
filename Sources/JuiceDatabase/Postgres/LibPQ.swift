import CLazyLibraries

/// libpq, opened the first time a PostgreSQL URL is read (`CLazyLibraries`), so a chart from a
/// file starts without it and the libraries it brings.
enum LibPQ {
    /// Opens libpq when it is not yet open, or says in one line why it cannot be.
    static func load(for database: String) throws(DatabaseError) {
        guard jr_libpq_load() == 0 else { return }
        throw .unreachable(
            database: database,
            problem: "libpq cannot be loaded (\(String(cString: jr_libpq_load_error()))); "
                + "install it (Debian: apt-get install libpq5)")
    }
}
