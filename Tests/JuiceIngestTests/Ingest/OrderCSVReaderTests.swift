import SeededRandom
import Foundation
import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

struct OrderCSVReaderTests {
    private func read(_ text: String, options: OrderReadOptions = OrderReadOptions()) throws -> (
        SalesSummary, OrderReadReport
    ) {
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!))
        let report = try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(text.utf8), name: "in.csv", chunkSize: 7), into: &aggregator)
        return (aggregator.summary(), report)
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func readsRowsAsItemsAndSameIDRowsAsOneOrder() throws {
        let (summary, report) = try read(
            """
            \u{FEFF}id,orderedAt,juice,quantity,unitPrice,status\r
            A-1,2026-11-21T09:15:02+09:00,strawberryBanana,2,4500,completed\r
            A-1,2026-11-21T09:15:02+09:00,"딸기쥬스",1,5000,\r
            A-2,2026-11-22T10:00:00+09:00,kiwi,,5000,cancelled\r
            A-3,,"Mango, fresh",3,,\r

            """)
        #expect(report.orders == 3)
        #expect(summary.soldOrders == 2 && summary.excludedOrders == 1)
        #expect(
            summary.juiceTotals.map { "\(Menu.standard.name(of: $0.juice, in: .korean)!)=\($0.units)" } == [
                "딸바쥬스=2", "딸기쥬스=1", "Mango, fresh=3",
            ])
        #expect(summary.firstDay == CalendarDay(year: 2026, month: 11, day: 21))
    }

    @Test(arguments: [
        (
            "",
            "in.csv:1: invalid CSV: the file is empty; expected a header row such as id,orderedAt,juice,quantity,unitPrice,status"
        ),
        (
            "id,name\n1,kiwi\n",
            "in.csv:1: invalid CSV: the header row must name a \"juice\" column (id,orderedAt,juice,quantity,unitPrice,status), or map one with --column juice=HEADER; its columns are id, name"
        ),
        (
            "id,juice,quantity\nA,kiwi,0\n",
            "in.csv:2:1: order 1 (id \"A\"): \"quantity\" must be a whole number other than 0 (negative for a return), got 0"
        ),
        (
            "id,juice,quantity\nA,kiwi,99999999999999999999\n",
            "in.csv:2:1: order 1 (id \"A\"): \"quantity\" is too large: 99999999999999999999"
        ),
        (
            "id,juice,orderedAt\nA,kiwi,yesterday\n",
            "in.csv:2:1: order 1 (id \"A\"): \"orderedAt\" must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got \"yesterday\""
        ),
        ("id,juice\nA,kiwi,extra\n", "in.csv:2:1: order 1 (id \"A\"): the row has 3 fields; the header has 2"),
        ("id,juice\nA,\n", "in.csv:2:1: order 1 (id \"A\"): \"juice\" is missing"),
    ])
    func reportsTheRowAndTheProblem(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func refusesBytesThatAreNotUTF8() {
        var aggregator = SalesAggregator()
        let bytes = Array("juice\n".utf8) + [0xFF, 0xFE, 0x0A]
        #expect(throws: OrderHistoryError.self) {
            try OrderCSVReader().read(MemoryByteSource(bytes, name: "in.csv"), into: &aggregator)
        }
    }

    @Test func skipsBadRowsWhenAsked() throws {
        let (summary, report) = try read(
            "juice,quantity\nkiwi,2\nkiwi,0\nmango,1\n", options: OrderReadOptions(skipInvalid: true))
        #expect(report.skipped == 1 && report.orders == 2)
        #expect(
            report.skippedExamples == [
                "in.csv:3:1: order 2: \"quantity\" must be a whole number other than 0 (negative for a return), got 0"
            ])
        #expect(summary.totalUnits == 3)
    }

    @Test func progressCountsEachByteOnceAndReachesTheSize() throws {
        let text = "juice,quantity\n" + String(repeating: "kiwi,2\nmango,1\n", count: 20_000)
        var values: [Int] = []
        var aggregator = SalesAggregator()
        let options = OrderReadOptions(progress: { values.append($0) })
        let report = try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(text.utf8), name: "in.csv", chunkSize: 4096),
            into: &aggregator)
        #expect(values.count > 1)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(values.allSatisfy { $0 <= text.utf8.count })
        #expect(values.last == text.utf8.count)
        #expect(report.bytes == text.utf8.count)
    }
}

