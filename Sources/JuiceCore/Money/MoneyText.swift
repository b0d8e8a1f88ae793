import Foundation

/// Reads an amount of money as exports and spreadsheets write it: `8`, `8.00`, `$8.00`,
/// `-$1.82`, `($33.62)`, `"$1,149.00 "`, `₩4,500`, `4,500원`, `£3.50`, `1.234,56 €`, `USD 12.5`.
///
/// Which mark is the decimal point: when a cell has both `.` and `,`, the last one; a lone `,`
/// followed by exactly three digits groups thousands (`4,500`), any other lone `,` is a decimal
/// comma (`3,50`); a lone `.` is always a decimal point. Spaces, no-break spaces and `'` group
/// digits. At most four decimals count (`Money.scale`); more must be zeros.
public struct MoneyText: Sendable, Equatable {
    /// At the money scale (ten-thousandths).
    public let amount: Int64
    /// The ISO code the cell's symbol or code stands for (`$` → USD), if it had one.
    public let currencyCode: String?
    /// Decimals the cell was written with (`8.00` → 2), which tells a table's currency's minor unit.
    public let decimals: Int

    /// Nil when the bytes are not an amount. With `decimalComma` (a table whose cells are
    /// separated by semicolons, as Excel writes them where the comma is the decimal mark),
    /// `,` is always the decimal mark and `.` groups thousands.
    package static func parse(_ raw: UnsafeRawBufferPointer, decimalComma: Bool = false) -> MoneyText? {
        // The common cases, plain digits with an optional point, after a symbol or not, without a String.
        if !decimalComma, let plain = plainNumber(raw) ?? symbolAndPlainNumber(raw) { return plain }
        return parse(String(decoding: raw, as: UTF8.self), decimalComma: decimalComma)
    }

    /// The cell symbols as UTF-8, in `Currency.cellSymbols`' order (`US$` before `$`).
    private static let cellSymbolBytes = Currency.cellSymbols.map {
        (symbol: Array($0.symbol.utf8), currency: $0.currency)
    }

    /// `$8.50`, `-$1.82`, `$-1.82`, `₩4500`: a cell symbol, then a plain number, as `parse` reads
    /// them; nil for anything else (which `parse` then reads).
    private static func symbolAndPlainNumber(_ raw: UnsafeRawBufferPointer) -> MoneyText? {
        let negative = raw.first == UInt8(ascii: "-")
        let rest = UnsafeRawBufferPointer(rebasing: raw[(negative ? 1 : 0)...])
        for (symbol, currency) in cellSymbolBytes where rest.starts(with: symbol) {
            let number = UnsafeRawBufferPointer(rebasing: rest[symbol.count...])
            // `-$-1.82` is positive to `parse`; left to it.
            guard let plain = plainNumber(number), !(negative && number.first == UInt8(ascii: "-")) else { return nil }
            return MoneyText(
                amount: negative ? -plain.amount : plain.amount, currencyCode: currency, decimals: plain.decimals)
        }
        return nil
    }

    public static func parse(_ text: String, decimalComma: Bool = false) -> MoneyText? {
        var body = Substring(text.trimmingCharacters(in: spaces))
        var negative = false
        if body.hasPrefix("("), body.hasSuffix(")") {
            negative = true
            body = body.dropFirst().dropLast()
            body = Substring(body.trimmingCharacters(in: spaces))
        }
        func takeSign() {
            if let first = body.first, first == "-" || first == "−" || first == "+" {
                if first != "+" { negative.toggle() }
                body = Substring(body.dropFirst().trimmingCharacters(in: spaces))
            }
        }
        takeSign()
        var code: String?
        if let (symbolCode, rest) = strippingSymbol(body) {
            code = symbolCode
            body = Substring(rest.trimmingCharacters(in: spaces))
            takeSign()  // `$-1.82`
        }
        if body.hasSuffix("-") {  // `1.82-`, as some ledgers write a debit
            negative.toggle()
            body = Substring(body.dropLast().trimmingCharacters(in: spaces))
        }
        guard let (units, decimals) = digits(body, decimalComma: decimalComma) else { return nil }
        return MoneyText(amount: negative ? -units : units, currencyCode: code, decimals: decimals)
    }

    private static let spaces = CharacterSet(charactersIn: " \t\u{00A0}\u{202F}")

