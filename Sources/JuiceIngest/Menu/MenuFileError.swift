import Failures

/// A shop's menu file (`--menu`) that cannot be used, said in one line that starts with where:
/// `menu.csv:3: "colour" must be #RRGGBB, such as #D62839; got "red"`.
public struct MenuFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `menu.csv:3` or `menu.json:2:7`.
    public let location: String
    public let problem: String
    /// Whether the file itself is malformed (CSV or JSON syntax, encoding), rather than an entry.
    public let isSyntax: Bool

    public init(location: String, problem: String, isSyntax: Bool = false) {
        self.location = location
        self.problem = problem
        self.isSyntax = isSyntax
    }

    public var description: String { "\(location): menu file: \(problem)" }
}

extension MenuFileError: CategorizedError {
    /// Syntax (exit 65) for a file that is not CSV or JSON; bad data (exit 67) for an entry.
    public var category: FailureCategory {
        isSyntax ? .syntax : .badData
    }
}
