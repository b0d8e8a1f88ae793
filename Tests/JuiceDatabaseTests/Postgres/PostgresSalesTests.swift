import Foundation
import JuiceCore
import Testing
@testable import JuiceDatabase

/// Against a real PostgreSQL server holding generated orders (`scripts/test-with-postgres.sh`,
/// run by `make test`): the totals equal the same orders read from the CSV file they were
/// loaded from, and failures are the documented ones.
@Suite(.enabled(if: PostgresTestServer.url != nil, "needs JUICE_REPORT_TEST_POSTGRES_URL (make test starts a server)"))
struct PostgresSalesTests {
    static let url = PostgresTestServer.url
    static let csv = PostgresTestServer.csvPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func reader(_ url: String = PostgresSalesTests.url!, source: OrderSource = .defaultTable, skipInvalid: Bool = false,
                        filter: JuiceFilter = JuiceFilter()) throws -> DatabaseOrderReader {
        DatabaseOrderReader(url: .postgres(try PostgresSettings(url: url)), source: source, skipInvalid: skipInvalid,
                            filter: filter)
    }

    @Test func onlyAndExcludeChooseTheJuicesAFileReaderChooses() throws {
        let csv = try #require(Self.csv)
        let query = SalesQuery(timeZone: seoul, metric: .revenue)
        for filter in [JuiceFilter(only: ["Strawberry", "kiwi"]), JuiceFilter(exclude: ["딸기쥬스"]), JuiceFilter(only: ["no such juice"])] {
            let (summary, _) = try SalesComparison.fromDatabase(try reader(filter: filter), query: query)
            let fromFile = try SalesComparison.fromFile(csv, query: query, filter: filter)
            #expect(ComparableSummary(summary) == ComparableSummary(fromFile), "\(filter)")
            #expect(filter.only != ["no such juice"] || summary.totalUnits == 0)
        }
    }

    @Test func totalsEqualTheLoadedFile() throws {
        let csv = try #require(Self.csv)
        for query in SalesComparison.queries {
            let (summary, report) = try SalesComparison.fromDatabase(try reader(), query: query)
            #expect(ComparableSummary(summary) == ComparableSummary(try SalesComparison.fromFile(csv, query: query)), "\(query)")
            #expect(report.skipped == 0)
        }
    }

