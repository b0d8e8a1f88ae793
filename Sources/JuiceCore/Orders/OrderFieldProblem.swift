/// A field value that `OrderFieldRules` refuses: the field, and why, in the words every reader prints.
///
/// It carries no position: each reader names the place in its own format (line and column
/// for JSON, the row's line for CSV).
public struct OrderFieldProblem: Error, Sendable, Equatable {
    public let field: String
    /// Follows the field's name in a message: `"quantity" must be a positive whole number, got 2.5`.
    public let problem: String

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }
}
