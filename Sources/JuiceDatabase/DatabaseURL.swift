import Foundation

/// A database named as an input: `postgresql://user:secret@host:5432/shop?sslmode=require`,
/// `postgres://…`, `sqlite:/var/pos/pos.db` or `sqlite:///var/pos/pos.db`.
public enum DatabaseURL: Sendable, Equatable {
    case postgres(PostgresSettings)
    case sqlite(path: String)

    /// The URL an input names, or nil when the input is a file path (`-`, `orders.json`).
    ///
    /// Throws for a database URL that cannot be used (a bad port, an unknown `sslmode`).
    public init?(input: String) throws(DatabaseError) {
        let lower = input.lowercased()
        if lower.hasPrefix("sqlite:") {
            var path = String(input.dropFirst("sqlite:".count))
            // sqlite:///abs/path is a URL with an empty host; sqlite:/abs/path and sqlite:rel/path are paths.
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }
            path = path.removingPercentEncoding ?? path
            guard !path.isEmpty else {
                throw .badURL(
                    input: input, problem: "name the database file after sqlite:, such as sqlite:/var/pos/pos.db")
            }
            self = .sqlite(path: path)
        } else if lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://") {
            self = .postgres(try PostgresSettings(url: input))
        } else {
            return nil
        }
    }

    /// How messages name the database: the URL without its password.
    public var displayName: String {
        switch self {
        case .postgres(let settings): settings.displayName
        case .sqlite(let path): "sqlite:\(path)"
        }
    }
}
