import Foundation
import JuiceCore

/// Where and as whom to connect to PostgreSQL, read from a URL as libpq reads one:
/// `postgresql://user:password@host:port/database?sslmode=prefer&connect_timeout=10`.
///
/// What the URL leaves out comes from `PGUSER`, `PGHOST`, `PGPORT` and the login name, and
/// the password from `PGPASSWORD` or the password file (`PasswordFile`), as psql would.
public struct PostgresSettings: Sendable, Equatable {
    /// libpq's `sslmode` values that mean something without certificates of our own.
    public enum SSLMode: String, Sendable, CaseIterable {
        case disable, prefer, require
    }

    public var host: String
    public var port: Int
    public var user: String
    public var database: String
    /// Nil: none in the URL, the environment or the password file; the server may still not ask.
    public var password: String?
    public var sslMode: SSLMode
    /// Seconds to wait for the connection (libpq's `connect_timeout`).
    public var connectTimeout: Int
    /// Seconds the server may spend on one statement before cancelling it (`statement_timeout`).
    public var statementTimeout: Int

    /// Reads a `postgresql://` or `postgres://` URL; the environment fills what it leaves out.
    public init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(DatabaseError) {
        guard let components = URLComponents(string: url) else {
            throw .badURL(input: Self.hidingPassword(url), problem: "it is not a URL; write postgresql://user@host:5432/database")
        }
        let display = Self.hidingPassword(url)
        user = components.user.flatMap { $0.removingPercentEncoding }.flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["PGUSER"] ?? Self.loginName()
        password = components.password.flatMap { $0.removingPercentEncoding }
        host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? environment["PGHOST"] ?? "localhost"
        if let port = components.port {
            self.port = port
        } else if let text = environment["PGPORT"] {
            guard let port = Int(text) else { throw .badURL(input: display, problem: "PGPORT \(quotedValue(text)) is not a port number") }
            self.port = port
        } else {
            port = 5432
        }
        guard (1...65535).contains(port) else { throw .badURL(input: display, problem: "the port must be 1 to 65535") }
        let path = components.percentEncodedPath.dropFirst()
        database = path.isEmpty ? (environment["PGDATABASE"] ?? user) : (String(path).removingPercentEncoding ?? String(path))
        sslMode = .prefer
        connectTimeout = 10
        statementTimeout = 300
        for item in components.queryItems ?? [] {
            let value = item.value ?? ""
            switch item.name {
            case "sslmode":
                guard let mode = SSLMode(rawValue: value) else {
                    throw .badURL(input: display, problem: "sslmode \(quotedValue(value)) is not one of disable, prefer, require")
                }
                sslMode = mode
            case "connect_timeout":
                guard let seconds = Int(value), seconds > 0 else {
                    throw .badURL(input: display, problem: "connect_timeout must be a whole number of seconds, got \(quotedValue(value))")
                }
                connectTimeout = seconds
            case "statement_timeout":
                guard let seconds = Int(value), seconds > 0 else {
                    throw .badURL(input: display, problem: "statement_timeout must be a whole number of seconds, got \(quotedValue(value))")
                }
                statementTimeout = seconds
            case "user": user = value
            case "password": password = value
            case "host": host = value
            case "dbname": database = value
            default:
                throw .badURL(input: display, problem: "unknown parameter \(quotedValue(item.name)); juice-report reads sslmode, connect_timeout, statement_timeout, user, password, host and dbname")
            }
        }
        if password == nil {
            password = environment["PGPASSWORD"]
                ?? PasswordFile(path: environment["PGPASSFILE"] ?? Self.homeDirectory(environment) + "/.pgpass")
                    .password(host: host, port: port, database: database, user: user)
        }
    }

    /// `postgresql://user@host:port/database`: what messages call the database.
    public var displayName: String {
        "postgresql://\(user)@\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    }

    /// The URL with any password replaced, for messages about a URL that cannot be read.
    static func hidingPassword(_ url: String) -> String {
        guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].firstIndex(of: "@"),
              let colon = url[scheme.upperBound..<at].firstIndex(of: ":") else { return url }
        return String(url[..<colon]) + ":***" + String(url[at...])
    }

    private static func loginName() -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return "postgres"
    }

    private static func homeDirectory(_ environment: [String: String]) -> String {
        if let home = environment["HOME"] { return home }
        if let entry = getpwuid(geteuid()), let dir = entry.pointee.pw_dir { return String(cString: dir) }
        return "/"
    }
}
