import JuiceCore

/// A column of the rows orders come from, as the database describes it.
struct DatabaseColumn: Sendable, Equatable {
    /// How values of the column can be read; SQLite's columns take any value (`dynamic`).
    enum Kind: Sendable, Equatable {
        case integer, decimal, text, instant, localTime, date, dynamic
        case other(String)
    }

    let name: String
    let kind: Kind
    /// The type's name, for messages.
    let typeName: String
    /// The name as SQL writes it, checked once here: every statement quotes it the same way.
    let identifier: SQLIdentifier

    /// Throws for a name no statement can write (it holds a NUL character).
    init(name: String, kind: Kind, typeName: String, database: String = "") throws(DatabaseError) {
        self.name = name
        self.kind = kind
        self.typeName = typeName
        do {
            identifier = try SQLIdentifier(name)
        } catch {
            throw .missing(
                database: database,
                problem: "the column \(quotedValue(name)) cannot be named in SQL: it holds a NUL character")
        }
    }
}
