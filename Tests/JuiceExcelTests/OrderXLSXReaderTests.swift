import Foundation
import JuiceCore
import Testing
@testable import JuiceExcel

/// Order histories read from workbooks: the same rules, totals and messages as their CSV.
struct OrderXLSXReaderTests {
    /// Totals worked out by the fixture script from the rows it wrote, not by reading a file back.
    private struct Expected: Decodable {
        let units: [String: Int64]
        let revenue: [String: Int64]
    }

    @Test func aSquareExportSheetAddsUpAsTheScriptWorkedOut() throws {
        let (summary, report) = try Fixtures.read(Fixtures.path("square-items.xlsx"))
        #expect(report.export == "Square item sales detail")
        #expect(report.currency?.code == "USD")
        #expect(report.moneyDecimals == 2)
        #expect(
            report.bytes
                == (try FileManager.default.attributesOfItem(atPath: Fixtures.path("square-items.xlsx"))[.size] as? Int)
        )
        #expect(
            summary.valuesByName() == ["Strawberry=2585400", "Mango=2410400", "Matcha Latte=1008600", "sticker=281800"])
        #expect(summary.unitsByName() == ["Strawberry=33", "Mango=29", "Matcha Latte=19", "sticker=15"])
        let expected = try JSONDecoder().decode(
            Expected.self,
            from: Data(contentsOf: Fixtures.directory.appendingPathComponent("square-items.expected.json")))
        #expect(Dictionary(uniqueKeysWithValues: summary.valuesByName().map { pair(of: $0) }) == expected.revenue)
        #expect(Dictionary(uniqueKeysWithValues: summary.unitsByName().map { pair(of: $0) }) == expected.units)
    }

    /// A sheet with a return (quantity -1, amount -€1.20) beside €14.05 of sales charts €12.85, as
    /// the same rows as CSV do; the refunded order's return line is left out with its order (issue 28).
    @Test func aReturnInASheetNetsOutAsInItsCSV() throws {
        let csv = """
            id,orderedAt,juice,quantity,unitPrice,amount,status
            1,2026-11-21 09:00:00,Orange Juice,2,€3.50,,
            2,2026-11-21 10:30:00,Apple Juice,1,€3.85,,completed
            3,2026-11-21 12:00:00,Orange Juice,1,€3.20,,
            4,2026-11-21 15:00:00,Apple Juice,-1,,-€1.20,
            5,2026-11-21 15:45:00,Orange Juice,-1,€3.50,,refunded

            """
        let csvPath = FileManager.default.temporaryDirectory.appendingPathComponent("returns-\(UUID().uuidString).csv")
            .path
        try Data(csv.utf8).write(to: URL(fileURLWithPath: csvPath))
        defer { try? FileManager.default.removeItem(atPath: csvPath) }
        for skipInvalid in [false, true] {
            let (summary, report) = try Fixtures.read(Fixtures.path("returns.xlsx")) { $0.skipInvalid = skipInvalid }
            #expect(report.orders == 5 && report.skipped == 0 && report.currency?.code == "EUR")
            #expect(summary.totalRevenue == 128_500 && summary.totalUnits == 3, "€12.85 and 3 units, not €14.05 and 4")
            #expect(summary.returns == ReturnTotals(returns: 1, returnedUnits: 1, returnedRevenue: 12_000))
            #expect(summary.soldOrders == 4 && summary.excludedOrders == 1)
            #expect(summary.valuesByName() == ["Orange Juice=102000", "Apple Juice=26500"])
            let (fromCSV, _) = try Fixtures.read(csvPath) { $0.skipInvalid = skipInvalid }
            #expect(summary == fromCSV)
        }
    }

    private func pair(of text: String) -> (String, Int64) {
        let parts = text.split(separator: "=")
        return (String(parts[0]), Int64(parts[1])!)
    }

    /// The same orders as a workbook (real dates, numbers, a money format) and as CSV text give
    /// the same summary and report, whatever the zone and metric.
    @Test(arguments: ["square-items", "pairs/orders-1", "pairs/orders-2", "pairs/orders-3"])
    func aWorkbookAndItsCSVGiveTheSameSummary(name: String) throws {
        for (zone, metric) in [("Asia/Seoul", SalesMetric.units), ("America/New_York", .revenue)] {
            let (fromSheet, sheetReport) = try Fixtures.read(Fixtures.path(name + ".xlsx"), zone: zone, metric: metric)
            let (fromCSV, csvReport) = try Fixtures.read(Fixtures.path(name + ".csv"), zone: zone, metric: metric)
            #expect(fromSheet == fromCSV)
            #expect(sheetReport.orders == csvReport.orders && sheetReport.orders > 0)
            #expect(sheetReport.currency == csvReport.currency && sheetReport.export == csvReport.export)
        }
    }

    @Test func onlyAndExcludeWorkOnSheetsAsOnTables() throws {
        let (coffee, report) = try Fixtures.read(Fixtures.path("square-items.xlsx")) {
            $0.filter = JuiceFilter(only: ["Coffee"])
        }
        #expect(coffee.valuesByName() == ["Matcha Latte=1008600"])
        #expect(report.filteredOut > 0)
    }

    @Test func aSheetIsChosenByName() throws {
        let (summary, report) = try Fixtures.read(Fixtures.path("two-sheets.xlsx"), sheet: "주문", metric: .units)
        #expect(report.orders == 3)
        #expect(summary.unitsByName() == ["Strawberry=3", "Mango=1"])
        #expect(summary.firstDay?.description == "2026-11-21")
        #expect(summary.lastDay?.description == "2026-11-22")
    }

    /// Line numbers are the sheet's row numbers (row 3 is skipped, row 5 is empty), and
    /// `--skip-invalid` skips bad rows of a sheet as of a table.
    @Test func badCellsAreReportedAtTheirRowAndCanBeSkipped() throws {
        let path = Fixtures.path("strings-and-gaps.xlsx")
        let mapping = try ColumnMapping(["quantity=paid"])
        #expect(
            Fixtures.failure { try Fixtures.read(path) { $0.columns = mapping } }
                == "\(path):4:1: order 2 (id \"2\"): \"paid\" must be a whole number other than 0 (negative for a return), got \"FALSE\""
        )
        let (summary, report) = try Fixtures.read(path, metric: .units) {
            $0.columns = mapping
            $0.skipInvalid = true
        }
        #expect(report.skipped == 3)
        #expect(summary.unitsByName() == ["Strawberry=1"])
    }

    /// As in a CSV file, the sheet is read ahead (on a second handle to the file) until a date
    /// settles whether `3/11/26` is 3 November or March 11.
    @Test func slashedTextDatesTakeTheirOrderFromTheSheet() throws {
        let path = Fixtures.path("slashed-dates.xlsx")
        let mapping = try ColumnMapping(["juice=Item", "quantity=Qty", "orderedAt=When"])
        let (summary, report) = try Fixtures.read(path, metric: .units) { $0.columns = mapping }
        #expect(report.orders == 3)
        #expect(summary.unitsByName() == ["Strawberry=2", "Kiwi=1", "Mango=1"])
        #expect(summary.firstDay?.description == "2026-11-03")
        #expect(summary.lastDay?.description == "2026-11-25")
        // Told month first, the sheet's 25/11/26 is no date, at its row.
        #expect(
            Fixtures.failure {
                try Fixtures.read(path, metric: .units) {
                    $0.columns = mapping
                    $0.dateOrder = .monthFirst
                }
            }
                == "\(path):4:1: order 3: \"When\" must be a date-time such as 2026-11-21 09:15, 11/21/26 9:15 AM or 21/11/2026 09:15 (local time in Asia/Seoul) or 2026-11-21T09:15:02+09:00; got \"25/11/26 18:05\""
        )
    }

    @Test func aSheetThatIsNoTableNamesTheOtherSheets() {
        let path = Fixtures.path("two-sheets.xlsx")
        #expect(
            Fixtures.failure { try Fixtures.read(path) }
                == "\(path):1: sheet \"Summary\": the header row must name a \"juice\" column (id,orderedAt,juice,quantity,unitPrice,status), or map one with --column juice=HEADER; its columns are Report for July; the workbook's other sheets are \"주문\", \"Notes\" (choose one with --sheet)"
        )
    }

    @Test(arguments: [
        (
            "empty.xlsx",
            ": sheet \"Sheet\" is empty; expected a header row naming its columns, such as id,orderedAt,juice,quantity,unitPrice,status"
        ),
        ("corrupt.xlsx", ": xl/worksheets/sheet1.xml cannot be decompressed; the file is damaged"),
        // square-items.xlsx with the sheet's CRC-32 changed by one bit: it inflates, to bytes that do not match.
        ("wrong-crc.xlsx", ": xl/worksheets/sheet1.xml does not match its checksum (CRC-32); the file is damaged"),
        (
            "malformed.xlsx",
            ": sheet \"Sheet1\" (xl/worksheets/sheet1.xml) is damaged: a closing tag does not match its opening tag (line 5)"
        ),
    ])
    func brokenWorkbooksStopWithOneLine(file: String, message: String) {
        let path = Fixtures.path(file)
        #expect(Fixtures.failure { try Fixtures.read(path) } == path + message)
    }

    /// The table reader stops at the header when a mapped column is missing; the sheet's threads end with it.
    @Test func stoppingAtTheHeaderLeavesNothingRunning() {
        let path = Fixtures.path("pairs/orders-2.xlsx")
        let failure = Fixtures.failure { try Fixtures.read(path) { $0.columns = try! ColumnMapping(["juice=Item"]) } }
        #expect(failure?.hasPrefix("\(path):1: ") == true)
    }

    @Test func progressEndsAtTheFilesSize() throws {
        let path = Fixtures.path("pairs/orders-3.xlsx")
        let seen = ProgressLog()
        _ = try Fixtures.read(path) { options in options.progress = { seen.append($0) } }
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
        #expect(seen.values.last == size)
        #expect(seen.values == seen.values.sorted())
    }
}

/// Progress values as reported.
private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    func append(_ value: Int) { lock.withLock { stored.append(value) } }
    var values: [Int] { lock.withLock { stored } }
}