/// The same small history as every encoding and delimiter spreadsheets write
/// (`scripts/fixtures/make-csv-fixtures.py`), against totals that script worked out from its own data.
struct OrderCSVFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../__Fixtures__/csv").standardizedFileURL

    struct Expected: Decodable {
        let orders: Int
        let soldOrders: Int
        let excludedOrders: Int
        let unitsByJuice: [String: Int64]
    }

    private func read(_ file: String, skipInvalid: Bool = false) throws -> (SalesSummary, OrderReadReport) {
        var aggregator = SalesAggregator()
        let source = try FileByteSource(path: Self.directory.appendingPathComponent(file).path)
        let report = try OrderCSVReader(options: OrderReadOptions(skipInvalid: skipInvalid)).read(
            source, into: &aggregator)
        return (aggregator.summary(), report)
    }

    @Test(arguments: [
        "utf8.csv", "utf8-bom.csv", "utf16le-bom.csv", "utf16be-bom.csv", "cp949.csv", "semicolon.csv", "tab.tsv",
    ])
    func everyEncodingAndDelimiterGivesTheSameTotals(file: String) throws {
        let expected = try JSONDecoder().decode(
            Expected.self, from: Data(contentsOf: Self.directory.appendingPathComponent("expected.json")))
        let (summary, report) = try read(file)
        #expect(report.orders == expected.orders)
        #expect(summary.soldOrders == expected.soldOrders && summary.excludedOrders == expected.excludedOrders)
        let units = Dictionary(
            uniqueKeysWithValues: summary.juiceTotals.map { total in
                (Menu.standard.name(of: total.juice, in: .korean)!, total.units)
            })
        // The menu shows kiwi as 키위쥬스; the other names are written as the menu names them.
        var expectedUnits = expected.unitsByJuice
        expectedUnits["키위쥬스"] = expectedUnits.removeValue(forKey: "kiwi")
        #expect(units == expectedUnits)
    }

    @Test func anUnclosedQuoteNamesItsLine() {
        #expect(
            throws: OrderHistoryError.invalidCSV(
                source: Self.directory.appendingPathComponent("bad-unterminated.csv").path, line: 4,
                problem: "a quoted cell is never closed; a \" is missing")
        ) {
            try read("bad-unterminated.csv")
        }
    }

    @Test func textInNoKnownEncodingSaysWhatToDo() throws {
        do {
            _ = try read("bad-not-utf8.csv")
            Issue.record("read a file that is neither UTF-8 nor CP949")
        } catch let error as OrderHistoryError {
            #expect(
                "\(error)".hasSuffix(
                    "bad-not-utf8.csv:2: invalid CSV: byte 0xE9 is not UTF-8, UTF-16 or CP949 text; save the file as UTF-8, or name its encoding with --encoding"
                ))
        }
    }
}

