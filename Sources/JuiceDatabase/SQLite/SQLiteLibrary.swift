import CLazyLibraries

/// SQLite, opened the first time a SQLite URL is read (`CLazyLibraries`), so a chart from a file
/// starts without it.
enum SQLiteLibrary {
    /// Opens libsqlite3 when it is not yet open, or says in one line why it cannot be.
    static func load(for database: String) throws(DatabaseError) {
        guard jr_libsqlite3_load() == 0 else { return }
        throw .unreachable(
            database: database,
            problem: "libsqlite3 cannot be loaded (\(String(cString: jr_libsqlite3_load_error()))); "
                + "install it (Debian: apt-get install libsqlite3-0)")
    }
}
