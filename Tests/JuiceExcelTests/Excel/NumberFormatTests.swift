import Testing
@testable import JuiceExcel

struct NumberFormatTests {
    @Test(arguments: [
        ("yyyy-mm-dd", NumberFormat.date(.date)),
        ("yyyy\\-mm\\-dd\\ hh:mm:ss", .date(.dateAndTime)),
        ("[$-409]m/d/yy h:mm AM/PM;@", .date(.dateAndTime)),
        ("h:mm:ss", .date(.time)),
        ("mm:ss", .date(.time)),
        ("[h]:mm", .date(.time)),
        ("mmm-yy", .date(.date)),
        ("yyyy\"년\" m\"월\" d\"일\"", .date(.date)),
        ("\"$\"#,##0.00", .currency(symbol: "$", before: true, decimals: 2)),
        ("\"$\"#,##0.00_);[Red]\\(\"$\"#,##0.00\\)", .currency(symbol: "$", before: true, decimals: 2)),
        ("#,##0\"원\"", .currency(symbol: "원", before: false, decimals: 0)),
        ("[$€-407] #,##0.00", .currency(symbol: "€", before: true, decimals: 2)),
        ("#,##0.00\\ [$€-1]", .currency(symbol: "€", before: false, decimals: 2)),
        ("£#,##0.0", .currency(symbol: "£", before: true, decimals: 1)),
    ])
    func customFormatsSayWhatTheyShow(code: String, format: NumberFormat) {
        #expect(NumberFormat.parse(code: code) == format)
    }

    /// Letters inside quotes, escapes and colour or condition brackets are text, not date parts.
    @Test(arguments: [
        "General", "0.00", "#,##0", "\"Qty \"0", "\\d0", "[White]0", "[Red][>=100]0.0", "0.00E+00", "@", "_(* #,##0_)",
    ])
    func formatsWithoutDatePartsOrCurrencyArePlainNumbers(code: String) {
        #expect(NumberFormat.parse(code: code) == nil)
    }

    @Test func builtInFormatsAreKnownByNumber() {
        #expect(NumberFormat.builtIn(14) == .date(.date))
        #expect(NumberFormat.builtIn(20) == .date(.time))
        #expect(NumberFormat.builtIn(22) == .date(.dateAndTime))
        #expect(NumberFormat.builtIn(46) == .date(.time))
        #expect(NumberFormat.builtIn(0) == nil)
        #expect(NumberFormat.builtIn(7) == nil)  // the reader's locale's currency, which says nothing of the shop's
    }

    @Test(arguments: [
        ("8", "$", true, 2, "$8.00"),
        ("-1.82", "$", true, 2, "-$1.82"),
        ("1149.1", "$", true, 2, "$1149.10"),
        ("4500", "원", false, 0, "4500원"),
        ("3.5", "€", false, 2, "3.50€"),
        ("1.5E-3", "$", true, 2, "1.5E-3"),
    ])
    func moneyIsWrittenAsTheMoneyRulesReadIt(number: String, symbol: String, before: Bool, decimals: Int, text: String)
    {
        #expect(NumberFormat.money(number, symbol: symbol, before: before, decimals: decimals) == text)
    }
}
