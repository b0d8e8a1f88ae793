import Foundation
import JuiceCore

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

    /// Reads a `value` cell: an amount of at least 0 (`12`, `17575019.62`, `$1,234.50`, `1.2e3`), at `Money.scale`.
    public static func value(_ text: String, location: String, row: Int) throws(TotalsError) -> Int64 {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let rule = OrderFieldRules.MoneyField(field: "value", allowsNegative: false)
        var literal = trimmed
        let amount: Int64? = literal.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            if let money = MoneyText.parse(raw) { return money.amount >= 0 ? money.amount : nil }
            return OrderFieldRules.WholeNumber.isNumberLiteral(raw) ? try? rule.value(literal: raw) : nil
        }
        guard let amount else {
            throw TotalsError(location: location, problem: "row \(row): \"value\" must be a number of at least 0, such as 12 or 1234.50; got \(quotedValue(text, limit: 40))")
        }
        return amount
    }
}
