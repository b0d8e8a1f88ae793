import Foundation
import JuiceCore
import SalesTestSupport
import Testing
@testable import JuiceDatabase

/// A SQLite database nets returns out as the file readers do (issue 28, item 4), on each of its
/// three ways of adding up: the scan (no order counts), the checked statement (order counts; a
/// group with a return is not clean) and the row-by-row statement it then sends.
struct SQLiteReturnsTests {
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func reader(_ fixture: SQLiteFixture, skipInvalid: Bool = false) -> DatabaseOrderReader {
        DatabaseOrderReader(url: .sqlite(path: fixture.path), skipInvalid: skipInvalid)
    }

    private func write(_ rows: [[String?]], to fixture: SQLiteFixture, integerMoney: Bool = false) throws {
        let money = integerMoney ? "INTEGER" : "TEXT"
        try fixture.write(
            "CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice \(money), amount \(money), status TEXT);",
            columns: ReturnsHistory.header,
            rows: rows.map { row in
                row.enumerated().map { index, cell -> Any? in
                    guard let cell else { return nil }
                    // Quantities (and whole money) as integers, as a till stores them.
                    return index == 3 || (integerMoney && (4...5).contains(index)) ? Int64(cell) ?? cell : cell
                }
            })
    }

    /// The user's history (€14.05 of sales, a return of €1.20): €12.85 from the database.
    @Test func theUsersHistoryNetsTheReturn() throws {
        let rows: [[String?]] = [
            ["1", "2026-11-21T09:15:02+01:00", "Orange Juice", "2", "3.50", nil, nil],
            ["2", "2026-11-21T10:15:02+01:00", "Apple Juice", "1", "3.85", nil, "completed"],
            ["3", "2026-11-21T11:15:02+01:00", "Orange Juice", "1", "3.20", nil, nil],
            ["4", "2026-11-21T12:15:02+01:00", "Apple Juice", "-1", "1.20", nil, nil],
        ]
        let fixture = try SQLiteFixture()
        try write(rows, to: fixture)
        let csv =
            "id,orderedAt,juice,quantity,unitPrice,amount,status\n"
            + rows.map { $0.map { $0 ?? "" }.joined(separator: ",") }.joined(separator: "\n") + "\n"
        for countsOrders in [false, true] {
            var query = SalesQuery(timeZone: seoul, metric: .revenue)
            query.countsOrders = countsOrders
            for skipInvalid in [false, true] {
                let (summary, report) = try SalesComparison.fromDatabase(
                    reader(fixture, skipInvalid: skipInvalid), query: query)
                #expect(report.skipped == 0, "a valid return is never skipped")
                #expect(summary.totalRevenue == 128_500 && summary.totalUnits == 3, "€12.85, counts \(countsOrders)")
                #expect(summary.returns == ReturnTotals(returns: 1, returnedUnits: 1, returnedRevenue: 12_000))
                #expect(
                    ComparableSummary(summary, ignoringOrders: !countsOrders)
                        == ComparableSummary(
                            try SalesComparison.fromFile(csv, query: query), ignoringOrders: !countsOrders))
            }
        }
    }

    /// Seeded histories with returns, refunds of money only, returns written with a positive
    /// amount, refunded and cancelled orders: the database gives the totals summed line by line in
    /// the test, and everything the same rows give from a CSV file, per day too.
    @Test(arguments: [1 as UInt64, 2, 3, 4, 5, 6])
    func randomOrdersWithReturnsAddUpAsTheirIndependentSumAndAsTheFile(seed: UInt64) throws {
        let history = ReturnsHistory(seed: seed, orders: 120, wholeMoney: seed % 2 == 0)
        let fixture = try SQLiteFixture()
        // Whole money as integers keeps the scan on its own path; cents as text go through the cell rules.
        try write(history.rows, to: fixture, integerMoney: history.wholeMoney)
        let expected = history.expected
        #expect(expected.returns.returns > 0 && expected.returns.refunds > 0)
        for countsOrders in [false, true] {
            for metric in [SalesMetric.revenue, .units] {
                var query = SalesQuery(timeZone: seoul, metric: metric)
                query.countsOrders = countsOrders
                let (summary, report) = try SalesComparison.fromDatabase(reader(fixture), query: query)
                #expect(report.skipped == 0)
                var found = ReturnsHistory.found(in: summary)
                var wanted = expected
                if !countsOrders {
                    (found.soldOrders, found.excludedOrders, wanted.soldOrders, wanted.excludedOrders) = (0, 0, 0, 0)
                }
                #expect(found == wanted, "seed \(seed) \(metric) counts \(countsOrders)")
                let fromFile = try SalesComparison.fromFile(history.csv, query: query)
                #expect(
                    ComparableSummary(summary, ignoringOrders: !countsOrders)
                        == ComparableSummary(fromFile, ignoringOrders: !countsOrders))
            }
        }
        let daily = SalesQuery(timeZone: seoul, metric: .revenue)
        #expect(
            try SalesComparison.dailyFromDatabase(reader(fixture), query: daily)
                == SalesComparison.dailyFromFile(history.csv, query: daily))
        // The page of hours nets them out too, cell by cell.
        #expect(
            try SalesComparison.hoursFromDatabase(reader(fixture), query: daily)
                == SalesComparison.hoursFromFile(history.csv, query: daily))
    }

    @Test func aQuantityOf0IsStillRefusedAndSkipped() throws {
        let fixture = try SQLiteFixture()
        try write(
            [
                ["A1", nil, "kiwi", "2", "4500", nil, nil], ["B1", nil, "kiwi", "0", "4500", nil, nil],
                ["C1", nil, "kiwi", "-1", "4500", nil, nil],
            ],
            to: fixture)
        let query = SalesQuery(timeZone: seoul)
        #expect(
            throws: DatabaseError.invalidRow(
                database: "sqlite:\(fixture.path)", rowID: "B1",
                problem: "\"quantity\" must be a whole number other than 0 (negative for a return), got 0")
        ) {
            try SalesComparison.fromDatabase(reader(fixture), query: query)
        }
        let (summary, report) = try SalesComparison.fromDatabase(reader(fixture, skipInvalid: true), query: query)
        #expect(report.skipped == 1 && summary.totalUnits == 1 && summary.returns.returns == 1)
    }
}
