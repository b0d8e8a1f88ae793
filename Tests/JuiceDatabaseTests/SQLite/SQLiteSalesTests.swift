import Foundation
import JuiceCore
import Testing
@testable import JuiceDatabase

/// A SQLite database gives exactly the totals, days and counts of the same rows read from a
/// CSV file, whatever is asked; and refuses what a file reader refuses, in the same words.
struct SQLiteSalesTests {
    private func reader(
        _ fixture: SQLiteFixture, source: OrderSource = .defaultTable, columns: [String] = [],
        skipInvalid: Bool = false, filter: JuiceFilter = JuiceFilter()
    ) throws -> DatabaseOrderReader {
        DatabaseOrderReader(
            url: .sqlite(path: fixture.path), source: source, columns: try ColumnMapping(columns),
            skipInvalid: skipInvalid,
            filter: filter)
    }

    @Test func onlyAndExcludeChooseTheJuicesAFileReaderChooses() throws {
        // Names as the menu matches them: an English name, a Korean one written with spaces
        // around it in the rows, an off-menu name in another case.
        let orders = GeneratedOrders(orders: 1_500, seed: 5)
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        let all = try SalesComparison.fromFile(orders.csv, query: SalesComparison.queries[0])
        let filters = [
            JuiceFilter(only: ["Strawberry", "kiwi"]), JuiceFilter(exclude: ["딸기쥬스", "yuzu special"]),
            JuiceFilter(only: ["mango"], exclude: ["mango"]), JuiceFilter(only: ["no such juice"]),
        ]
        for filter in filters {
            for query in SalesComparison.queries {
                let (summary, _) = try SalesComparison.fromDatabase(try reader(fixture, filter: filter), query: query)
                let fromFile = try SalesComparison.fromFile(orders.csv, query: query, filter: filter)
                #expect(ComparableSummary(summary) == ComparableSummary(fromFile), "\(filter) \(query)")
            }
        }
        let only = try SalesComparison.fromFile(orders.csv, query: SalesComparison.queries[0], filter: filters[0])
        #expect(
            only.totalUnits > 0 && only.totalUnits < all.totalUnits && only.segments.count == 2,
            "the filter is not vacuous")
        #expect(
            try SalesComparison.fromFile(orders.csv, query: SalesComparison.queries[0], filter: filters[3]).totalUnits
                == 0)
    }

    @Test(arguments: [1 as UInt64, 2, 3])
    func totalsEqualTheSameRowsReadFromAFile(seed: UInt64) throws {
        let orders = GeneratedOrders(orders: 1_500, seed: seed)
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        for query in SalesComparison.queries {
            let (summary, report) = try SalesComparison.fromDatabase(try reader(fixture), query: query)
            #expect(
                ComparableSummary(summary) == ComparableSummary(try SalesComparison.fromFile(orders.csv, query: query)),
                "\(query)")
            #expect(report.skipped == 0)
        }
    }

    @Test func dailyTotalsEqualTheFilesDayByDay() throws {
        let orders = GeneratedOrders(orders: 2_000, seed: 7)
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        for query in SalesComparison.queries where query.grouping == .juice {
            let fromFile = try SalesComparison.dailyFromFile(orders.csv, query: query)
            #expect(fromFile.count > 5)
            #expect(try SalesComparison.dailyFromDatabase(try reader(fixture), query: query) == fromFile)
        }
    }

    /// The report's page of hours: the database adds up per day and hour on the zone's wall
    /// clock, and each weekday × hour cell holds the file's units, revenue and orders, in every
    /// zone and with business days that start after midnight.
    @Test(arguments: [11 as UInt64, 12])
    func hoursEqualTheFilesHourByHour(seed: UInt64) throws {
        let orders = GeneratedOrders(orders: 2_000, seed: seed, cents: seed % 2 == 0)
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        for query in SalesComparison.queries where query.grouping == .juice {
            let fromFile = try SalesComparison.hoursFromFile(orders.csv, query: query)
            #expect(
                fromFile.timedOrders > 100 && fromFile.units.filter { $0 > 0 }.count > 50, "the grid is not vacuous")
            #expect(try SalesComparison.hoursFromDatabase(try reader(fixture), query: query) == fromFile, "\(query)")
        }
    }

    @Test func pricesWithCentsAndLineAmountsAddUpAsInTheFile() throws {
        let orders = GeneratedOrders(orders: 1_200, seed: 21, cents: true)
        #expect(
            orders.rows.contains { $0.amount != nil } && orders.rows.contains { $0.unitPrice?.contains(".") == true })
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        for query in SalesComparison.queries {
            let (summary, _) = try SalesComparison.fromDatabase(try reader(fixture), query: query)
            #expect(
                ComparableSummary(summary) == ComparableSummary(try SalesComparison.fromFile(orders.csv, query: query)),
                "\(query)")
        }
    }

    @Test func aQueryAndAColumnMappingReadOtherTables() throws {
        let orders = GeneratedOrders(orders: 800, seed: 11)
        let fixture = try SQLiteFixture()
        try fixture.write(
            "CREATE TABLE sales (\"Order No\" TEXT, \"Sold At\" TEXT, Item TEXT, Qty INTEGER, Price NUMERIC, State TEXT);",
            table: "sales", columns: ["Order No", "Sold At", "Item", "Qty", "Price", "State"],
            rows: orders.rows.map { [$0.id, $0.orderedAt, $0.juice, $0.quantity, $0.unitPrice, $0.status] })
        let query = SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!, metric: .revenue)
        let expected = ComparableSummary(try SalesComparison.fromFile(orders.csv, query: query))
        let mapping = [
            "id=Order No", "orderedAt=sold at", "juice=Item", "quantity=Qty", "unitPrice=Price", "status=State",
        ]
        let (mapped, _) = try SalesComparison.fromDatabase(
            try reader(fixture, source: .table("sales"), columns: mapping), query: query)
        #expect(ComparableSummary(mapped) == expected)
        let select = OrderSource.query(
            "SELECT \"Order No\" AS id, \"Sold At\" AS orderedAt, Item AS juice, Qty AS quantity, Price AS unitPrice, State AS status FROM sales;"
        )
        let (queried, _) = try SalesComparison.fromDatabase(try reader(fixture, source: select), query: query)
        #expect(ComparableSummary(queried) == expected)
    }

    @Test func aHostileTableOrColumnNameIsOnlyEverAName() throws {
        let orders = GeneratedOrders(orders: 300, seed: 5)
        let fixture = try SQLiteFixture()
        try fixture.write(orders)
        let hostile = "orders\"; DROP TABLE orders; --"
        try fixture.write(orders, table: hostile)
        try fixture.write(
            "ALTER TABLE orders ADD COLUMN \"juice\"\") FROM orders; --\" TEXT; UPDATE orders SET \"juice\"\") FROM orders; --\" = juice;"
        )
        let query = SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let expected = ComparableSummary(try SalesComparison.fromFile(orders.csv, query: query))
        #expect(
            ComparableSummary(
                try SalesComparison.fromDatabase(try reader(fixture, source: .table(hostile)), query: query).0)
                == expected)
        let column = try reader(fixture, columns: ["juice=juice\") FROM orders; --"])
        #expect(ComparableSummary(try SalesComparison.fromDatabase(column, query: query).0) == expected)
        // Both tables are still there.
        #expect(ComparableSummary(try SalesComparison.fromDatabase(try reader(fixture), query: query).0) == expected)
    }

    @Test func aMissingTableOrColumnNamesWhatThereIs() throws {
        let fixture = try SQLiteFixture()
        try fixture.write("CREATE TABLE sales (id TEXT, item TEXT); CREATE TABLE staff (name TEXT);")
        let query = SalesQuery(timeZone: TimeZone(identifier: "UTC")!)
        #expect(
            throws: DatabaseError.missing(
                database: "sqlite:\(fixture.path)", problem: "there is no table \"orders\"; its tables are sales, staff"
            )
        ) {
            try SalesComparison.fromDatabase(try reader(fixture), query: query)
        }
        #expect(
            throws: DatabaseError.missing(
                database: "sqlite:\(fixture.path) (table \"sales\")",
                problem:
                    "table \"sales\" has no column \"juice\"; its columns are id, item (name the juice's column with --column juice=COLUMN)"
            )
        ) {
            try SalesComparison.fromDatabase(try reader(fixture, source: .table("sales")), query: query)
        }
        #expect(
            throws: DatabaseError.missing(
                database: "sqlite:\(fixture.path) (table \"sales\")",
                problem: "--column quantity=Qty: table \"sales\" has no column \"Qty\"; its columns are id, item")
        ) {
            try SalesComparison.fromDatabase(
                try reader(fixture, source: .table("sales"), columns: ["juice=item", "quantity=Qty"]), query: query)
        }
        #expect(
            throws: DatabaseError.missing(
                database: "sqlite:/nonexistent/pos.db", problem: "there is no such database file")
        ) {
            try SalesComparison.fromDatabase(
                DatabaseOrderReader(url: .sqlite(path: "/nonexistent/pos.db")), query: query)
        }
    }

    @Test func aBadValueIsRefusedInTheFileReadersWordsWithTheRowsID() throws {
        let query = SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let cases: [(String, String)] = [
            (
                "('B1', '2026-11-02T10:00:00+09:00', 'kiwi', 2.5, 5000, NULL)",
                "\"quantity\" must be a whole number other than 0 (negative for a return), got 2.5"
            ),
            (
                "('B1', '2026-11-02T10:00:00+09:00', 'kiwi', 0, 5000, NULL)",
                "\"quantity\" must be a whole number other than 0 (negative for a return), got 0"
            ),
            (
                "('B1', '2026-11-02T10:00:00+09:00', 'kiwi', 'two', 5000, NULL)",
                "\"quantity\" must be a whole number other than 0 (negative for a return), got \"two\""
            ),
            (
                "('B1', '2026-11-02T10:00:00+09:00', 'kiwi', 1, -5, NULL)",
                "\"unitPrice\" must be an amount of money of at least 0, such as 8.00, $8.00 or 4,500원; got \"-5\""
            ),
            (
                "('B1', '2026-11-02T10:00:00+09:00', 'kiwi', 1, '4.123456', NULL)",
                "\"unitPrice\" has more than 4 decimals: 4.123456"
            ),
            (
                "('B1', 'yesterday', 'kiwi', 1, 5000, NULL)",
                "\"orderedAt\" must be a date-time such as 2026-11-21 09:15 (local time in Asia/Seoul) or 2026-11-21T09:15:02+09:00; got \"yesterday\""
            ),
            ("('B1', '2026-11-02T10:00:00+09:00', '  ', 1, 5000, NULL)", "\"juice\" is missing"),
            (
                "('B1', '2026-11-02T10:00:00+09:00', 'kiwi', 1, 5000, 'lost')",
                "\"status\" has unknown value \"lost\"; expected completed, cancelled or refunded"
            ),
        ]
        for (values, message) in cases {
            let fixture = try SQLiteFixture()
            try fixture.write(
                """
                CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity, unitPrice, status TEXT);
                INSERT INTO orders VALUES ('A1', '2026-11-02T09:00:00+09:00', 'mango', 1, 5000, NULL), \(values),
                                          ('C1', '2026-11-02T11:00:00+09:00', 'mango', 3, 5000, NULL);
                """)
            #expect(throws: DatabaseError.invalidRow(database: "sqlite:\(fixture.path)", rowID: "B1", problem: message))
            {
                try SalesComparison.fromDatabase(try reader(fixture), query: query)
            }
            let (summary, report) = try SalesComparison.fromDatabase(
                try reader(fixture, skipInvalid: true), query: query)
            #expect(report.skipped == 1 && report.orders == 2)
            #expect(report.skippedExamples == ["sqlite:\(fixture.path): row with id \"B1\": \(message)"])
            #expect(summary.totalUnits == 4 && summary.soldOrders == 2)
        }
    }

    @Test func daysNeedEveryOrdersTimeAndRevenueEverySoldItemsPrice() throws {
        let fixture = try SQLiteFixture()
        try fixture.write(
            """
            CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity, unitPrice, status TEXT);
            INSERT INTO orders VALUES ('A1', '2026-11-02T09:00:00+09:00', 'mango', 1, 5000, NULL),
                                      ('A2', NULL, 'kiwi', 1, 5000, 'cancelled'),
                                      ('A3', '2026-11-03T09:00:00+09:00', 'kiwi', 1, NULL, 'refunded'),
                                      ('A4', '2026-11-03T10:00:00+09:00', 'kiwi', 2, NULL, NULL);
            """)
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        let database = "sqlite:\(fixture.path)"
        #expect(
            throws: DatabaseError.invalidRow(
                database: database, rowID: "A2",
                problem:
                    "\"orderedAt\" is missing; choosing days (--date, --from, --to, --month) needs every order's time")
        ) {
            try SalesComparison.fromDatabase(
                try reader(fixture), query: SalesQuery(period: ReportPeriod(month: "2026-11"), timeZone: seoul))
        }
        #expect(
            throws: DatabaseError.invalidRow(
                database: database, rowID: "A2",
                problem: "\"orderedAt\" is missing; a daily report puts every order on its day")
        ) {
            try SalesComparison.dailyFromDatabase(try reader(fixture), query: SalesQuery(timeZone: seoul))
        }
        // A3 has no price but was refunded, so only A4 is refused, as a file reader would.
        #expect(
            throws: DatabaseError.invalidRow(
                database: database, rowID: "A4",
                problem: "\"unitPrice\" is missing; --metric revenue needs every sold item's price")
        ) {
            try SalesComparison.fromDatabase(try reader(fixture), query: SalesQuery(timeZone: seoul, metric: .revenue))
        }
        let (summary, _) = try SalesComparison.fromDatabase(try reader(fixture), query: SalesQuery(timeZone: seoul))
        #expect(
            summary.totalUnits == 3 && summary.soldOrders == 2 && summary.excludedOrders == 2
                && summary.totalRevenue == nil)
    }
}
