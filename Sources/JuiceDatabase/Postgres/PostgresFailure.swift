import CLibPQ
import Foundation
import JuiceCore

/// Turns what libpq reports into one line a user can act on, with its exit code's case: the
/// server unreachable, access refused, something missing, or the query failing.
///
/// A failed statement carries the server's SQLSTATE, which decides the case. A failed
/// connection has only libpq's text (`connection to server at "h", port 5432 failed: …`), one
/// line per host tried; each is cut down to `host:port: reason` and classified by its reason.
struct PostgresFailure {
    let handle: OpaquePointer
    let database: String
    let statementTimeout: Int

    init(connection handle: OpaquePointer, settings: PostgresSettings) {
        self.handle = handle
        database = PostgresConnection.displayName(of: handle) ?? settings.displayName
        statementTimeout = settings.statementTimeout
    }

    init(connection handle: OpaquePointer, database: String, statementTimeout: Int) {
        self.handle = handle
        self.database = database
        self.statementTimeout = statementTimeout
    }

    /// Why the connection could not be made.
    func connectionFailure() -> DatabaseError {
        let message = String(cString: PQerrorMessage(handle))
        if PQconnectionNeedsPassword(handle) != 0 {
            return .refused(
                database: database,
                problem: "the server asks for a password; give it in the URL, PGPASSWORD or ~/.pgpass")
        }
        let attempts = Self.attempts(in: message)
        let reasons = attempts.map(\.reason)
        let described = attempts.map { ($0.place.map { "\($0): " } ?? "") + $0.reason }.joined(separator: "; ")
        if reasons.contains(where: { $0.hasPrefix("invalid ") }) {
            return .badURL(input: database, problem: described)
        }
        if reasons.contains(where: Self.isCertificateProblem) {
            return .refused(
                database: database,
                problem: "the server's certificate cannot be trusted: \(described) "
                    + "(sslrootcert names the certificate of the authority that signed it)")
        }
        if reasons.contains(where: {
            $0.contains("authentication failed") || $0.contains("pg_hba.conf") || $0.contains("permission denied")
                || ($0.hasPrefix("role ") && $0.hasSuffix("does not exist"))
        }) {
            return .refused(
                database: database,
                problem: reasons.first {
                    $0.contains("authentication failed") || $0.contains("pg_hba.conf")
                        || $0.contains("permission denied") || $0.hasPrefix("role ")
                } ?? described)
        }
        if let missing = reasons.first(where: { $0.hasPrefix("database ") && $0.hasSuffix("does not exist") }) {
            return .missing(database: database, problem: missing)
        }
        return .unreachable(database: database, problem: described)
    }

    /// Why a statement failed.
    func statementFailure(_ error: PostgresStatementError) -> any Error {
        let message = error.message ?? Self.firstReason(String(cString: PQerrorMessage(handle)))
        guard let state = error.sqlState else {
            return DatabaseError.unreachable(
                database: database, problem: "the connection was lost during the query: \(message)")
        }
        switch state {
        // invalid_authorization_specification, invalid_password, insufficient_privilege
        case "28000", "28P01", "42501": return DatabaseError.refused(database: database, problem: message)
        case "3D000": return DatabaseError.missing(database: database, problem: message)
        // cannot_connect_now, too_many_connections, admin_shutdown, crash_shutdown
        case "57P03", "53300", "57P01", "57P02": return DatabaseError.unreachable(database: database, problem: message)
        case "57014":
            return DatabaseError.queryFailed(
                database: database,
                problem: "it ran longer than the statement timeout of "
                    + "\(statementTimeout) s; raise it with statement_timeout=SECONDS in the URL")
        // numeric_value_out_of_range: a total past bigint
        case "22003": return SalesAggregationError.totalOverflow(juice: "the juices in \(database)")
        default: return DatabaseError.queryFailed(database: database, problem: message)
        }
    }

    /// One attempt per host libpq tried: `place` (`host:port` or the socket) and the reason,
    /// without libpq's severity prefix and hints.
    static func attempts(in message: String) -> [(place: String?, reason: String)] {
        var attempts: [(place: String?, reason: String)] = []
        for line in message.split(whereSeparator: \.isNewline) where !line.hasPrefix("\t") {
            let text = String(line).trimmingCharacters(in: .whitespaces)
            if let failed = text.range(of: " failed: "), text.hasPrefix("connection to server ") {
                attempts.append((place(text[..<failed.lowerBound]), reason(String(text[failed.upperBound...]))))
            } else if attempts.isEmpty || !text.isEmpty && attempts.last?.reason.isEmpty == true {
                attempts.append((nil, reason(text)))
            }
        }
        return attempts.isEmpty ? [(nil, "the connection failed without a reason")] : attempts
    }

    private static func firstReason(_ message: String) -> String {
        attempts(in: message).first?.reason ?? message
    }

    /// `127.0.0.1:5432` from `connection to server at "127.0.0.1", port 5432`, the socket's path from
    /// `connection to server on socket "/run/postgresql/.s.PGSQL.5432"`.
    private static func place(_ text: Substring) -> String? {
        let quoted = text.split(separator: "\"", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return nil }
        let host = quoted[1]
        if text.contains("on socket") { return String(host) }
        guard let port = text.range(of: "port ") else { return String(host) }
        return "\(host.contains(":") ? "[\(host)]" : String(host)):\(text[port.upperBound...])"
    }

    private static func reason(_ text: String) -> String {
        var reason = text
        for severity in ["FATAL:", "ERROR:"] where reason.hasPrefix(severity) {
            reason = String(reason.dropFirst(severity.count)).trimmingCharacters(in: .whitespaces)
        }
        if reason == "timeout expired" {
            return "no answer within the connect timeout (connect_timeout in the URL or PGCONNECT_TIMEOUT; "
                + "\(PostgresConnection.defaultConnectTimeout) s unless set)"
        }
        if reason.hasPrefix("could not translate host name") {
            let name =
                reason.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
            return "cannot resolve the host name \(quotedValue(name))"
        }
        if reason.hasPrefix("fe_sendauth: no password supplied") {
            return "the server asks for a password; give it in the URL, PGPASSWORD or ~/.pgpass"
        }
        if reason.hasPrefix("server does not support SSL") {
            return "the server does not offer TLS, which the sslmode asks for"
        }
        return reason
    }

    private static func isCertificateProblem(_ reason: String) -> Bool {
        reason.contains("certificate") || reason.contains("SSL error") || reason.contains("does not match host name")
    }
}
