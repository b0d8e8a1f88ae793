/// What a cell's number format says about its number, where that matters to reading it: a
/// date or a time, or an amount of money in a currency. Nil (elsewhere) is a plain number.
enum NumberFormat: Sendable, Equatable {
    case date(ExcelSerialDate.Shows)
    /// Money: the currency's symbol, whether it stands before the digits, and the decimals shown.
    case currency(symbol: String, before: Bool, decimals: Int)

    /// Excel's built-in formats that show dates or times: 14–22 (`m/d/yyyy`, `d-mmm-yy`,
    /// `h:mm AM/PM`, …) and 45–47 (`mm:ss`, `[h]:mm:ss`, `mm:ss.0`). Their codes are not in
    /// the workbook, so they are known by number. (The built-in currency formats 5–8 show the
    /// reader's own locale's currency, so they say nothing about the shop's.)
    static func builtIn(_ id: Int) -> NumberFormat? {
        switch id {
        case 14...17: .date(.date)
        case 18...21, 45...47: .date(.time)
        case 22: .date(.dateAndTime)
        default: nil
        }
    }

    /// Symbols that make a number money when a format shows them.
    private static let currencySymbols: [Character] = ["$", "€", "£", "¥", "₩", "₹", "원"]

    /// What a custom format code shows, or nil for a plain number.
    ///
    /// A code is a date or time when it has y, m, d, h or s outside quoted text (`"Qty "0`),
    /// escaped characters (`\d`) and brackets (`[Red]`, `[$-409]`; though `[h]` is elapsed
    /// hours, a time). `m` next to h or s is minutes, so it does not make a date on its own.
    /// Otherwise it is money when it shows a currency symbol: quoted (`"$"#,##0.00`,
    /// `#,##0"원"`), bare (`$#,##0`) or as a locale currency (`[$€-407]`). Only the first
    /// section (positive numbers) is read; the others show the same currency.
    static func parse(code: String) -> NumberFormat? {
        var date = false, time = false, minutes = false
        var symbol: String?
        var symbolBefore = true
        var seenDigit = false
        var decimals = 0
        var inDecimals = false
        var index = code.startIndex
        func next() -> Character? {
            guard index < code.endIndex else { return nil }
            defer { index = code.index(after: index) }
            return code[index]
        }
        func noteSymbol(_ text: Substring) {
            let trimmed = text.trimmingCharacters(in: " ")
            guard symbol == nil, trimmed.contains(where: currencySymbols.contains) else { return }
            symbol = String(trimmed)
            symbolBefore = !seenDigit
        }
        sections: while let character = next() {
            switch character.lowercased().first ?? character {
            case "\"":
                let close = code[index...].firstIndex(of: "\"") ?? code.endIndex
                noteSymbol(code[index..<close])
                index = close < code.endIndex ? code.index(after: close) : close
            case "\\":
                if let escaped = next() { noteSymbol(Substring(String(escaped))) }
            case "_", "*":
                _ = next()  // spacing and fill, shown as nothing that matters
            case "[":
                let close = code[index...].firstIndex(of: "]") ?? code.endIndex
                let inside = code[index..<close]
                // `[h]`, `[mm]`, `[ss]` are elapsed time; `[Red]`, `[White]`, `[>=100]` and `[$-409]` are not.
                if !inside.isEmpty && inside.allSatisfy({ "hHmMsS".contains($0) }) { time = true }
                if inside.hasPrefix("$") { noteSymbol(inside.dropFirst().prefix { $0 != "-" }) }
                index = close < code.endIndex ? code.index(after: close) : close
            case ";":
                break sections
            case "y", "d": date = true
            case "h", "s": time = true
            case "m": minutes = true
            case "0", "#", "?":
                seenDigit = true
                if inDecimals { decimals += 1 }
            case ".":
                inDecimals = seenDigit
            default:
                if currencySymbols.contains(character) { noteSymbol(Substring(String(character))) }
            }
        }
        switch (date || (minutes && !time), time) {
        case (true, true): return .date(.dateAndTime)
        case (true, false): return .date(.date)
        case (false, true): return .date(.time)
        case (false, false): return symbol.map { .currency(symbol: $0, before: symbolBefore, decimals: decimals) }
        }
    }

    /// A number cell's text as a money text the money rules read (`8` → `$8.00`, `-1.82` →
    /// `-$1.82`, `4500` → `4500원`); text that is not a plain decimal (an exponent) is kept as is.
    static func money(_ number: String, symbol: String, before: Bool, decimals: Int) -> String {
        var text: [UInt8] = []
        Array(number.utf8).withUnsafeBufferPointer {
            appendMoney($0, symbol: symbol, before: before, decimals: decimals, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends what `money` returns for `number`'s UTF-8 to `text`, without making a String:
    /// this runs for every money cell.
    static func appendMoney(
        _ number: UnsafeBufferPointer<UInt8>, symbol: String, before: Bool, decimals: Int, to text: inout [UInt8]
    ) {
        guard !number.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else {
            text.append(contentsOf: number)
            return
        }
        let negative = number.first == UInt8(ascii: "-")
        let digits = UnsafeBufferPointer(rebasing: number[(negative ? 1 : 0)...])
        let point = digits.firstIndex(of: UInt8(ascii: "."))
        let shown = point.map { digits.count - $0 - 1 } ?? 0
        if negative { text.append(UInt8(ascii: "-")) }
        if before { text.append(contentsOf: symbol.utf8) }
        text.append(contentsOf: digits)
        if shown < decimals {
            if point == nil { text.append(UInt8(ascii: ".")) }
            for _ in shown..<decimals { text.append(UInt8(ascii: "0")) }
        }
        if !before { text.append(contentsOf: symbol.utf8) }
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> Substring {
        var text = self
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return text
    }
}
