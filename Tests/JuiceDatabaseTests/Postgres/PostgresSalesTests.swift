import Foundation
import JuiceCore
import SalesTestSupport
import Testing
@testable import JuiceDatabase

/// Against a real PostgreSQL server holding generated orders (`scripts/servers/test-with-postgres.sh`,
/// run by `make test`): the totals equal the same orders read from the CSV file they were
/// loaded from, and failures are the documented ones.
@Suite(.enabled(if: PostgresTestServer.url != nil, "needs JUICE_REPORT_TEST_POSTGRES_URL (make test starts a server)"))
struct PostgresSalesTests {
    static let url = PostgresTestServer.url
    static let csv = PostgresTestServer.csvPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func reader(
        _ url: String = PostgresSalesTests.url!, source: OrderSource = .defaultTable, skipInvalid: Bool = false,
        filter: JuiceFilter = JuiceFilter()
    ) throws -> DatabaseOrderReader {
        DatabaseOrderReader(
            url: .postgres(try PostgresSettings(url: url)), source: source, skipInvalid: skipInvalid,
            filter: filter)
    }

    @Test func onlyAndExcludeChooseTheJuicesAFileReaderChooses() throws {
        let csv = try #require(Self.csv)
        let query = SalesQuery(timeZone: seoul, metric: .revenue)
        for filter in [
            JuiceFilter(only: ["Strawberry", "kiwi"]), JuiceFilter(exclude: ["딸기쥬스"]),
            JuiceFilter(only: ["no such juice"]),
        ] {
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
            #expect(
                ComparableSummary(summary) == ComparableSummary(try SalesComparison.fromFile(csv, query: query)),
                "\(query)")
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
            #expect(
                ComparableSummary(summary, ignoringOrders: true, ignoringRevenue: unitsAlone)
                    == ComparableSummary(fromFile, ignoringOrders: true, ignoringRevenue: unitsAlone), "\(query)")
            #expect(!report.ordersCounted && summary.soldOrders == 0 && summary.totalUnits > 0, "\(query)")
        }
        var daily = SalesQuery(timeZone: seoul, metric: .revenue)
        daily.countsOrders = false
        #expect(
            try SalesComparison.dailyFromDatabase(try reader(), query: daily)
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
        let firstWeek = ReportPeriod(
            first: CalendarDay(year: 2026, month: 10, day: 31), last: CalendarDay(year: 2026, month: 11, day: 6))!
        let newYork = SalesQuery(period: firstWeek, timeZone: TimeZone(identifier: "America/New_York")!)
        let newYorkFromFile = try SalesComparison.dailyFromFile(csv, query: newYork)
        #expect(newYorkFromFile.count == 1 + 7)
        #expect(try SalesComparison.dailyFromDatabase(try reader(), query: newYork) == newYorkFromFile)
    }

    /// The report's page of hours: PostgreSQL adds up per day and hour on the zone's wall clock,
    /// and each weekday × hour cell holds the file's units, revenue and orders, in New York
    /// across its clock change and with business days that start after midnight too.
    @Test func hoursEqualTheLoadedFileHourByHour() throws {
        let csv = try #require(Self.csv)
        let firstWeek = ReportPeriod(
            first: CalendarDay(year: 2026, month: 10, day: 31), last: CalendarDay(year: 2026, month: 11, day: 6))!
        let queries = [
            SalesQuery(timeZone: seoul, metric: .revenue),
            SalesQuery(period: firstWeek, timeZone: TimeZone(identifier: "America/New_York")!),
            SalesQuery(timeZone: seoul, dayStart: DayStart("04:00")!),
        ]
        for query in queries {
            let fromFile = try SalesComparison.hoursFromFile(csv, query: query)
            #expect(
                fromFile.timedOrders > 100 && fromFile.units.filter { $0 > 0 }.count > 24, "the grid is not vacuous")
            #expect(try SalesComparison.hoursFromDatabase(try reader(), query: query) == fromFile, "\(query)")
        }
    }

    /// A date column has no hours: its orders are counted apart, as a file's dates without a time are.
    @Test func aDateColumnsOrdersAreCountedApartFromTheHours() throws {
        let source = OrderSource.query(
            """
            SELECT * FROM (VALUES ('1', CAST('2026-11-21' AS date), 'kiwi', 2), ('2', CAST('2026-11-21' AS date), 'mango', 1),
                                  ('3', CAST('2026-11-23' AS date), 'kiwi', 4))
                AS v(id, "orderedAt", juice, quantity)
            """)
        let csv = "id,date,juice,quantity\n1,2026-11-21,kiwi,2\n2,2026-11-21,mango,1\n3,2026-11-23,kiwi,4\n"
        let query = SalesQuery(timeZone: seoul)
        let fromDatabase = try SalesComparison.hoursFromDatabase(try reader(source: source), query: query)
        #expect(fromDatabase == (try SalesComparison.hoursFromFile(csv, query: query)))
        #expect(fromDatabase.untimedOrders == 3 && fromDatabase.timedOrders == 0)
    }

    @Test func aHostileTableNameIsOnlyAName() throws {
        let query = SalesQuery(timeZone: seoul)
        let (summary, _) = try SalesComparison.fromDatabase(
            try reader(source: .table("orders\"; DROP TABLE orders; --")), query: query)
        #expect(summary.soldOrders + summary.excludedOrders == 99)
        #expect(try SalesComparison.fromDatabase(try reader(), query: query).0.soldOrders > 900_000)
    }

    @Test func badValuesAreRefusedWithTheRowsIDOrSkipped() throws {
        let database = "postgresql://reader@127.0.0.1:55431/shop (table \"bad_orders\")"
        let query = SalesQuery(timeZone: seoul)
        #expect(
            throws: DatabaseError.invalidRow(
                database: database, rowID: "B2",
                problem: "\"quantity\" must be a whole number other than 0 (negative for a return), got 2.5")
        ) {
            try SalesComparison.fromDatabase(try reader(source: .table("bad_orders")), query: query)
        }
        let (summary, report) = try SalesComparison.fromDatabase(
            try reader(source: .table("bad_orders"), skipInvalid: true), query: query)
        #expect(report.skipped == 3 && report.orders == 2)
        #expect(
            report.skippedExamples == [
                "\(database): row with id \"B2\": \"quantity\" must be a whole number other than 0 (negative for a return), got 2.5",
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
        #expect(
            try SalesComparison.dailyFromDatabase(try reader(source: .table("decimal_orders")), query: query)
                == SalesComparison.dailyFromFile(csv, query: query))
    }

    /// Rows as a `--query` of constants, typed as a shop's table would be (an instant, integer
    /// quantities, numeric money): the reader role may not create tables, and needs none.
    private func values(_ rows: [[String?]]) -> OrderSource {
        let types = ["text", "timestamptz", "text", "integer", "numeric", "numeric", "text"]
        let tuples = rows.map { row in
            "("
                + zip(row, types).map { cell, type in
                    cell.map { "CAST('\($0.replacingOccurrences(of: "'", with: "''"))' AS \(type))" }
                        ?? "CAST(NULL AS \(type))"
                }.joined(separator: ", ") + ")"
        }
        return .query(
            "SELECT * FROM (VALUES \(tuples.joined(separator: ",\n"))) AS v(id, \"orderedAt\", juice, quantity, \"unitPrice\", amount, status)"
        )
    }

    /// The user's history (€14.05 of sales, a return of one Apple Juice at €1.20) gives €12.85
    /// from PostgreSQL, with or without order counts, and `--skip-invalid` keeps the return (issue 28).
    @Test func theUsersHistoryNetsTheReturn() throws {
        let rows: [[String?]] = [
            ["1", "2026-11-21T09:15:02+01:00", "Orange Juice", "2", "3.50", nil, nil],
            ["2", "2026-11-21T10:15:02+01:00", "Apple Juice", "1", "3.85", nil, "completed"],
            ["3", "2026-11-21T11:15:02+01:00", "Orange Juice", "1", "3.20", nil, nil],
            ["4", "2026-11-21T12:15:02+01:00", "Apple Juice", "-1", "1.20", nil, nil],
        ]
        let csv =
            "id,orderedAt,juice,quantity,unitPrice,amount,status\n"
            + rows.map { $0.map { $0 ?? "" }.joined(separator: ",") }.joined(separator: "\n") + "\n"
        for countsOrders in [false, true] {
            var query = SalesQuery(timeZone: seoul, metric: .revenue)
            query.countsOrders = countsOrders
            for skipInvalid in [false, true] {
                let (summary, report) = try SalesComparison.fromDatabase(
                    try reader(source: values(rows), skipInvalid: skipInvalid), query: query)
                #expect(report.skipped == 0)
                #expect(summary.totalRevenue == 128_500 && summary.totalUnits == 3, "€12.85, counts \(countsOrders)")
                #expect(summary.returns == ReturnTotals(returns: 1, returnedUnits: 1, returnedRevenue: 12_000))
                #expect(
                    ComparableSummary(summary, ignoringOrders: !countsOrders)
                        == ComparableSummary(
                            try SalesComparison.fromFile(csv, query: query), ignoringOrders: !countsOrders))
            }
        }
    }

    /// `--where` and `--split-by` on PostgreSQL: the column's different values are matched without
    /// case or spaces and the kept ones sent in the WHERE; a column the table lacks is a usage error.
    @Test func whereKeepsTheRowsOfAColumnsValuesAndSplitByNotesThem() throws {
        let source = OrderSource.query(
            """
            SELECT * FROM (VALUES ('1', CAST('2026-11-21T09:00:00+09:00' AS timestamptz), 'Latte', 2, ' Astoria '),
                                  ('2', CAST('2026-11-21T10:00:00+09:00' AS timestamptz), 'Latte', 5, 'Hell''s Kitchen'),
                                  ('3', CAST('2026-11-22T10:00:00+09:00' AS timestamptz), 'Scone', 3, 'ASTORIA'),
                                  ('4', CAST('2026-11-22T11:00:00+09:00' AS timestamptz), 'Scone', 1, NULL))
                AS v(id, "orderedAt", juice, quantity, store)
            """)
        let query = SalesQuery(timeZone: seoul)
        var astoria = try reader(source: source)
        astoria.columnFilter = ColumnFilter(clauses: [ColumnFilter.Clause(column: "STORE", values: ["astoria"])])
        let (kept, report) = try SalesComparison.fromDatabase(astoria, query: query)
        #expect(kept.totalUnits == 5)
        // " Astoria " and "ASTORIA" are one value, held as the database first gave it (trimmed).
        let held = report.columnSightings.first?.held ?? []
        #expect(
            held.count == 2 && held.contains("Hell's Kitchen") && held.contains { $0.lowercased() == "astoria" },
            "\(held)")
        #expect(report.columnSightings.first?.matched == [0])
        var observing = try reader(source: source)
        observing.columnFilter = ColumnFilter(clauses: [
            ColumnFilter.Clause(column: "store", values: [], observesOnly: true)
        ])
        let (whole, seen) = try SalesComparison.fromDatabase(observing, query: query)
        #expect(whole.totalUnits == 11, "observing keeps every row")
        #expect(seen.columnSightings.first?.held.count == 2)
        var missing = try reader(source: source)
        missing.columnFilter = ColumnFilter(clauses: [ColumnFilter.Clause(column: "region", values: ["x"])])
        #expect(throws: DatabaseError.self) { try SalesComparison.fromDatabase(missing, query: query) }
    }

    /// Seeded histories with returns, refunds of money only, returns written with a positive
    /// amount, refunded and cancelled orders: PostgreSQL gives the totals summed line by line in
    /// the test, and what the same rows give from a CSV file, per day too.
    @Test(arguments: [1 as UInt64, 2, 3])
    func randomOrdersWithReturnsAddUpAsTheirIndependentSumAndAsTheFile(seed: UInt64) throws {
        let history = ReturnsHistory(seed: seed, orders: 120, wholeMoney: seed % 2 == 0)
        let expected = history.expected
        for countsOrders in [false, true] {
            for metric in [SalesMetric.revenue, .units] {
                var query = SalesQuery(timeZone: seoul, metric: metric)
                query.countsOrders = countsOrders
                let (summary, report) = try SalesComparison.fromDatabase(
                    try reader(source: values(history.rows)), query: query)
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
                // The page of hours nets returns and refunds out too, cell by cell.
                #expect(
                    try SalesComparison.hoursFromDatabase(try reader(source: values(history.rows)), query: query)
                        == SalesComparison.hoursFromFile(history.csv, query: query), "seed \(seed) \(metric)")
            }
        }
        let daily = SalesQuery(timeZone: seoul, metric: .revenue)
        #expect(
            try SalesComparison.dailyFromDatabase(try reader(source: values(history.rows)), query: daily)
                == SalesComparison.dailyFromFile(history.csv, query: daily))
    }

    @Test func aMissingTableNamesTheTables() throws {
        #expect(
            throws: DatabaseError.missing(
                database: "postgresql://reader@127.0.0.1:55431/shop (table \"sales\")",
                problem:
                    "there is no table \"sales\"; its tables are bad_orders, decimal_orders, orders, orders\"; DROP TABLE orders; --"
            )
        ) {
            try SalesComparison.fromDatabase(try reader(source: .table("sales")), query: SalesQuery(timeZone: seoul))
        }
    }

    @Test func aWrongPasswordIsRefused() throws {
        let url = Self.url!.replacingOccurrences(of: "reader:reader@", with: "reader:wrong@")
        #expect(
            throws: DatabaseError.refused(
                database: "postgresql://reader@127.0.0.1:55431/shop",
                problem: "password authentication failed for user \"reader\"")
        ) {
            try SalesComparison.fromDatabase(try reader(url), query: SalesQuery(timeZone: seoul))
        }
    }

    @Test func theSessionIsReadOnly() throws {
        let write = OrderSource.query("SELECT * FROM orders WHERE nextval('no_such_sequence') > 0")
        #expect(
            throws: DatabaseError.queryFailed(
                database: "postgresql://reader@127.0.0.1:55431/shop (the query)",
                problem: "relation \"no_such_sequence\" does not exist")
        ) {
            try SalesComparison.fromDatabase(try reader(source: write), query: SalesQuery(timeZone: seoul))
        }
        let database = try PostgresBackend(settings: try PostgresSettings(url: Self.url!))
        #expect(
            throws: DatabaseError.queryFailed(
                database: "postgresql://reader@127.0.0.1:55431/shop",
                problem: "cannot execute CREATE TABLE in a read-only transaction")
        ) {
            _ = try database.run(SentStatement("CREATE TABLE juice_report_written (x int)"))
        }
        #expect(try database.run(SentStatement("SHOW statement_timeout")).values == [[.text("5min")]])
    }
}

/// The server `scripts/servers/test-with-postgres.sh` started, if any.
enum PostgresTestServer {
    static let url = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_URL"]
    static let csvPath = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_ORDERS_CSV"]
}

/// Failures that need no server: nothing listens on the port.
struct PostgresUnreachableTests {
    @Test func aServerThatIsNotThereIsUnreachable() throws {
        let settings = try PostgresSettings(
            url: "postgresql://reader:secret@127.0.0.1:1/shop?sslmode=disable&connect_timeout=3")
        #expect(
            throws: DatabaseError.unreachable(
                database: "postgresql://reader@127.0.0.1:1/shop", problem: "127.0.0.1:1: Connection refused")
        ) {
            _ = try PostgresBackend(settings: settings)
        }
    }
}
