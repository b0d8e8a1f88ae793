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
}
