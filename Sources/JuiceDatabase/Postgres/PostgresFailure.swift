import Foundation
import JuiceCore
import PostgresNIO

/// Turns what PostgresNIO throws into one line a user can act on, with its exit code's case:
/// the server unreachable, access refused, something missing, or the query failing.
struct PostgresFailure {
    let settings: PostgresSettings

    func translate(_ error: any Error) -> any Error {
        let database = settings.displayName
        if error is DatabaseError || error is SalesAggregationError { return error }
        guard let error = error as? PSQLError else {
            return DatabaseError.unreachable(database: database, problem: reason(error))
        }
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "an error without a message"
            switch state {
            // invalid_authorization_specification, invalid_password, insufficient_privilege
            case "28000", "28P01", "42501": return DatabaseError.refused(database: database, problem: message)
            case "3D000": return DatabaseError.missing(database: database, problem: message)
            // cannot_connect_now, too_many_connections, admin_shutdown
            case "57P03", "53300", "57P01": return DatabaseError.unreachable(database: database, problem: message)
            case "57014": return DatabaseError.queryFailed(database: database, problem: "it ran longer than the statement timeout of "
                                                           + "\(settings.statementTimeout) s (statement_timeout in the URL)")
            // numeric_value_out_of_range: a total past bigint
            case "22003": return SalesAggregationError.totalOverflow(juice: "the juices in \(database)")
            default: return DatabaseError.queryFailed(database: database, problem: message)
            }
        case .authMechanismRequiresPassword:
            return DatabaseError.refused(database: database, problem: "the server asks for a password; give it in the URL, PGPASSWORD or ~/.pgpass")
        case .unsupportedAuthMechanism:
            return DatabaseError.refused(database: database, problem: "the server asks for an authentication method juice-report cannot use")
        case .sslUnsupported:
            return DatabaseError.unreachable(database: database, problem: "the server does not offer TLS, which sslmode=require needs")
        default:
            return DatabaseError.unreachable(database: database, problem: error.underlying.map(reason) ?? "the connection failed (\(error.code))")
        }
    }

    /// The cause of a failed connection in words: `Connection refused`, a timeout, a name that does not resolve.
    private func reason(_ error: any Error) -> String {
        let place = "\(settings.host):\(settings.port)"
        if let error = error as? IOError { return "\(place): \(String(cString: strerror(error.errnoCode)))" }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                return "cannot resolve the host name \(quotedValue(settings.host))"
            }
            if let first = error.connectionErrors.first { return reason(first.error) }
            return "\(place): cannot connect"
        }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return "\(place): no answer within \(settings.connectTimeout) s (connect_timeout)"
        }
        return "\(place): \(error)"
    }
}
