import JuiceCore

/// A wide table: a date column and one column per product, each cell the units of that product
/// sold on that row's day (`date,딸기쥬스,키위쥬스` / `2026-11-21,12,7`), as a shop's own sheet of
/// daily counts is written. A blank cell is 0.
///
/// Read so when `--wide` asks, or when no header names an order field but a date (`date`,
/// `orderedAt`, `day`, `날짜`, `일자`, or the one `--column date=` maps): an order table always
/// names its juice column, so this never takes an order file. Columns of money or totals
/// (`total`, `합계`, `sum`, a currency code or symbol in the header) are not products, nor are
/// columns of text (`요일`, `day of week`, `비고`): a header known as one, or a column whose first
/// filled cell is no number, is skipped and named in a note (`OrderReadReport.wideTextColumns`).
package struct WideTable: Sendable {
    /// One product's column: where it is and the product its header names.
    package struct Product: Sendable {
        let column: Int
        let name: String
    }

    /// The date column.
    let date: Int
    let products: [Product]
    /// Columns whose header names text, never units (`요일`, `비고`): skipped.
    let textColumns: [String]

    /// The table `headers` describe, or nil when it is not a wide one.
    ///
    /// - Parameters:
    ///   - found: the order fields the headers name (`ColumnMapping.columns(in:source:)`).
    ///   - asked: `--wide`: any header may be a product, and without a date header the first
    ///     column holds the dates.
    init?(headers: [String], found: [ColumnMapping.Field: Int], asked: Bool) {
        let dateFields: Set<ColumnMapping.Field> = [.date, .orderedAt]
        guard asked || found.keys.allSatisfy(dateFields.contains) else { return nil }
        let named =
            found[.date] ?? found[.orderedAt]
            ?? headers.firstIndex { Self.dateHeaders.contains(ColumnMapping.normalized($0)) }
        guard let date = named ?? (asked ? 0 : nil) else { return nil }
        let columns = headers.indices.filter { $0 != date && $0 != found[.time] }.compactMap { column -> Product? in
            let name = headers[column].trimmingCharacters(in: .whitespaces)
            return name.isEmpty || Self.isMoneyOrTotal(name) ? nil : Product(column: column, name: name)
        }
        let products = columns.filter { !Self.isText($0.name) }
        guard !products.isEmpty else { return nil }
        self.date = date
        self.products = products
        textColumns = columns.filter { Self.isText($0.name) }.map(\.name)
    }

    /// Headers of columns of text in shops' daily sheets (the day of the week, a remark), as compared.
    static let textHeaders: Set<String> = [
        "요일", "비고", "메모", "날씨", "특이사항", "day of week", "dayofweek", "weekday", "day name", "note", "notes",
        "memo", "remark", "remarks", "comment", "comments", "weather", "曜日", "備考", "星期", "备注",
    ]

    /// Whether a header names a column of text rather than a product's units.
    static func isText(_ header: String) -> Bool {
        textHeaders.contains(ColumnMapping.normalized(header))
            || textHeaders.contains(header.lowercased().split { !$0.isLetter }.joined(separator: " "))
    }

    /// Whether a cell is words rather than a figure (`월`, `휴무`, `rain`; not `1.5`, `-1` or `-`,
    /// which a product's column must not hold either but which are no words): a column whose
    /// first filled cell is words is a column of text.
    static func isText(cell: UnsafeRawBufferPointer) -> Bool {
        let letters = cell.contains { $0 >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
        return letters && !cell.contains { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Headers of a date column besides the order fields' own (`date`, `orderedAt`), as compared.
    static let dateHeaders: Set<String> = ["day", "날짜", "일자", "일", "日付", "datum", "fecha"]

    /// Whether a header names money or a total rather than a product: a word such as `total`,
    /// `sum` or `합계`, a currency symbol, or a currency code (`KRW`, `Sales (USD)`).
    static func isMoneyOrTotal(_ header: String) -> Bool {
        if header.contains(where: { "₩$€£¥₹".contains($0) }) { return true }
        let folded = header.lowercased()
        // Korean writes its compounds without spaces (`판매합계`): these are found inside words.
        if ["합계", "소계", "총계", "총합", "총액", "금액", "매출"].contains(where: folded.contains) { return true }
        let words = header.split { !$0.isLetter && !$0.isNumber }
        if words.contains(where: {
            ["total", "totals", "subtotal", "sum", "revenue", "amount", "원"].contains($0.lowercased())
        }) {
            return true
        }
        return words.contains { $0.count == 3 && $0.allSatisfy(\.isUppercase) && Currency(named: String($0)) != nil }
    }

    /// A cell's units: blank is 0, else a whole number ≥ 0, thousands grouped with `,` (or with
    /// `.` in a table whose decimal mark is `,`) or not, `.0` allowed (a sheet's `3.0`); nil when
    /// the cell is none of these.
    static func units(_ cell: UnsafeRawBufferPointer, decimalComma: Bool) -> Int64? {
        if cell.isEmpty { return 0 }
        let (group, point) =
            decimalComma ? (UInt8(ascii: "."), UInt8(ascii: ",")) : (UInt8(ascii: ","), UInt8(ascii: "."))
        var whole = cell[...]
        if let mark = cell.firstIndex(of: point) {
            guard cell[(mark + 1)...].allSatisfy({ $0 == UInt8(ascii: "0") }) else { return nil }
            whole = cell[..<mark]
        }
        let groups = whole.split(separator: group, omittingEmptySubsequences: false)
        guard let first = groups.first, !first.isEmpty, first.count <= (groups.count > 1 ? 3 : 18),
            groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        var value: Int64 = 0
        for digit in groups.joined() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = times + Int64(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
