import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct TotalsCSVReaderTests {
    private func read(_ text: String) throws(TotalsError) -> [TotalsRow] {
        try TotalsCSVReader.read(Array(text.utf8), source: "t.csv")
    }

    @Test func readsQuotedFieldsCRLFAndABOMWithColumnsInAnyOrder() throws {
        let rows = try TotalsCSVReader.read(
            [0xEF, 0xBB, 0xBF]
                + Array("note,value,juice\r\nx,120,딸기쥬스\r\n\"a, b\",5,\"Lemon, \"\"fresh\"\"\"\r\n".utf8),
            source: "t.csv")
        #expect(
            rows == [
                TotalsRow(juice: "딸기쥬스", value: 120 * Money.scale, location: "t.csv:2"),
                TotalsRow(juice: "Lemon, \"fresh\"", value: 5 * Money.scale, location: "t.csv:3"),
            ])
    }

    /// Revenue totals from a GROUP BY carry cents; units must stay whole.
    @Test func takesDecimalMoneyAndRefusesFractionalUnits() throws {
        let rows = try read("juice,value\nkiwi,17575019.62\nmango,\"$1,234.50\"\n")
        #expect(rows.map(\.value) == [175_750_196_200, 12_345_000])
        var revenue = SalesAggregator(query: SalesQuery(metric: .revenue))
        for row in rows { try revenue.add(row) }
        #expect(revenue.summary().total == 175_762_541_200)
        var units = SalesAggregator()
        #expect(throws: SalesAggregationError.fractionalUnits(location: "t.csv:2")) { try units.add(rows[0]) }
    }

    /// Figures that are neither units nor money (`--metric value`) keep any number of decimals,
    /// rounded half to even to `Money.scale`; revenue refuses more decimals than money keeps.
    @Test func plainFiguresKeepTheirDecimalsRoundedToTheScale() throws {
        let rows = try read(
            "juice,value\nkiwi,0.6270739405881613\nmango,1.25\nbanana,1.2e3\nlemon,0.00005\norange,0.00015\n")
        #expect(rows.map(\.value) == [6271, 12_500, 12_000_000, 0, 2])
        #expect(rows.map(\.decimals) == [16, 2, 0, 5, 5])
        var figures = SalesAggregator(query: SalesQuery(metric: .value))
        for row in rows { try figures.add(row) }
        #expect(figures.summary().total == 6271 + 12_500 + 12_000_000 + 2)
        var revenue = SalesAggregator(query: SalesQuery(metric: .revenue))
        #expect(throws: SalesAggregationError.tooManyDecimals(location: "t.csv:2", decimals: 16)) {
            try revenue.add(rows[0])
        }
        var units = SalesAggregator()
        #expect(throws: SalesAggregationError.fractionalUnits(location: "t.csv:5")) { try units.add(rows[3]) }
    }

    @Test func aSymbolNamesTheFiguresCurrency() throws {
        let rows = try read("juice,value\nkiwi,\"$1,234.50\"\nmango,€3\n")
        #expect(rows.map(\.currencyCode) == ["USD", "EUR"])
        #expect(rows.map(\.decimals) == [2, 0])
    }

    @Test func readsItsOwnSummaryBack() throws {
        let rows = try read("product,units,share,revenue\n딸기쥬스,8,24.2,40000\n")
        #expect(rows.map(\.value) == [8 * Money.scale])
        // Issue 37: 0.10 and earlier wrote `juice` for `product`; it is read through 0.11.
        let old = try read("juice,units,share,revenue\n딸기쥬스,8,24.2,40000\n")
        #expect(old.map(\.juice) == ["딸기쥬스"] && old.map(\.value) == [8 * Money.scale])
        // A juice whose returns passed its sales: its figure below 0 and no share, as --summary csv writes it.
        let net = try read("product,units,share,revenue\n딸기쥬스,8,100.0,40000\n키위쥬스,0,0.0,4500\nYuzu Tea,-1,,-5000\n")
        #expect(net.map(\.value) == [8 * Money.scale, 0, -Money.scale])
        #expect(try read("juice,value\nkiwi,-$1.20\nmango,(3.50)\n").map(\.value) == [-12_000, -35_000])
    }

    @Test(arguments: [
        (
            "juice,count\nkiwi,3\n",
            #"t.csv:1: the header row must name a "product" (or "juice") and a "value" column; found juice,count"#
        ),
        ("juice,value\nkiwi,--3\n", #"t.csv:2: row 1: "value" must be a number, such as 12, 1234.50 or -3; got "--3""#),
        (
            "juice,value\nkiwi,2.5.1\n",
            #"t.csv:2: row 1: "value" must be a number, such as 12, 1234.50 or -3; got "2.5.1""#
        ),
        (
            "juice,value\nkiwi,lots\n",
            #"t.csv:2: row 1: "value" must be a number, such as 12, 1234.50 or -3; got "lots""#
        ),
        ("juice,value\n,3\n", #"t.csv:2: row 1: "juice" is empty"#),
        ("juice,value\nkiwi\n", "t.csv:2: row 1 has 1 fields; the header has 2"),
    ])
    func reportsTheRowAndTheProblem(text: String, message: String) {
        #expect(throws: TotalsError.self) { try read(text) }
        do {
            _ = try read(text)
        } catch {
            #expect(error.description == message)
            #expect(!error.isSyntax)
        }
    }

    @Test func refusesBytesThatAreNotText() {
        #expect(
            throws: TotalsError(
                location: "t.csv:1",
                problem:
                    "invalid CSV: byte 0xFF is not UTF-8, UTF-16 or CP949 text; save the file as UTF-8, or name its encoding with --encoding",
                isSyntax: true)
        ) {
            try TotalsCSVReader.read([0x6A, 0x75, 0xFF, 0x0A], source: "t.csv")
        }
    }

    @Test func readsSemicolonsAndKoreanExcelsEncoding() throws {
        let text = "juice;value\n딸기쥬스;12\n"
        let cp949 = try #require(IconvConverter(from: "UTF-8", to: "CP949")).encoded(text)
        #expect(
            try TotalsCSVReader.read(cp949, source: "t.csv") == [
                TotalsRow(juice: "딸기쥬스", value: 12 * Money.scale, location: "t.csv:2")
            ])
    }
}
