import Failures

/// Why an order history could not be fetched over HTTP; nothing is read or written then.
public enum FetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be reached (no such host, connection refused, timed out, TLS failed).
    case unreachable(url: String, reason: String)
    /// 401 or 403: the server wants credentials, or refused the ones given.
    case refused(url: String, status: Int)
    /// 404 or 410: nothing at that address.
    case missing(url: String, status: Int)
    /// The body ended before the length the server announced.
    case truncated(url: String, reason: String)
    /// Any other failure: another status, or the download could not be stored.
    case failed(url: String, reason: String)

    public var description: String {
        switch self {
        case .unreachable(let url, let reason): "\(url): cannot reach the server: \(reason)"
        case .refused(let url, let status):
            "\(url): the server refused access (HTTP \(status)); give "
                + "credentials in ~/.netrc or in the URL's user information"
        case .missing(let url, let status): "\(url): there is nothing at this address (HTTP \(status))"
        case .truncated(let url, let reason): "\(url): the download was cut short (\(reason)); nothing was read"
        case .failed(let url, let reason): "\(url): cannot fetch the input: \(reason)"
        }
    }
}

extension FetchError: CategorizedError {
    public var category: FailureCategory {
        switch self {
        case .unreachable, .failed: .unavailable
        case .refused: .refused
        case .missing: .missing
        case .truncated: .syntax
        }
    }
}