/// Large CSV files read on two cores give exactly what one core gives, whatever the middle holds.
struct OrderCSVTwoCoreTests {
    /// A CSV of at least 17 MB whose middle is shaped by `middle`: rows of multi-row orders, with
    /// a note column whose quoted cells may hold line breaks.
    private func file(seed: UInt64, middle: String) throws -> URL {
        var random = SplitMix64(seed: seed)
        var rows = ["id,orderedAt,note,juice,quantity,status"]
        var size = 0
        var order = 0
        let juices = ["kiwi", "딸기쥬스", "mango", "수박주스"]
        func add(_ row: String) {
            rows.append(row)
            size += row.utf8.count + 1
        }
        while size < OrderStreamReader.splitThreshold / 2 {
            order += 1
            for _ in 0...(random.next() % 2) {
                add(
                    "O\(order),2026-11-\(10 + order % 20)T10:00:00+09:00,\(random.next() % 5 == 0 ? "\"a, b\nc\"" : "plain"),\(juices[Int(random.next() % 4)]),\(1 + random.next() % 3),\(random.next() % 9 == 0 ? "cancelled" : "")"
                )
            }
        }
        add(middle)
        while size < OrderStreamReader.splitThreshold + (1 << 20) {
            order += 1
            add(
                "O\(order),2026-11-\(10 + order % 20)T11:00:00+09:00,plain,\(juices[Int(random.next() % 4)]),\(1 + random.next() % 3),"
            )
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "csv-two-cores-\(UUID().uuidString).csv")
        try Data(rows.joined(separator: "\n").utf8).write(to: url)
        return url
    }

    /// A sales aggregator that counts the halves merged into it, to see which way a read went.
    private struct MergeCounting: MergeableOrderRecordSink {
        final class Count: @unchecked Sendable { var merges = 0 }
        var sales = SalesAggregator()
        let count: Count

        mutating func slot(for juice: JuiceIdentity) -> Int { sales.slot(for: juice) }
        mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
            try sales.add(record, at: location)
        }
        func emptyCopy() -> MergeCounting { MergeCounting(sales: sales.emptyCopy(), count: count) }
        mutating func merge(_ other: MergeCounting) throws(SalesAggregationError) {
            count.merges += 1
            try sales.merge(other.sales)
        }
    }

    /// Reads `url` on two cores and on one, expects the same figures, and returns how many halves were merged.
    @discardableResult
    private func compare(_ url: URL) throws -> Int {
        defer { try? FileManager.default.removeItem(at: url) }
        var two = MergeCounting(count: MergeCounting.Count()), one = SalesAggregator()
        let twoReport = try OrderCSVReader().readOnTwoCores(try FileByteSource(path: url.path), into: &two)
        let oneReport = try OrderCSVReader().read(try FileByteSource(path: url.path), into: &one)
        #expect(twoReport.orders == oneReport.orders && twoReport.bytes == oneReport.bytes)
        let (a, b) = (two.sales.summary(), one.summary())
        #expect(a.soldOrders == b.soldOrders && a.excludedOrders == b.excludedOrders && a.totalUnits == b.totalUnits)
        #expect(Set(a.segments.map { "\($0.juice)=\($0.value)" }) == Set(b.segments.map { "\($0.juice)=\($0.value)" }))
        return two.count.merges
    }

    /// A Shopify table over the two-core threshold whose halves are in different currencies:
    /// both halves' currencies are counted, and a kept currency leaves the other half out.
    @Test func currenciesOfBothHalvesAreCountedAndKeptAlike() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-currencies-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: url) }
        var text = "Name,Financial Status,Currency,Created at,Lineitem quantity,Lineitem name,Lineitem price\n"
        let count = 300_000
        for index in 0..<count {
            text +=
                "#\(index),paid,\(index < count / 2 ? "GBP" : "EUR"),2025-12-07T19:08:25Z,\(1 + index % 3),Orange Juice,4.50\n"
        }
        try Data(text.utf8).write(to: url)
        #expect(text.utf8.count >= OrderStreamReader.splitThreshold)
        for kept in [nil, "EUR"] as [String?] {
            var options = OrderReadOptions()
            options.keptCurrency = kept
            var two = SalesAggregator(), one = SalesAggregator()
            let twoReport = try OrderCSVReader(options: options).readOnTwoCores(
                try FileByteSource(path: url.path), into: &two)
            let oneReport = try OrderCSVReader(options: options).read(try FileByteSource(path: url.path), into: &one)
            for report in [twoReport, oneReport] {
                #expect(
                    report.ordersByCurrency.map { "\($0.currency.code ?? "")=\($0.orders)" } == [
                        "GBP=150000", "EUR=150000",
                    ])
                #expect(report.otherCurrencyOrders == (kept == nil ? 0 : 150_000))
                #expect(report.orders == (kept == nil ? count : 150_000))
            }
            #expect(two.summary().totalUnits == one.summary().totalUnits)
        }
    }

    @Test func aCleanSplitAddsUpLikeOneCore() throws {
        #expect(try compare(try file(seed: 1, middle: "M1,2026-11-15T10:00:00+09:00,plain,kiwi,1,")) == 1)
    }

    /// The guessed split falls inside a quoted cell of many lines: the first core must notice and read on.
    @Test func aSplitInsideAQuotedCellFallsBackToOneCore() throws {
        let lines = (0..<100_000).map { "line \($0),kiwi,9" }.joined(separator: "\n")
        #expect(try compare(try file(seed: 2, middle: "M1,2026-11-15T10:00:00+09:00,\"\(lines)\",kiwi,1,")) == 0)
    }

    /// Rows of one order stand on both sides of the split: they must stay one order.
    @Test func anOrderAcrossTheSplitStaysOneOrder() throws {
        let rows = (0..<40_000).map { _ in "SAME,2026-11-15T10:00:00+09:00,plain,kiwi,1," }.joined(separator: "\n")
        #expect(try compare(try file(seed: 3, middle: rows)) == 0)
    }
}

