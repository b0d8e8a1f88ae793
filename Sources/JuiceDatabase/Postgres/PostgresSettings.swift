import CLibPQ
import Foundation
import JuiceCore

/// A PostgreSQL database named by a URL, read by libpq exactly as psql reads it: every URL form
/// (several hosts, a socket directory as host, `?service=`, `sslmode` up to `verify-full`), the
/// `PG*` variables, the service file and `.pgpass` fill what the URL leaves out.
///
/// juice-report adds one parameter of its own, `statement_timeout` (whole seconds, default 300),
/// which is taken out of the URL before libpq sees it.
public struct PostgresSettings: Sendable, Equatable {
    /// The URL as libpq reads it: as written, less `statement_timeout`.
    public let connectionURL: String
    /// Seconds the server may spend on one statement before cancelling it.
    public let statementTimeout: Int
    /// Whether the server may compile a statement to machine code (its `jit`). Off for a source
    /// read again and again (serve's polls): the planner's cost for our statements (with
    /// `enable_sort` off) passes `jit_above_cost` on any table, and compiling took half a second
    /// for a one-row table, each time; on a million rows it gained little (bench/database.sh).
    public var compilesStatements = true
    /// The URL as written with its password hidden: how messages name a connection that never started
    /// (once connected, `PostgresConnection.displayName(of:)` names it as libpq resolved it).
    public let displayName: String

    public static let defaultStatementTimeout = 300

    /// Reads a `postgresql://` or `postgres://` URL; throws `DatabaseError.badURL` for one libpq cannot read.
    public init(url: String) throws(DatabaseError) {
        displayName = Self.hidingPassword(url)
        var timeout = Self.defaultStatementTimeout
        var kept = url
        if let question = url.firstIndex(of: "?") {
            var parameters: [Substring] = []
            for parameter in url[url.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
            {
                guard parameter.hasPrefix("statement_timeout=") else {
                    parameters.append(parameter)
                    continue
                }
                let value = parameter.dropFirst("statement_timeout=".count)
                guard let seconds = Int(value), seconds > 0 else {
                    throw .badURL(
                        input: displayName,
                        problem:
                            "statement_timeout must be a whole number of seconds, got \(quotedValue(String(value)))")
                }
                timeout = seconds
            }
            kept = String(url[..<question]) + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
        }
        connectionURL = kept
        statementTimeout = timeout
        // Every connection starts from settings read here, so libpq is opened here, once.
        try DatabaseLibrary.libpq.load(for: displayName)
        var error: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(kept, &error) else {
            let message = error.map { String(cString: $0) } ?? "libpq cannot read it"
            PQfreemem(error)
            throw .badURL(
                input: displayName, problem: Self.firstLine(message) + "; write postgresql://user@host:5432/database")
        }
        PQconninfoFree(options)
    }

    /// The URL with any password replaced (`user:***@`, `password=***`), for messages.
    static func hidingPassword(_ url: String) -> String {
        var text = url
        if let scheme = text.range(of: "://") {
            let authorityEnd = text[scheme.upperBound...].firstIndex { "/?".contains($0) } ?? text.endIndex
            if let at = text[scheme.upperBound..<authorityEnd].lastIndex(of: "@"),
                let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
            {
                text = String(text[..<colon]) + ":***" + String(text[at...])
            }
        }
        if let question = text.firstIndex(of: "?") {
            let parameters = text[text.index(after: question)...].split(
                separator: "&", omittingEmptySubsequences: false
            ).map {
                $0.lowercased().hasPrefix("password=") ? "password=***" : String($0)
            }
            text = String(text[...question]) + parameters.joined(separator: "&")
        }
        return text
    }

    static func firstLine(_ message: String) -> String {
        String(message.split(whereSeparator: \.isNewline).first ?? "").trimmingCharacters(in: .whitespaces)
    }
}
