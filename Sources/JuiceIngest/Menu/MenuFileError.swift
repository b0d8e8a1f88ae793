import Failures

/// A shop's menu file (`--menu`) that cannot be used, said in one line that starts with where:
/// `menu.csv:3: "colour" must be #RRGGBB, such as #D62839; got "red"`.
public struct MenuFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `menu.csv:3` or `menu.json:2:7`.
    public let location: String
    public let problem: String
    /// Syntax for a file that is not CSV or JSON, usage for a value the option cannot take (a
    /// colour that is not a colour), bad data for another entry.
    public let category: FailureCategory

    public init(location: String, problem: String, category: FailureCategory = .badData) {
        self.location = location
        self.problem = problem
        self.category = category
    }

    public var description: String { "\(location): menu file: \(problem)" }
}

/// Exit 65 for a file that is not CSV or JSON, 64 for a colour that is not `#RRGGBB`, 67 for
/// another bad entry (`ExitStatus`).
extension MenuFileError: CategorizedError {}
