import CLibPQ
import Foundation

/// A libpq connection, owned: opened in `init`, finished in `deinit`.
///
/// Blocking calls from the calling thread (the run is synchronous); libpq allows one
/// connection per thread, and this one is used by one reader at a time.
final class PostgresConnection {
    let handle: OpaquePointer

    /// Connects to `settings`' URL. The URL wins over juice-report's defaults, which are a
    /// `connect_timeout` of 10 s (unless `PGCONNECT_TIMEOUT` sets one) and the application name.
    ///
    /// Throws `DatabaseError` in our words (`PostgresFailure`) when the connection fails.
    init(settings: PostgresSettings, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DatabaseError)
    {
        // Keywords before `dbname` are defaults the expanded URL overrides (PQconnectdbParams).
        var parameters: [(String, String)] = [("fallback_application_name", "juice-report")]
        if environment["PGCONNECT_TIMEOUT"] == nil {
            parameters.append(("connect_timeout", String(Self.defaultConnectTimeout)))
        }
        parameters.append(("dbname", settings.connectionURL))
        let opened = Self.connect(parameters)
        guard let opened else {
            throw .unreachable(database: settings.displayName, problem: "libpq could not allocate a connection")
        }
        handle = opened
        guard PQstatus(handle) == CONNECTION_OK else {
            // Every stored property is set, so deinit finishes the handle.
            throw PostgresFailure(connection: handle, settings: settings).connectionFailure()
        }
    }

    deinit {
        PQfinish(handle)
    }

    /// Seconds to wait for a server, as `connect_timeout=10`.
    static let defaultConnectTimeout = 10

    /// `postgresql://user@host:port/database` for the connection as libpq resolved it
    /// (socket directories percent-encoded, as a URL writes them); never the password.
    static func displayName(of handle: OpaquePointer) -> String? {
        guard let user = PQuser(handle), let host = PQhost(handle), let port = PQport(handle),
            let database = PQdb(handle)
        else { return nil }
        let hostText = String(cString: host)
        let written =
            hostText.hasPrefix("/")
            ? hostText.replacingOccurrences(of: "/", with: "%2F")
            : hostText.contains(":") ? "[\(hostText)]" : hostText
        let portText = String(cString: port)
        return
            "postgresql://\(String(cString: user))@\(written)\(portText.isEmpty ? "" : ":\(portText)")/"
            + String(cString: database)
    }

    private static func connect(_ parameters: [(String, String)]) -> OpaquePointer? {
        let keywords = parameters.map { strdup($0.0) }
        let values = parameters.map { strdup($0.1) }
        defer {
            keywords.forEach { free($0) }
            values.forEach { free($0) }
        }
        let keywordPointers = keywords.map { UnsafePointer($0) } + [nil]
        let valuePointers = values.map { UnsafePointer($0) } + [nil]
        return PQconnectdbParams(keywordPointers, valuePointers, 1)
    }
}
