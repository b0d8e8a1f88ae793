import Testing
import JuiceCore

struct CurrencyTests {
    @Test func formatsWithTheCurrencysDecimals() throws {
        let usd = try #require(Currency(named: "usd"))
        #expect(usd.format(12_345_000) == "$1,234.50")
        #expect(usd.format(-18_200) == "-$1.82")
        #expect(usd.format(4) == "$0.00")  // 0.0004 rounds to nothing, and shows no minus
        #expect(usd.format(50) == "$0.01")  // half a cent rounds away from zero
        #expect(Currency.won.format(45_000_000) == "₩4,500")
        #expect(Currency(named: "₩") == .won)
        #expect(Currency(named: "KWD")!.format(12_345) == "KD 1.235")
        #expect(Currency(named: "SEK")!.format(45_000_000) == "4,500.00 kr")
        #expect(Currency.unnamed(fractionDigits: 2).format(80_000) == "8.00")
        #expect(usd.plain(12_345_000) == "1234.50")
        #expect(Currency.won.plain(-45_000_000) == "-4500")
    }

    @Test func takesCodesSymbolsOrASymbolOfTheUsersOwn() {
        #expect(Currency(argument: "GBP").symbol == "£")
        #expect(Currency(argument: "€").code == "EUR")
        let own = Currency(argument: "Rs ")
        #expect(own.code == nil)
        #expect(own.symbol == "Rs ")
        #expect(Currency(named: "XYZ") == nil)
    }
}
