import Foundation
import JuiceCore
import JuiceIngest
import Testing
@testable import JuiceExcel

/// Issue 28, item 8: a sheet of a date column and one column of units per product reaches the
/// same row consumer as a CSV file's rows, and reads the same.
struct WideSheetTests {
    private static let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func read(_ path: String) throws -> (total: SalesSummary, days: [String], report: OrderReadReport) {
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: Self.seoul)
        var aggregator = DailySalesAggregator(query: SalesQuery(timeZone: Self.seoul))
        let report =
            path.hasSuffix(".xlsx")
            ? try OrderXLSXReader(options: options).read(path: path, into: &aggregator)
            : try OrderCSVReader(options: options).read(try FileByteSource(path: path), into: &aggregator)
        let (total, days) = aggregator.summaries()
        return (total, days.map { "\($0.day) \($0.sales.totalUnits)" }, report)
    }

    @Test func aWideWorkbookGivesEachProductsUnitsPerDay() throws {
        // wide-daily.xlsx (scripts/fixtures/make-xlsx-fixtures.py): 날짜 as real Excel dates and one as text,
        // 딸기쥬스, Kiwi and mango as numbers (a 3.0, blank cells), a 합계 and a "Revenue (₩)" column,
        // and a 합계 row without a date.
        let (total, days, report) = try read(Fixtures.path("wide-daily.xlsx"))
        #expect(total.unitsByName() == ["Strawberry=22", "Kiwi=6", "Mango=4"])
        #expect(days == ["2026-11-20 15", "2026-11-21 11", "2026-11-22 6"])
        #expect(report.wideProducts == 3 && report.undatedRows == 1 && report.orders == 3)

        // The same table as CSV text reads the same.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("wide-daily.csv")
        try Data(
            """
            날짜,딸기쥬스,Kiwi,mango,합계,Revenue (₩)
            2026-11-20,12,,3,15,75000
            2026-11-21,7,4,,11,55000
            2026-11-22,3,2,1,6,30000
            합계,22,6,4,32,160000

            """.utf8
        ).write(to: csv)
        let fromCSV = try read(csv.path)
        #expect(fromCSV.total == total && fromCSV.days == days)
        #expect(fromCSV.report.undatedRows == 1 && fromCSV.report.wideProducts == 3)
    }

    /// Issue 37: a Korean bakery's daily sheet as its till exports it, read as it is: 날짜, 요일 (text),
    /// 15 products and 비고 (remarks, mostly blank). Each product's units are pandas' sums of the CSV's
    /// columns (wide-bakery.expected.json, written by scripts/fixtures/make-xlsx-fixtures.py with
    /// pandas), from the workbook and from the CSV alike; the text columns are named, not read.
    @Test func theKoreanBakerySheetGivesPandasColumnSums() throws {
        let expected = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: Fixtures.path("wide-bakery.expected.json"))))
                as? [String: Any])
        let sums = try #require(expected["units"] as? [String: Int])
        #expect(sums.count == 15 && sums["소금빵"] == 1052 && sums["모카빵"] == 582)
        for file in ["wide-bakery.xlsx", "wide-bakery.csv"] {
            let (total, days, report) = try read(Fixtures.path(file))
            let read = Dictionary(
                uniqueKeysWithValues: total.unitsByName().map { entry in
                    let parts = entry.split(separator: "=")
                    return (String(parts[0]), Int(parts[1]) ?? -1)
                })
            #expect(read == sums, "\(file)")
            #expect(total.totalUnits == Int64(sums.values.reduce(0, +)), "\(file)")
            #expect(report.wideProducts == 15 && report.wideTextColumns == ["요일", "비고"], "\(file)")
            // 42 days, one closed (휴무: no product filled), so 41 days of sales.
            #expect(days.count == 41 && report.orders == 41 && report.undatedRows == 0, "\(file)")
        }
    }
}
