import Foundation
import JuiceCore
import SeededRandom
import Testing
@testable import JuiceDatabase

/// A chart alone asks for no order counts, and SQLite then adds up in one pass of its own
/// (`SQLiteGroupScan`) instead of GROUP BY: the totals and days must be the file's, and every
/// table the statement would refuse must be refused alike.
struct SQLiteGroupScanTests {
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func reader(_ fixture: SQLiteFixture, skipInvalid: Bool = false) -> DatabaseOrderReader {
        DatabaseOrderReader(url: .sqlite(path: fixture.path), skipInvalid: skipInvalid)
    }

    @Test(arguments: [1 as UInt64, 2, 3])
    func totalsWithoutOrderCountsEqualTheSameRowsReadFromAFile(seed: UInt64) throws {
        let orders = GeneratedOrders(orders: 1_500, seed: seed, cents: seed == 3)
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        for query in SalesComparison.queriesWithoutOrderCounts {
            let (summary, report) = try SalesComparison.fromDatabase(reader(fixture), query: query)
            let fromFile = try SalesComparison.fromFile(orders.csv, query: query)
            let unitsAlone = query.metric == .units
            #expect(
                ComparableSummary(summary, ignoringOrders: true, ignoringRevenue: unitsAlone)
                    == ComparableSummary(fromFile, ignoringOrders: true, ignoringRevenue: unitsAlone), "\(query)")
            // Seed 3's prices with cents are stored as reals (4.55) and its amounts as text: read by the scan too.
            #expect(!report.ordersCounted && summary.soldOrders == 0, "\(query)")
            #expect(query.period != nil || report.orders == orders.rows.count, "the rows read stand for the orders")
            #expect(summary.totalUnits > 0)
        }
    }

    @Test func dailyTotalsWithoutOrderCountsEqualTheFilesDayByDay() throws {
        let orders = GeneratedOrders(orders: 2_000, seed: 7)
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        for query in SalesComparison.queriesWithoutOrderCounts where query.grouping == .juice {
            let fromFile = try SalesComparison.dailyFromFile(orders.csv, query: query, ignoringOrders: true)
            #expect(fromFile.count > 5)
            #expect(try SalesComparison.dailyFromDatabase(reader(fixture), query: query) == fromFile, "\(query)")
        }
    }

    /// Random small tables whose cells are stored as SQLite lets a till store them (integers,
    /// reals, numbers as text, blanks, NULLs, words): asked without order counts (the scan) and
    /// with them (the SQL statement), every table gives the same totals or the same error.
    @Test func anyTableGivesTheSameTotalsOrTheSameErrorAsTheStatement() throws {
        var random = SplitMix64(seed: 20_261_123)
        let times: [Any?] = [
            "2026-11-02T09:00:00+09:00", "2026-11-03 10:00", " 2026-11-04T01:00:00Z ", "2026-10-31T23:30:00+09:00",
            "2026-12-01T00:10:00+09:00", nil, "", "  ", "yesterday", 20_261_102, 1.5,
        ]
        let juices: [Any?] = ["mango", " kiwi ", "딸기쥬스", "Yuzu Special", "strawberryBanana", nil, "", "  ", 7]
        let quantities: [Any?] = [nil, 1, 2, 3, 0, -1, "2", "2.0", 2.5, "two", ""]
        let prices: [Any?] = [nil, 5000, 0, 4500, -5, "4500", "4.50", 4.5, "", "$4.50"]
        let amounts: [Any?] = [nil, nil, nil, 9000, "9000", 9.5, -100]
        let statuses: [Any?] = [nil, nil, "completed", "cancelled", " Completed ", "refunded", "lost", ""]
        // Mostly clean cells, so many tables are read by the scan itself.
        func cell(_ values: [Any?], clean: Int) -> Any? {
            Int.random(in: 0..<10, using: &random) < 8
                ? values[Int.random(in: 0..<clean, using: &random)] : values.randomElement(using: &random) ?? nil
        }
        let month = ReportPeriod(month: "2026-11")
        let queries = [
            SalesQuery(timeZone: seoul, countsOrders: false),
            SalesQuery(timeZone: seoul, metric: .revenue, countsOrders: false),
            SalesQuery(period: month, timeZone: seoul, countsOrders: false),
        ]
        var scanned = 0
        for table in 0..<250 {
            let fixture = try SQLiteFixture()
            let rows = (0..<Int.random(in: 1...6, using: &random)).map { row -> [Any?] in
                [
                    "T\(table)-\(row / 2)", cell(times, clean: 5), cell(juices, clean: 5), cell(quantities, clean: 4),
                    cell(prices, clean: 4), cell(amounts, clean: 5), cell(statuses, clean: 6),
                ]
            }
            try fixture.write(
                "CREATE TABLE orders (id TEXT, orderedAt, juice, quantity, unitPrice, amount, status TEXT);",
                columns: ["id", "orderedAt", "juice", "quantity", "unitPrice", "amount", "status"], rows: rows)
            for skipInvalid in [false, true] {
                for query in queries {
                    var asking = query
                    asking.countsOrders = true
                    let (withoutCounts, counted) = outcome {
                        try SalesComparison.fromDatabase(reader(fixture, skipInvalid: skipInvalid), query: query)
                    }
                    let (withCounts, _) = outcome {
                        try SalesComparison.fromDatabase(reader(fixture, skipInvalid: skipInvalid), query: asking)
                    }
                    #expect(withoutCounts == withCounts, "table \(table) \(rows) skipInvalid \(skipInvalid) \(query)")
                    if !counted { scanned += 1 }
                }
                var daily = SalesQuery(timeZone: seoul, countsOrders: false)
                let withoutCounts = dailyOutcome {
                    try SalesComparison.dailyFromDatabase(reader(fixture, skipInvalid: skipInvalid), query: daily)
                }
                daily.countsOrders = true
                let withCounts = dailyOutcome {
                    try SalesComparison.dailyFromDatabase(reader(fixture, skipInvalid: skipInvalid), query: daily)
                }
                #expect(withoutCounts == withCounts, "table \(table) \(rows) skipInvalid \(skipInvalid) daily")
            }
        }
        // The property is not vacuous: the scan itself read a good share of the 1,500 readings.
        #expect(scanned > 200, "\(scanned) readings by the scan")
    }

    private enum Outcome: Equatable {
        case success(ComparableSummary, skipped: Int, examples: [String])
        case failure(String)
    }

    /// A reading's totals without order counts and what it skipped, or its error; and whether
    /// the reader counted orders (false: the scan read the table).
    private func outcome(_ read: () throws -> (SalesSummary, OrderReadReport)) -> (Outcome, counted: Bool) {
        do {
            let (summary, report) = try read()
            return (
                .success(
                    ComparableSummary(summary, ignoringOrders: true), skipped: report.skipped,
                    examples: report.skippedExamples),
                report.ordersCounted
            )
        } catch {
            return (.failure("\(error)"), true)
        }
    }

    /// The days' totals without order counts, or the error.
    private func dailyOutcome(_ read: () throws -> [ComparableSummary]) -> Result<[ComparableSummary], DescribedError> {
        do {
            return .success(try read().map { ComparableSummary($0.summary, ignoringOrders: true) })
        } catch {
            return .failure(DescribedError(description: "\(error)"))
        }
    }

    private struct DescribedError: Error, Equatable {
        let description: String
    }
}
