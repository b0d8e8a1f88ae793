import Failures

/// A request that cannot be run as asked: an option out of range, or options that contradict
/// each other. The sentence names the command-line flags, so the CLI shows it as a usage error.
public struct RequestError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension RequestError: CategorizedError {
    public var category: FailureCategory {
        .usage
    }
}
