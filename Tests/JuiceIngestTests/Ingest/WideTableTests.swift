import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport
import SeededRandom

/// Issue 28, item 8: a table of a date column and one column of units per product.
struct WideTableTests {
    private static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// The period's totals, each day's, and the report of reading `text` as a CSV in Seoul.
    private func read(_ text: String, wide: Bool = false) throws -> (
        total: SalesSummary, days: [String], report: OrderReadReport
    ) {
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: Self.seoul)
        options.wide = wide
        var aggregator = DailySalesAggregator(query: SalesQuery(timeZone: Self.seoul))
        let report = try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(text.utf8), name: "wide.csv", chunkSize: 7), into: &aggregator)
        let (total, days) = aggregator.summaries()
        return (total, days.map { "\($0.day) \($0.sales.totalUnits)" }, report)
    }

    private func failure(_ text: String, wide: Bool = false) -> String? {
        do {
            _ = try read(text, wide: wide)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func eachCellIsAProductsUnitsOnItsDay() throws {
        let (total, days, report) = try read(
            """
            date,딸기쥬스,kiwi,Mango Juice,Summer Special,합계,Revenue (KRW),₩
            2026-11-20,12,,3,1,16,80000,80000
            2026-11-21,7,4,,,11,55000,55000
            합계,19,4,3,1,27,135000,135000
            ,,,,,,,
            2026-11-22,,,,,0,0,0

            """)
        // Blank cells are 0; 합계, Revenue (KRW) and ₩ are money or totals, not products; "Summer"
        // holds "sum" but is no total.
        #expect(total.unitsByName() == ["딸기쥬스=19", "키위쥬스=4", "망고쥬스=3", "Summer Special=1"])
        #expect(days == ["2026-11-20 16", "2026-11-21 11"])
        #expect(total.totalUnits == 27)
        #expect(report.wideProducts == 4)
        // The 합계 row has no date; the blank row is a blank line of the table, not a row.
        #expect(report.undatedRows == 1)
        // A day of nothing adds no order.
        #expect(report.orders == 2 && total.soldOrders == 2)
    }

    /// Issue 37: columns of text are skipped and named, not read as units: a header known as one
    /// (요일, 비고), or a column whose first filled cell is words (상태: 맑음). A column whose first
    /// filled cell is a figure is a product's, and words later in it are still an error.
    @Test func textColumnsAreSkippedAndNamed() throws {
        let (total, days, report) = try read(
            """
            날짜,요일,kiwi,상태,mango,비고
            2026-11-20,금,3,맑음,1,
            2026-11-21,토,,,2,단체 주문 30개
            2026-11-22,일,4,비,,

            """)
        #expect(total.unitsByName() == ["키위쥬스=7", "망고쥬스=3"])
        #expect(days == ["2026-11-20 4", "2026-11-21 2", "2026-11-22 4"])
        #expect(report.wideProducts == 2 && report.wideTextColumns == ["요일", "비고", "상태"])
        // Under --wide too, and an English header of the day's name.
        let asked = try read("day,Day of week,kiwi\n2026-11-20,Friday,2\n", wide: true)
        #expect(asked.total.unitsByName() == ["키위쥬스=2"] && asked.report.wideTextColumns == ["Day of week"])
        #expect(
            failure("날짜,kiwi,상태\n2026-11-20,1,2\n2026-11-21,3,맑음\n")
                == #"wide.csv:3:3: "상태" (column 3) must be a whole number of units (blank for none); got "맑음" (read as one column per product: no header names a juice column)"#
        )
    }

    @Test func aBadCellNamesItsRowAndColumn() {
        #expect(
            failure("날짜,kiwi,mango\n2026-11-20,1,2\n2026-11-21,3,lots\n")
                == #"wide.csv:3:3: "mango" (column 3) must be a whole number of units (blank for none); got "lots" (read as one column per product: no header names a juice column)"#
        )
        #expect(
            failure("날짜,kiwi\n2026-11-20,1.5\n")
                == #"wide.csv:2:2: "kiwi" (column 2) must be a whole number of units (blank for none); got "1.5" (read as one column per product: no header names a juice column)"#
        )
        // Under --wide the table was asked for as one column per product.
        #expect(
            failure("날짜,kiwi\n2026-11-20,-1\n", wide: true)
                == #"wide.csv:2:2: "kiwi" (column 2) must be a whole number of units (blank for none); got "-1""#)
    }

    @Test func unitsAreWholeNumbers() {
        func units(_ text: String, decimalComma: Bool = false) -> Int64? {
            Array(text.utf8).withUnsafeBytes { WideTable.units($0, decimalComma: decimalComma) }
        }
        #expect(units("") == 0 && units("0") == 0 && units("12") == 12 && units("3.0") == 3 && units("1,234") == 1234)
        #expect(units("1.234", decimalComma: true) == 1234 && units("3,00", decimalComma: true) == 3)
        #expect(
            units("3.5") == nil && units("-2") == nil && units("12,34") == nil && units("x") == nil
                && units(",123") == nil)
        #expect(units("99999999999999999999") == nil)
    }

    @Test func moneyAndTotalColumnsAreNotProducts() {
        for header in [
            "Total", "Grand total", "합계", "판매합계", "Sum", "sum (units)", "Revenue", "KRW", "Sales (USD)", "₩", "$ sales",
            "매출액", "판매 (원)",
        ] {
            #expect(WideTable.isMoneyOrTotal(header), "\(header)")
        }
        for header in ["딸기쥬스", "Summer Special", "Kiwi", "Totally Mango", "ABC Juice", "Sumac Lemonade", "원두커피"] {
            #expect(!WideTable.isMoneyOrTotal(header), "\(header)")
        }
    }

    @Test func wideReadsATableWhoseDateColumnHasAnotherName() throws {
        let text = "Sold on,kiwi,mango\n2026-11-20,2,1\n"
        // Without --wide, an unnamed date column is no table juice-report knows.
        #expect(
            failure(text)?.hasPrefix("wide.csv:1: invalid CSV: the header row must name a \"juice\" column") == true)
        let (total, days, _) = try read(text, wide: true)
        #expect(total.unitsByName() == ["키위쥬스=2", "망고쥬스=1"])
        #expect(days == ["2026-11-20 3"])
        #expect(
            failure("date,Total,KRW\n2026-11-20,2,1\n", wide: true)?.contains(
                "--wide reads a date column and one column of units per product") == true)
    }

    /// Every order table and export the readers know keeps being read as orders.
    @Test func ordinaryOrderFilesAreNotWide() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../__Fixtures__"
        ).standardizedFileURL
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../samples"
        ).standardizedFileURL
        var files = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("csv").path)
            .map { fixtures.appendingPathComponent("csv/\($0)") }
        files += try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("exports").path)
            .map { fixtures.appendingPathComponent("exports/\($0)") }
        files += try FileManager.default.contentsOfDirectory(atPath: samples.appendingPathComponent("exports").path)
            .filter { $0.hasSuffix(".csv") }.map { samples.appendingPathComponent("exports/\($0)") }
        #expect(files.count >= 20)
        var read = 0
        for file in files where file.pathExtension == "csv" {
            var options = OrderReadOptions(skipInvalid: true)
            options.localClock = LocalClock(timeZone: Self.seoul)
            var aggregator = SalesAggregator(query: SalesQuery(timeZone: Self.seoul))
            // Some fixtures are broken on purpose; those that read must read as orders.
            guard
                let report = try? OrderCSVReader(options: options).read(
                    try FileByteSource(path: file.path), into: &aggregator)
            else { continue }
            #expect(report.wideProducts == 0 && report.undatedRows == 0, "\(file.lastPathComponent)")
            read += 1
        }
        #expect(read >= 15)
    }

    /// Issue 37, as a property over 300 generated sheets (seed 37): whatever text columns stand
    /// among the products (known headers, or words in their first filled cell; blank cells before
    /// them), each product's units are its column's sum and every text column is named.
    @Test func everyProductIsItsColumnsSumWhateverTextColumnsStandBetween() throws {
        var random = SplitMix64(seed: 37)
        let words = ["월", "휴무", "비 옴", "rain", "closed", "단체 주문"]
        for sheet in 0..<300 {
            let products = Int.random(in: 1...8, using: &random)
            let texts = Int.random(in: 0...4, using: &random)
            // Each column: a product (its index) or text (nil), shuffled after the date.
            var columns: [Int?] = Array(0..<products) + Array(repeating: nil, count: texts)
            columns.shuffle(using: &random)
            var header = ["날짜"]
            var textNames: [String] = []
            for (index, column) in columns.enumerated() {
                if let product = column {
                    header.append("P\(product)")
                } else {
                    let name =
                        Bool.random(using: &random) ? ["요일", "비고", "Day of week", "Notes"][index % 4] : "T\(index)"
                    header.append(name)
                    textNames.append(name)
                }
            }
            var sums = Array(repeating: Int64(0), count: products)
            var lines = [header.joined(separator: ",")]
            let days = Int.random(in: 1...20, using: &random)
            var textFilled = Array(repeating: false, count: columns.count)
            for day in 0..<days {
                var cells = [String(format: "2026-10-%02d", day + 1)]
                for (index, column) in columns.enumerated() {
                    if let product = column {
                        let units = Int64.random(in: 0...40, using: &random)
                        if units == 0 && Bool.random(using: &random) {
                            cells.append("")
                        } else {
                            cells.append(String(units))
                            sums[product] += units
                        }
                    } else if Int.random(in: 0..<3, using: &random) == 0 && !(day == days - 1 && !textFilled[index]) {
                        cells.append("")
                    } else {
                        // Every text column holds words somewhere (its last row at the latest).
                        textFilled[index] = true
                        cells.append(words[Int.random(in: 0..<words.count, using: &random)])
                    }
                }
                lines.append(cells.joined(separator: ","))
            }
            let (total, _, report) = try read(lines.joined(separator: "\n") + "\n")
            let expected = (0..<products).filter { sums[$0] > 0 }.map { "P\($0)=\(sums[$0])" }
            #expect(Set(total.unitsByName()) == Set(expected), "sheet \(sheet)")
            #expect(report.wideProducts == products, "sheet \(sheet)")
            #expect(Set(report.wideTextColumns) == Set(textNames), "sheet \(sheet)")
        }
    }
}
