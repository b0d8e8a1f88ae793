import SeededRandom
import Testing
@testable import JuiceCore

struct MoneyTextTests {
    /// (cell, amount in ten-thousandths, currency, decimals written)
    @Test(
        arguments: [
            ("8", 80_000, nil, 0),
            ("8.00", 80_000, nil, 2),
            ("$8.00", 80_000, "USD", 2),
            ("-$1.82", -18_200, "USD", 2),
            ("$-1.82", -18_200, "USD", 2),
            ("($33.62)", -336_200, "USD", 2),
            ("\"$1,149.00 \"".trimmingCharacters(in: ["\""]), 11_490_000, "USD", 2),
            ("₩4,500", 45_000_000, "KRW", 0),
            ("4,500원", 45_000_000, "KRW", 0),
            ("£3.50", 35_000, "GBP", 2),
            ("1.234,56 €", 12_345_600, "EUR", 2),
            ("3,50 €", 35_000, "EUR", 2),
            ("1 234,56", 12_345_600, nil, 2),
            ("1\u{00A0}234,56 €", 12_345_600, "EUR", 2),
            ("USD 12.5", 125_000, "USD", 1),
            ("12.50 GBP", 125_000, "GBP", 2),
            ("CA$5.25", 52_500, "CAD", 2),
            ("1,234,567.891", 12_345_678_910, nil, 3),
            ("0.0001", 1, nil, 4),
            ("1.000", 10_000, nil, 3),
            ("9,000", 90_000_000, nil, 0),
            ("−5", -50_000, nil, 0),
        ] as [(String, Int64, String?, Int)])
    func readsMoneyAsExportsWriteIt(cell: String, amount: Int64, currency: String?, decimals: Int) throws {
        let money = try #require(MoneyText.parse(cell))
        #expect(money.amount == amount)
        #expect(money.currencyCode == currency)
        #expect(money.decimals == decimals)
    }

    /// Where semicolons separate cells, the comma is the decimal mark whatever follows it.
    @Test func readsDecimalCommasInSemicolonTables() {
        #expect(MoneyText.parse("4,500", decimalComma: true)?.amount == 45_000)
        #expect(MoneyText.parse("1.234,5 €", decimalComma: true)?.amount == 12_345_000)
        #expect(MoneyText.parse("1.234", decimalComma: true)?.amount == 12_340_000)
        #expect(MoneyText.parse("1.23", decimalComma: true) == nil)
    }

    @Test(arguments: [
        "", "$", "abc", "1.2.3", "2.5.1", "1,23,456", "12,34.5", "1.", "$$1", "1e5x", "0.00001", "1,234,56",
    ])
    func refusesWhatIsNotMoney(cell: String) {
        #expect(MoneyText.parse(cell) == nil)
    }

    /// The byte fast path and the text path agree on every plain number.
    @Test func bytesAndTextAgree() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            let whole = random.next() % 1_000_000
            let cents = random.next() % 100
            var text = random.next() % 2 == 0 ? "\(whole)" : "\(whole).\(cents < 10 ? "0" : "")\(cents)"
            if random.next() % 3 == 0 { text = "-" + text }
            // A cell symbol before the figure, as exports write money (`$8.50`, `-$1.82`, `$-1.82`,
            // `-$-1.82`, `US$5`), read without a String on the bytes' fast path.
            let symbols = ["", "", "$", "US$", "₩", "€", "R$", "zł", "+", "−", "$ "]
            let symbol = symbols[Int(random.next() % UInt64(symbols.count))]
            if random.next() % 4 == 0 { text = "-" + symbol + text } else { text = symbol + text }
            let fromBytes = text.utf8CString.withUnsafeBytes {
                MoneyText.parse(UnsafeRawBufferPointer(rebasing: $0.dropLast()))
            }
            #expect(fromBytes == MoneyText.parse(text), "\(text)")
        }
    }

    /// Adding amounts in ten-thousandths is exact where binary floating point is not.
    @Test func sumsStayExact() throws {
        let tenCents = try #require(MoneyText.parse("0.10")).amount
        let sum = (0..<1_000_000).reduce(Int64(0)) { total, _ in total + tenCents }
        #expect(sum == 100_000 * Money.scale)
        #expect(Currency(named: "USD")!.format(sum) == "$100,000.00")
    }
}
