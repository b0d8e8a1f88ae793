import Failures

/// Why a message was not delivered; the server accepted none of it.
public enum DeliveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be reached (no such host, connection refused, timed out).
    case unreachable(server: String, reason: String)
    /// The server refused the login or the credentials.
    case refused(server: String, reason: String)
    /// The server refused the sender, a recipient or the message.
    case rejected(server: String, reason: String)
    /// The URL cannot be used, or the transfer failed in another way.
    case failed(String)

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): "\(server): cannot reach the mail server: \(reason)"
        case .refused(let server, let reason):
            "\(server): the mail server refused the login: \(reason); give the user and password in "
                + "JUICE_REPORT_SMTP_USER and JUICE_REPORT_SMTP_PASSWORD or in ~/.netrc"
        case .rejected(let server, let reason): "\(server): the mail server did not accept the message: \(reason)"
        case .failed(let reason): reason
        }
    }
}

extension DeliveryError: CategorizedError {
    public var category: FailureCategory {
        if case .refused = self { return .refused }
        return .unavailable
    }
}
