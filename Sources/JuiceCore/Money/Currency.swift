import Foundation

/// The currency figures are shown in: its symbol, where the symbol goes, and how many decimals
/// it has (the won none, the dollar 2, the dinar 3).
public struct Currency: Sendable, Equatable, CustomStringConvertible {
    /// The ISO 4217 code, when known (`KRW`, `USD`); nil for a symbol of the user's own.
    public let code: String?
    public let symbol: String
    /// Decimals shown, the currency's minor unit.
    public let fractionDigits: Int
    /// Whether the symbol follows the figure (`4,500원`); most go before.
    public let symbolFollows: Bool

    public init(code: String?, symbol: String, fractionDigits: Int, symbolFollows: Bool = false) {
        self.code = code
        self.symbol = symbol
        self.fractionDigits = fractionDigits
        self.symbolFollows = symbolFollows
    }

    public var description: String { code ?? symbol }

    public static let won = Currency(code: "KRW", symbol: "₩", fractionDigits: 0)

    /// Currencies shops write most, by code; symbols that stand for one currency map to it.
    static let known: [Currency] = [
        won,
        Currency(code: "USD", symbol: "$", fractionDigits: 2),
        Currency(code: "EUR", symbol: "€", fractionDigits: 2),
        Currency(code: "GBP", symbol: "£", fractionDigits: 2),
        Currency(code: "JPY", symbol: "¥", fractionDigits: 0),
        Currency(code: "CNY", symbol: "CN¥", fractionDigits: 2),
        Currency(code: "CAD", symbol: "CA$", fractionDigits: 2),
        Currency(code: "AUD", symbol: "A$", fractionDigits: 2),
        Currency(code: "NZD", symbol: "NZ$", fractionDigits: 2),
        Currency(code: "HKD", symbol: "HK$", fractionDigits: 2),
        Currency(code: "SGD", symbol: "S$", fractionDigits: 2),
        Currency(code: "TWD", symbol: "NT$", fractionDigits: 2),
        Currency(code: "CHF", symbol: "CHF ", fractionDigits: 2),
        Currency(code: "SEK", symbol: " kr", fractionDigits: 2, symbolFollows: true),
        Currency(code: "NOK", symbol: " kr", fractionDigits: 2, symbolFollows: true),
        Currency(code: "DKK", symbol: " kr.", fractionDigits: 2, symbolFollows: true),
        Currency(code: "PLN", symbol: " zł", fractionDigits: 2, symbolFollows: true),
        Currency(code: "INR", symbol: "₹", fractionDigits: 2),
        Currency(code: "THB", symbol: "฿", fractionDigits: 2),
        Currency(code: "VND", symbol: "₫", fractionDigits: 0, symbolFollows: true),
        Currency(code: "PHP", symbol: "₱", fractionDigits: 2),
        Currency(code: "IDR", symbol: "Rp", fractionDigits: 0),
        Currency(code: "MYR", symbol: "RM", fractionDigits: 2),
        Currency(code: "MXN", symbol: "MX$", fractionDigits: 2),
        Currency(code: "BRL", symbol: "R$", fractionDigits: 2),
        Currency(code: "KWD", symbol: "KD ", fractionDigits: 3),
        Currency(code: "BHD", symbol: "BD ", fractionDigits: 3),
    ]

    /// Symbols written in cells, longest first so `US$` is not read as `$`, and the currency each means.
    static let cellSymbols: [(symbol: String, currency: String)] = [
        ("US$", "USD"), ("CA$", "CAD"), ("A$", "AUD"), ("NZ$", "NZD"), ("HK$", "HKD"), ("S$", "SGD"), ("NT$", "TWD"),
        ("MX$", "MXN"), ("R$", "BRL"), ("CN¥", "CNY"), ("￦", "KRW"), ("₩", "KRW"), ("원", "KRW"), ("$", "USD"),
        ("€", "EUR"), ("£", "GBP"), ("¥", "JPY"), ("￥", "JPY"), ("円", "JPY"), ("₹", "INR"), ("฿", "THB"), ("₫", "VND"),
        ("₱", "PHP"), ("zł", "PLN"),
    ]

    /// A currency by ISO code (`usd`, any case) or by a symbol that names one (`₩`, `£`).
    public init?(named name: String) {
        // A code as the money rules give it (`USD`), for every money cell, without Foundation's trimming.
        if let found = Self.known.first(where: { $0.code == name }) {
            self = found
            return
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let code = trimmed.uppercased()
        if let found = Self.known.first(where: { $0.code == code }) {
            self = found
        } else if let symbol = Self.cellSymbols.first(where: { $0.symbol == trimmed }),
            let found = Self.known.first(where: { $0.code == symbol.currency })
        {
            self = found
        } else {
            return nil
        }
    }

    /// What `--currency` takes: a code or symbol it knows, else the text as the symbol before
    /// figures, with `fractionDigits` decimals.
    public init(argument: String, fractionDigits: Int = 2) {
        self = Currency(named: argument) ?? Currency(code: nil, symbol: argument, fractionDigits: fractionDigits)
    }

    /// No symbol: figures of a file that names no currency, with as many decimals as it has.
    public static func unnamed(fractionDigits: Int) -> Currency {
        Currency(code: nil, symbol: "", fractionDigits: fractionDigits)
    }

    /// `amount` (at the money scale) rounded half away from zero to this currency's
    /// decimals and grouped: `$1,234.50`, `₩4,500`, `-£3.20`, `4,500 kr`.
    public func format(_ amount: Int64) -> String {
        let (negative, whole, fraction) = rounded(amount)
        let figure = Int64(whole).groupedDecimal + fraction
        let sign = negative ? "-" : ""
        return symbolFollows ? sign + figure + symbol : sign + symbol + figure
    }

    /// The figure alone, without grouping or symbol, for machine-read tables: `1234.50`.
    public func plain(_ amount: Int64) -> String {
        let (negative, whole, fraction) = rounded(amount)
        return (negative ? "-" : "") + String(whole) + fraction
    }

    /// The amount rounded half away from zero to `fractionDigits`: whether it is below zero
    /// (a figure that rounds to zero shows no minus), its whole units, and `.` and its decimals.
    private func rounded(_ amount: Int64) -> (negative: Bool, whole: UInt64, fraction: String) {
        let digits = min(fractionDigits, Money.scaleDigits)
        let step = UInt64(pow10(Money.scaleDigits - digits))
        let rounded = (amount.magnitude + step / 2) / step
        let unit = UInt64(pow10(digits))
        var fraction = ""
        if digits > 0 {
            let decimals = String(rounded % unit)
            fraction = "." + String(repeating: "0", count: digits - decimals.count) + decimals
        }
        return (amount < 0 && rounded != 0, rounded / unit, fraction)
    }

    private func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 10 }
    }
}
