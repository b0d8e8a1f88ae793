import Failures

/// Why `serve` cannot start.
public enum ServeError: Error, Equatable, CustomStringConvertible, CategorizedError {
    case tokenRequired(String)
    case badToken
    case cannotListen(String, UInt16, String)

    public var description: String {
        switch self {
        case .tokenRequired(let address):
            "--bind \(address) is not loopback: give a token (--token-file FILE or JUICE_REPORT_TOKEN) so that only those who hold it see the shop's figures"
        case .badToken:
            "the token is empty or holds a space, a semicolon or a line break; write it on one line"
        case .cannotListen(let address, let port, let reason):
            "cannot listen on \(address) port \(port): \(reason)"
        }
    }

    public var category: FailureCategory {
        switch self {
        case .tokenRequired, .badToken: .usage
        case .cannotListen: .unavailable
        }
    }
}