    /// The symbol or code at either end, and the rest.
    private static func strippingSymbol(_ body: Substring) -> (String, Substring)? {
        for (symbol, currency) in Currency.cellSymbols {
            if body.hasPrefix(symbol) { return (currency, body.dropFirst(symbol.count)) }
            if body.hasSuffix(symbol) { return (currency, body.dropLast(symbol.count)) }
        }
        let letters = body.prefix(while: { $0.isLetter && $0.isASCII })
        if letters.count == 3, Currency(named: String(letters)) != nil {
            return (String(letters).uppercased(), body.dropFirst(3))
        }
        let trailing = body.reversed().prefix(while: { $0.isLetter && $0.isASCII })
        if trailing.count == 3, case let code = String(trailing.reversed()), Currency(named: code) != nil {
            return (code.uppercased(), body.dropLast(3))
        }
        return nil
    }

    /// Digits with grouping marks and at most one decimal mark, at the money scale.
    private static func digits(_ body: Substring, decimalComma: Bool) -> (Int64, Int)? {
        let chars = Array(body)
        guard !chars.isEmpty, chars.contains(where: \.isASCIIDigit) else { return nil }
        let lastDot = chars.lastIndex(of: "."), lastComma = chars.lastIndex(of: ",")
        let dots = chars.filter { $0 == "." }.count, commas = chars.filter { $0 == "," }.count
        var decimalMark: Character?
        switch (lastDot, lastComma) {
        case _ where decimalComma: decimalMark = lastComma == nil ? nil : ","
        case let (dot?, comma?): decimalMark = dot > comma ? "." : ","
        case (_?, nil): decimalMark = dots == 1 ? "." : nil
        case (nil, let comma?): decimalMark = commas == 1 && chars.count - comma - 1 != 3 ? "," : nil
        case (nil, nil): decimalMark = nil
        }
        if let decimalMark, chars.filter({ $0 == decimalMark }).count > 1 { return nil }
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var decimals = 0
        var inFraction = false
        var lastWasDigit = false
        /// Digits since the last grouping mark, which must be three (`1,234,567`); nil before the first mark.
        var groupDigits: Int?
        for char in chars {
            if char == decimalMark {
                guard !inFraction, groupDigits == nil || groupDigits == 3 else { return nil }
                inFraction = true
            } else if let digit = char.wholeNumberValue, char.isASCIIDigit {
                if !inFraction, let count = groupDigits { groupDigits = count + 1 }
                if inFraction {
                    decimals += 1
                    if decimals <= Money.scaleDigits {
                        fraction = fraction * 10 + Int64(digit)
                    } else if digit != 0 {
                        return nil
                    }
                } else {
                    let (times, overflow) = whole.multipliedReportingOverflow(by: 10)
                    guard !overflow else { return nil }
                    whole = times + Int64(digit)
                }
                lastWasDigit = true
                continue
            } else if char == "," || char == "." || char == "'" || char == " " || char == "\u{00A0}"
                || char == "\u{202F}"
            {
                // Grouping marks stand between digits of the whole part, three digits apart.
                guard lastWasDigit, !inFraction, groupDigits == nil || groupDigits == 3 else { return nil }
                groupDigits = 0
            } else {
                return nil
            }
            lastWasDigit = false
        }
        guard lastWasDigit, inFraction || groupDigits == nil || groupDigits == 3 else { return nil }
        let shown = min(decimals, Money.scaleDigits)
        for _ in shown..<Money.scaleDigits { fraction *= 10 }
        guard let scaled = Money.amount(whole: whole) else { return nil }
        let (sum, overflow) = scaled.addingReportingOverflow(fraction)
        return overflow ? nil : (sum, decimals)
    }

    /// `123`, `123.4`, `-5.00`: ASCII digits, one optional point, an optional leading minus.
    @inline(__always)
    private static func plainNumber(_ raw: UnsafeRawBufferPointer) -> MoneyText? {
        guard !raw.isEmpty, raw.count <= 19 else { return nil }
        var index = 0
        let negative = raw[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var decimals = 0
        var seenPoint = false
        var digits = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: ".") {
                guard !seenPoint, digits > 0 else { return nil }
                seenPoint = true
            } else {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                if seenPoint {
                    decimals += 1
                    guard decimals <= Money.scaleDigits else { return nil }
                    fraction = fraction * 10 + Int64(digit)
                } else {
                    whole = whole * 10 + Int64(digit)
                    digits += 1
                }
            }
            index += 1
        }
        guard digits > 0, digits <= 14, !seenPoint || decimals > 0 else { return nil }
        for _ in decimals..<Money.scaleDigits { fraction *= 10 }
        let amount = whole * Money.scale + fraction
        return MoneyText(amount: negative ? -amount : amount, currencyCode: nil, decimals: decimals)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
