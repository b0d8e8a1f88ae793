import Foundation

/// A totals file that cannot be used, said in one line that starts with its location.
public struct TotalsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `totals.csv:3` or `totals.json:2:7`.
    public let location: String
    public let problem: String
    /// Whether the file itself is malformed (CSV or JSON syntax), rather than a row.
    public let isSyntax: Bool

    public init(location: String, problem: String, isSyntax: Bool = false) {
        self.location = location
        self.problem = problem
        self.isSyntax = isSyntax
    }

    public var description: String { "\(location): \(problem)" }

    /// Reads a `value` cell: a whole number of at least 0.
    public static func value(_ text: String, location: String, row: Int) throws(TotalsError) -> Int64 {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = JSONInteger.value(of: trimmed), value >= 0, !trimmed.isEmpty,
              trimmed.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }) else {
            throw TotalsError(location: location, problem: "row \(row): \"value\" must be a whole number of at least 0, got \(quotedValue(text, limit: 40))")
        }
        return value
    }
}
