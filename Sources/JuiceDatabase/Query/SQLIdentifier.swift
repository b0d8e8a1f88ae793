/// A table or column name written into SQL as a quoted identifier, so a name is never SQL:
/// `"` is doubled and the whole name quoted, as both PostgreSQL and SQLite read identifiers.
struct SQLIdentifier: Sendable, Equatable, CustomStringConvertible {
    let name: String

    /// Refuses the one character neither database allows in a name (NUL), which would end the statement text.
    init(_ name: String) throws(SQLIdentifierError) {
        guard !name.unicodeScalars.contains("\0") else { throw SQLIdentifierError(name: name) }
        self.name = name
    }

    var description: String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
}

/// A name that cannot be an identifier.
struct SQLIdentifierError: Error {
    let name: String
}
