import Failures

/// Why `serve` cannot start.
public enum ServeError: Error, Equatable, CustomStringConvertible, CategorizedError {
    case tokenRequired(String)
    case badToken
    case cannotListen(String, UInt16, String)
    case badLink(String)

    public var description: String {
        switch self {
        case .tokenRequired(let address):
            "--bind \(address) is not loopback: give a token (--token-file FILE or JUICE_REPORT_TOKEN) "
                + "so that only those who hold it see the shop's figures"
        case .badToken:
            "the token is empty or holds a space, a semicolon or a line break; write it on one line"
        case .cannotListen(let address, let port, let reason):
            "cannot listen on \(address) port \(port): \(reason)"
        case .badLink(let target):
            "--sign-link '\(target)' is not a path on the server; write it as /chart.png?date=today"
        }
    }

    public var category: FailureCategory {
        switch self {
        case .tokenRequired, .badToken, .badLink: .usage
        case .cannotListen: .unavailable
        }
    }
}