    /// A chart alone asks for no order counts: the statement then has no count(DISTINCT) part.
    @Test func totalsWithoutOrderCountsEqualTheLoadedFile() throws {
        let csv = try #require(Self.csv)
        for query in SalesComparison.queriesWithoutOrderCounts {
            let (summary, report) = try SalesComparison.fromDatabase(try reader(), query: query)
            let fromFile = try SalesComparison.fromFile(csv, query: query)
            let unitsAlone = query.metric == .units
            #expect(ComparableSummary(summary, ignoringOrders: true, ignoringRevenue: unitsAlone)
                    == ComparableSummary(fromFile, ignoringOrders: true, ignoringRevenue: unitsAlone), "\(query)")
            #expect(!report.ordersCounted && summary.soldOrders == 0 && summary.totalUnits > 0, "\(query)")
        }
        var daily = SalesQuery(timeZone: seoul, metric: .revenue)
        daily.countsOrders = false
        #expect(try SalesComparison.dailyFromDatabase(try reader(), query: daily)
                == SalesComparison.dailyFromFile(csv, query: daily, ignoringOrders: true))
    }

    @Test func dailyTotalsEqualTheLoadedFileDayByDay() throws {
        let csv = try #require(Self.csv)
        let query = SalesQuery(timeZone: seoul, metric: .revenue)
        let fromFile = try SalesComparison.dailyFromFile(csv, query: query)
        #expect(fromFile.count == 1 + 24)
        #expect(try SalesComparison.dailyFromDatabase(try reader(), query: query) == fromFile)
        // New York leaves daylight-saving time on 2026-11-01: that day has 25 hours. The
        // statement puts times on days by where the file readers' days begin (`DayStarts`).
        let firstWeek = ReportPeriod(first: CalendarDay(year: 2026, month: 10, day: 31), last: CalendarDay(year: 2026, month: 11, day: 6))!
        let newYork = SalesQuery(period: firstWeek, timeZone: TimeZone(identifier: "America/New_York")!)
        let newYorkFromFile = try SalesComparison.dailyFromFile(csv, query: newYork)
        #expect(newYorkFromFile.count == 1 + 7)
        #expect(try SalesComparison.dailyFromDatabase(try reader(), query: newYork) == newYorkFromFile)
    }

    @Test func aHostileTableNameIsOnlyAName() throws {
        let query = SalesQuery(timeZone: seoul)
        let (summary, _) = try SalesComparison.fromDatabase(try reader(source: .table("orders\"; DROP TABLE orders; --")), query: query)
        #expect(summary.soldOrders + summary.excludedOrders == 99)
        #expect(try SalesComparison.fromDatabase(try reader(), query: query).0.soldOrders > 900_000)
    }

    @Test func badValuesAreRefusedWithTheRowsIDOrSkipped() throws {
        let database = "postgresql://reader@127.0.0.1:55431/shop (table \"bad_orders\")"
        let query = SalesQuery(timeZone: seoul)
        #expect(throws: DatabaseError.invalidRow(database: database, rowID: "B2", problem: "\"quantity\" must be a positive whole number, got 2.5")) {
            try SalesComparison.fromDatabase(try reader(source: .table("bad_orders")), query: query)
        }
        let (summary, report) = try SalesComparison.fromDatabase(try reader(source: .table("bad_orders"), skipInvalid: true), query: query)
        #expect(report.skipped == 3 && report.orders == 2)
        #expect(report.skippedExamples == [
            "\(database): row with id \"B2\": \"quantity\" must be a positive whole number, got 2.5",
            "\(database): row with id \"B3\": \"orderedAt\" must be a date-time such as 2026-11-21 09:15 (local time in Asia/Seoul) or 2026-11-21T09:15:02+09:00; got \"infinity\"",
            "\(database): row with id \"B4\": \"status\" has unknown value \"lost\"; expected completed, cancelled or refunded",
        ])
        #expect(summary.totalUnits == 4)
    }

    /// Prices with decimals in a numeric column add up as the same orders in a file do: 4999.5
    /// is not rounded to 5000 on its way into the revenue.
    @Test func decimalPricesAddUpAsInAFile() throws {
        let csv = """
            id,orderedAt,juice,quantity,unitPrice,status
            D1,2026-11-02T09:00:00+09:00,mango,1,4999.5,
            D2,2026-11-02T10:00:00+09:00,mango,,0.25,
            D3,2026-11-03T10:00:00+09:00,kiwi,3,1.75,completed
            """
        let query = SalesQuery(timeZone: seoul, metric: .revenue)
        let (summary, _) = try SalesComparison.fromDatabase(try reader(source: .table("decimal_orders")), query: query)
        let fromFile = try SalesComparison.fromFile(csv, query: query)
        #expect(ComparableSummary(summary) == ComparableSummary(fromFile))
        #expect(summary.totalRevenue == 5_005 * Money.scale)
        #expect(try SalesComparison.dailyFromDatabase(try reader(source: .table("decimal_orders")), query: query)
                == SalesComparison.dailyFromFile(csv, query: query))
    }

    @Test func aMissingTableNamesTheTables() throws {
        #expect(throws: DatabaseError.missing(database: "postgresql://reader@127.0.0.1:55431/shop (table \"sales\")",
                                              problem: "there is no table \"sales\"; its tables are bad_orders, decimal_orders, orders, orders\"; DROP TABLE orders; --")) {
            try SalesComparison.fromDatabase(try reader(source: .table("sales")), query: SalesQuery(timeZone: seoul))
        }
    }

    @Test func aWrongPasswordIsRefused() throws {
        let url = Self.url!.replacingOccurrences(of: "reader:reader@", with: "reader:wrong@")
        #expect(throws: DatabaseError.refused(database: "postgresql://reader@127.0.0.1:55431/shop",
                                              problem: "password authentication failed for user \"reader\"")) {
            try SalesComparison.fromDatabase(try reader(url), query: SalesQuery(timeZone: seoul))
        }
    }

    @Test func theSessionIsReadOnly() throws {
        let write = OrderSource.query("SELECT * FROM orders WHERE nextval('no_such_sequence') > 0")
        #expect(throws: DatabaseError.queryFailed(database: "postgresql://reader@127.0.0.1:55431/shop (the query)",
                                                  problem: "relation \"no_such_sequence\" does not exist")) {
            try SalesComparison.fromDatabase(try reader(source: write), query: SalesQuery(timeZone: seoul))
        }
        let database = try PostgresDatabase(settings: try PostgresSettings(url: Self.url!))
        #expect(throws: DatabaseError.queryFailed(database: "postgresql://reader@127.0.0.1:55431/shop",
                                                  problem: "cannot execute CREATE TABLE in a read-only transaction")) {
            _ = try database.rows("CREATE TABLE juice_report_written (x int)", [])
        }
        #expect(try database.rows("SHOW statement_timeout", []) == [[.text("5min")]])
    }
}

/// The server `scripts/test-with-postgres.sh` started, if any.
enum PostgresTestServer {
    static let url = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_URL"]
    static let csvPath = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_ORDERS_CSV"]
}

/// Failures that need no server: nothing listens on the port.
struct PostgresUnreachableTests {
    @Test func aServerThatIsNotThereIsUnreachable() throws {
        let settings = try PostgresSettings(url: "postgresql://reader:secret@127.0.0.1:1/shop?sslmode=disable&connect_timeout=3")
        #expect(throws: DatabaseError.unreachable(database: "postgresql://reader@127.0.0.1:1/shop", problem: "127.0.0.1:1: Connection refused")) {
            _ = try PostgresDatabase(settings: settings)
        }
    }
}
