import Foundation
import Failures
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

    /// Reads a `value` cell: a figure (`12`, `17575019.62`, `$1,234.50`, `1.2e3`,
    /// `0.6270739405881613`, or below 0 for a juice whose returns passed its sales: `-1`,
    /// `-$1.20`), at `Money.scale`, with the decimals it was written with and the
    /// currency it named. A figure with more decimals than `Money.scale` keeps is rounded to it
    /// (half to even); whether that is allowed depends on the metric (`SalesAggregator`).
    public static func value(_ text: String, location: String, row: Int) throws(TotalsError) -> (
        amount: Int64, decimals: Int, currencyCode: String?
    ) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let rule = OrderFieldRules.MoneyField(field: "value", allowsNegative: true)
        var literal = trimmed
        let read: (amount: Int64, decimals: Int, currencyCode: String?)? = literal.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            if let money = MoneyText.parse(raw) { return (money.amount, money.decimals, money.currencyCode) }
            guard OrderFieldRules.WholeNumber.isNumberLiteral(raw) else { return nil }
            if let amount = try? rule.value(literal: raw) { return (amount, Money.decimals(of: amount), nil) }
            return Self.manyDecimals(trimmed)
        }
        guard let read else {
            throw TotalsError(
                location: location,
                problem:
                    "row \(row): \"value\" must be a number, such as 12, "
                    + "1234.50 or -3; got \(quotedValue(text, limit: 40))"
            )
        }
        return read
    }

    /// A plain number written with more decimals than `Money.scale` keeps, rounded to it; nil
    /// when it is not one or is too large.
    private static func manyDecimals(_ text: String) -> (amount: Int64, decimals: Int, currencyCode: String?)? {
        guard let number = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !number.isNaN else {
            return nil
        }
        var scaled = number * Decimal(Money.scale)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .bankers)
        guard rounded.magnitude <= Decimal(Int64.max) else { return nil }
        let decimals = max(0, -number.exponent)
        return (NSDecimalNumber(decimal: rounded).int64Value, decimals, nil)
    }
}

extension TotalsError: CategorizedError {
    public var category: FailureCategory {
        isSyntax ? .syntax : .badData
    }
}