/// Tables whose columns are named otherwise, and times as exports write them.
struct OrderCSVColumnMappingTests {
    private func read(_ bytes: [UInt8], columns: [String], zone: String = "Asia/Seoul") throws -> SalesSummary {
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: TimeZone(identifier: zone)!))
        var options = OrderReadOptions()
        options.columns = try ColumnMapping(columns)
        options.localClock = LocalClock(timeZone: TimeZone(identifier: zone)!)
        _ = try OrderCSVReader(options: options).read(MemoryByteSource(bytes, name: "pos.csv"), into: &aggregator)
        return aggregator.summary()
    }

    @Test func koreanHeadersInKoreanExcelsEncodingWithLocalTimes() throws {
        let text = "메뉴명,수량,일시,비고\n딸기주스,2,2026-11-21 23:30,\n망고쥬스,1,2026-11-22 00:10,\"얼음, 적게\"\n"
        let bytes = try #require(IconvConverter(from: "UTF-8", to: "CP949")).encoded(text)
        let summary = try read(bytes, columns: ["juice=메뉴명", "quantity=수량", "orderedAt=일시"])
        #expect(summary.segmentNames() == ["딸기쥬스", "망고쥬스"])
        #expect(summary.segmentValues() == [2, 1])
        // Local times in Seoul: the second order is on the 22nd there.
        #expect(summary.firstDay == CalendarDay("2026-11-21") && summary.lastDay == CalendarDay("2026-11-22"))
    }

    /// A Korean POS sheet: line amounts in won with `원`, taken as revenue through `amount`.
    @Test func koreanAmountsInWonAreTheLinesRevenue() throws {
        let text =
            "메뉴명,수량,판매금액,일시\n딸기주스,2,\"9,000원\",2026-11-21 10:00\n망고쥬스,1,\"₩5,000\",2026-11-21 11:00\n딸기주스,1,\"4,500원\",2026-11-21 12:00\n"
        var aggregator = SalesAggregator(
            query: try SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!, metric: .revenue))
        var options = OrderReadOptions()
        options.columns = try ColumnMapping(["juice=메뉴명", "quantity=수량", "amount=판매금액", "orderedAt=일시"])
        options.localClock = LocalClock(timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let report = try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(text.utf8), name: "pos.csv"), into: &aggregator)
        let summary = aggregator.summary()
        #expect(report.currency == .won)
        #expect(summary.segmentNames() == ["딸기쥬스", "망고쥬스"])
        #expect(summary.segmentValues() == [13_500 * Money.scale, 5_000 * Money.scale])
        #expect(Currency.won.format(summary.total) == "₩18,500")
    }

    @Test func separateDateAndTimeColumnsAsSquareWritesThem() throws {
        let text = "Date,Time,Item,Qty\n2026-07-18,12:59:30,kiwi,3\n2026-07-18,23:10:00,mango,1\n"
        let summary = try read(Array(text.utf8), columns: ["juice=Item", "quantity=Qty"], zone: "America/New_York")
        #expect(summary.totalUnits == 4)
        #expect(summary.latestInstant == Date(timeIntervalSince1970: 1_784_430_600))
        #expect(summary.firstDay == CalendarDay("2026-07-18") && summary.lastDay == CalendarDay("2026-07-18"))
    }

    @Test func mappingsThatCannotWorkSayWhy() {
        #expect(
            throws: ColumnMappingError(
                "--column price=Price: there is no field \"price\"; the fields are juice, quantity, orderedAt, date, time, unitPrice, amount, status, id, category"
            )
        ) {
            try ColumnMapping(["price=Price"])
        }
        #expect(throws: ColumnMappingError("--column juice: write it as FIELD=HEADER, such as juice=Item")) {
            try ColumnMapping(["juice"])
        }
        #expect(throws: ColumnMappingError("--column: map orderedAt, or date and time, not both")) {
            try ColumnMapping(["orderedAt=When", "date=Day"])
        }
        #expect(
            throws: OrderHistoryError.unknownColumn(
                source: "pos.csv",
                problem: "--column juice=Item: the header row has no column \"Item\"; its columns are Name, Qty")
        ) {
            try read(Array("Name,Qty\nkiwi,1\n".utf8), columns: ["juice=Item"])
        }
    }
}
