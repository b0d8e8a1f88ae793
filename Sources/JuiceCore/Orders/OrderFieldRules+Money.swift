import Foundation

extension OrderFieldRules {
    /// `unitPrice`: the price of one unit, at least 0, in the shop's currency.
    public static let unitPrice = MoneyField(field: "unitPrice", allowsNegative: false)
    /// `amount`: what a line took in (its net sales), when given its revenue instead of quantity ×
    /// unit price; negative on a refund. A return (negative quantity) takes its amount off whatever
    /// sign it is written with; a positive quantity with a negative amount is a refund of money only.
    public static let amount = MoneyField(field: "amount", allowsNegative: true)

    /// The rule for a money field: a JSON number (decimals allowed), or in a table also the
    /// way exports write money (`$8.00`, `4,500원`, `($33.62)`); kept at `Money.scale`.
    public struct MoneyField: Sendable {
        public let field: String
        package let allowsNegative: Bool

        package init(field: String, allowsNegative: Bool) {
            self.field = field
            self.allowsNegative = allowsNegative
        }

        private var requirement: String {
            allowsNegative
                ? "an amount of money such as 8.00, $8.00, -1.82 or 4,500원"
                : "an amount of money of at least 0, such as 8.00, $8.00 or 4,500원"
        }

        /// The amount a JSON number literal (already checked by `JSONScanner`) stands for.
        ///
        /// Plain digits, as nearly every JSON price is written, are read in place: the same amount
        /// `MoneyText.parse` finds (it takes up to 14 whole digits), without building one. That
        /// part is inlinable into the JSON decoder (JuiceIngest), which calls it for every order
        /// (bench/instructions.sh counts the difference).
        @inlinable @inline(__always)
        package func value(literal raw: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> Int64 {
            if !raw.isEmpty, raw.count <= 14, !raw.contains(where: { $0 &- UInt8(ascii: "0") >= 10 }) {
                return raw.reduce(Int64(0)) { $0 * 10 + Int64($1 &- UInt8(ascii: "0")) } * Money.scale
            }
            return try value(writtenLiteral: raw)
        }

        /// `value(literal:)` for a literal with a point, a sign, an exponent or many digits.
        @usableFromInline
        package func value(writtenLiteral raw: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> Int64 {
            if let money = MoneyText.parse(raw), money.currencyCode == nil { return try checked(money.amount, raw) }
            guard WholeNumber.isNumberLiteral(raw) else {
                throw OrderFieldProblem(
                    field: field,
                    problem:
                        "must be \(requirement); got \(quotedValue(String(decoding: raw, as: UTF8.self), limit: 40))")
            }
            // Exponents (`4.5e3`) are rare enough to go through Decimal, which is exact in base 10.
            let literal = String(decoding: raw, as: UTF8.self)
            guard let decimal = Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX")), decimal.isFinite,
                case let scaled = decimal * Decimal(Money.scale), scaled.magnitude < Decimal(Int64.max)
            else {
                throw OrderFieldProblem(field: field, problem: "is too large: \(literal.prefix(40))")
            }
            var rounded = Decimal()
            var source = scaled
            NSDecimalRound(&rounded, &source, 0, .plain)
            guard rounded == scaled else {
                throw OrderFieldProblem(
                    field: field, problem: "has more than \(Money.scaleDigits) decimals: \(literal.prefix(40))")
            }
            return try checked(NSDecimalNumber(decimal: rounded).int64Value, raw)
        }

        /// A table cell's amount, with the currency its symbol names, if any.
        package func value(cell raw: UnsafeRawBufferPointer, decimalComma: Bool = false) throws(OrderFieldProblem)
            -> MoneyText
        {
            guard let money = MoneyText.parse(raw, decimalComma: decimalComma) else {
                // A number as JSON writes it (`4.5e3`) means the same in a table.
                if WholeNumber.isNumberLiteral(raw) {
                    let amount = try value(literal: raw)
                    return MoneyText(amount: amount, currencyCode: nil, decimals: Money.decimals(of: amount))
                }
                throw OrderFieldProblem(
                    field: field,
                    problem:
                        "must be \(requirement); got \(quotedValue(String(decoding: raw, as: UTF8.self), limit: 40))")
            }
            _ = try checked(money.amount, raw)
            return money
        }

        private func checked(_ amount: Int64, _ raw: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> Int64 {
            guard allowsNegative || amount >= 0 else {
                throw OrderFieldProblem(
                    field: field,
                    problem:
                        "must be \(requirement); got \(quotedValue(String(decoding: raw, as: UTF8.self), limit: 40))")
            }
            return amount
        }
    }
}
