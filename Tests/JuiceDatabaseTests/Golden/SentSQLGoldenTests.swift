import Foundation
import JuiceCore
import Testing
@testable import JuiceDatabase

/// The SQL text each backend hands to its C library (libpq, sqlite3) for a fixed set of
/// requests, with the values bound to it, compared byte for byte with the golden files in
/// `__Goldens__/sql/` (one per request, named for it). PostgreSQL answers through a recorded
/// session (`RecordedPostgresSession`), SQLite from a real file written here.
///
/// A change to a statement fails here; when it is meant, record the files again with
/// `JUICE_REPORT_RECORD_GOLDENS=1 swift test --skip-build --filter SentSQLGoldenTests` and
/// read the diff (the run that records fails, so it is never silent).
struct SentSQLGoldenTests {
    enum Backend: Sendable {
        /// The recorded session; `refusesARow` makes it hold a refused quantity.
        case postgres(refusesARow: Bool)
        case sqlite
    }

    enum Sink: Sendable {
        case chart, daily, hours
    }

    struct Request: Sendable, CustomTestStringConvertible {
        let name: String
        var backend: Backend = .postgres(refusesARow: false)
        var source: OrderSource = .defaultTable
        var columns: [String] = []
        var filter = JuiceFilter()
        var columnFilter = ColumnFilter()
        var query: SalesQuery
        var sink: Sink = .chart
        var skipInvalid = false

        var testDescription: String { name }
    }

    private static let seoul = TimeZone(identifier: "Asia/Seoul")!
    private static let newYork = TimeZone(identifier: "America/New_York")!
    private static let november = ReportPeriod(month: "2026-11")!
    private static let firstWeek = ReportPeriod(
        first: CalendarDay(year: 2026, month: 10, day: 31), last: CalendarDay(year: 2026, month: 11, day: 6))!
    private static let fourAM = DayStart("04:00")!

    private static func query(
        _ period: ReportPeriod? = nil, zone: TimeZone = seoul, metric: SalesMetric = .units,
        grouping: SalesGrouping = .juice, countsOrders: Bool = true, addsUpRevenue: Bool = true,
        dayStart: DayStart = .midnight
    ) -> SalesQuery {
        SalesQuery(
            period: period, timeZone: zone, metric: metric, grouping: grouping, countsOrders: countsOrders,
            addsUpRevenue: addsUpRevenue, dayStart: dayStart)
    }

    static let requests: [Request] = [
        Request(name: "postgres-units-chart", query: query(countsOrders: false, addsUpRevenue: false)),
        Request(name: "postgres-revenue-summary", query: query(metric: .revenue)),
        Request(name: "postgres-revenue-month", query: query(november, metric: .revenue)),
        Request(name: "postgres-daily", query: query(metric: .revenue), sink: .daily),
        Request(name: "postgres-daily-new-york-week", query: query(firstWeek, zone: newYork), sink: .daily),
        Request(name: "postgres-daily-day-starts-0400", query: query(firstWeek, dayStart: fourAM), sink: .daily),
        Request(name: "postgres-hours", query: query(november, zone: newYork, metric: .revenue), sink: .hours),
        Request(
            name: "postgres-where-store",
            columnFilter: ColumnFilter().adding(.init(column: "Store", values: ["north"])),
            query: query(november, metric: .revenue)),
        Request(
            name: "postgres-only-exclude", filter: JuiceFilter(only: ["kiwi", "딸기쥬스"], exclude: ["mango"]),
            query: query(metric: .revenue)),
        Request(
            name: "postgres-split-by-store",
            columnFilter: ColumnFilter().adding(.init(column: "store", values: [], observesOnly: true)), query: query()),
        Request(name: "postgres-by-fruit", query: query(metric: .revenue, grouping: .fruit)),
        Request(
            name: "postgres-shards-daily", source: .table("sharded_orders"), query: query(metric: .revenue),
            sink: .daily),
        Request(
            name: "postgres-shards-hours", source: .table("sharded_orders"), query: query(november, metric: .revenue),
            sink: .hours),
        Request(
            name: "postgres-line-items-local-time", source: .table("line_items"),
            query: query(november, metric: .revenue),
            sink: .daily),
        Request(
            name: "postgres-local-time-column", source: .table("local_orders"), columns: ["unitPrice=unitPrice"],
            query: query(firstWeek, metric: .revenue, dayStart: fourAM), sink: .daily),
        Request(
            name: "postgres-date-column-hours", source: .table("dated_orders"), query: query(firstWeek), sink: .hours),
        Request(
            name: "postgres-query-source", source: .query("SELECT * FROM orders WHERE store = 'north';"),
            query: query(november, metric: .revenue)),
        Request(name: "postgres-refused-row", backend: .postgres(refusesARow: true), query: query(metric: .revenue)),
        Request(name: "sqlite-units-chart", backend: .sqlite, query: query(countsOrders: false, addsUpRevenue: false)),
        Request(name: "sqlite-revenue-month", backend: .sqlite, query: query(november, metric: .revenue)),
        Request(
            name: "sqlite-line-items-summary", backend: .sqlite, source: .table("line_items"),
            query: query(metric: .revenue)),
        Request(
            name: "sqlite-daily-new-york", backend: .sqlite, query: query(firstWeek, zone: newYork, dayStart: fourAM),
            sink: .daily),
        Request(name: "sqlite-hours", backend: .sqlite, query: query(november, metric: .revenue), sink: .hours),
        Request(
            name: "sqlite-where-only-exclude", backend: .sqlite,
            filter: JuiceFilter(only: ["kiwi", "딸기쥬스"], exclude: ["mango"]),
            columnFilter: ColumnFilter().adding(.init(column: "store", values: ["North", "nowhere"])),
            query: query(november, metric: .revenue)),
        Request(
            name: "sqlite-split-by-store", backend: .sqlite,
            columnFilter: ColumnFilter().adding(.init(column: "store", values: [], observesOnly: true)), query: query(),
            sink: .daily),
        Request(
            name: "sqlite-refused-row", backend: .sqlite, source: .table("bad_orders"), query: query(metric: .revenue),
            skipInvalid: true),
    ]

    @Test(arguments: requests)
    func theStatementsSentAreTheGoldenOnes(request: Request) throws {
        let text = try Self.sent(request)
        let file = Self.goldens.appendingPathComponent("\(request.name).sql")
        if ProcessInfo.processInfo.environment["JUICE_REPORT_RECORD_GOLDENS"] != nil {
            try Data(text.utf8).write(to: file)
            Issue.record("recorded \(file.lastPathComponent); run again without JUICE_REPORT_RECORD_GOLDENS to compare")
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        let (sentLines, goldenLines) = (text.components(separatedBy: "\n"), golden.components(separatedBy: "\n"))
        let first =
            zip(sentLines, goldenLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(sentLines.count, goldenLines.count)
        let line = { (lines: [String]) in first < lines.count ? lines[first] : "(end)" }
        let difference =
            "\(request.name): line \(first + 1) differs:\n  sent:   \(line(sentLines))\n  golden: \(line(goldenLines))"
        // Compared as bytes (String's == would take canonically equivalent text as equal), and
        // reported by the first line that differs rather than as two arrays of bytes.
        let same = Array(text.utf8) == Array(golden.utf8)
        #expect(same, "\(difference)")
    }

    /// Every request has its file and every file its request: a golden file left behind by a
    /// renamed request would compare nothing.
    @Test func everyGoldenFileHasItsRequest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter {
            $0.hasSuffix(".sql")
        }.sorted()
        #expect(files == Self.requests.map { "\($0.name).sql" }.sorted())
        #expect(files.count >= 20)
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "__Goldens__/sql")

    /// The statements a request sends, each with its bound values, then how the read ended.
    static func sent(_ request: Request) throws -> String {
        let sent = SentStatements()
        let observer: @Sendable (SentStatement) -> Void = { sent.append($0) }
        let fixture = try SQLiteFixture()
        let settings = try PostgresSettings(url: "postgresql://reader@golden.invalid:5432/shop")
        let database: any SalesBackend
        let url: DatabaseURL
        switch request.backend {
        case .postgres(let refusesARow):
            database = try PostgresBackend(
                session: RecordedPostgresSession(refusesARow: refusesARow), settings: settings, observer: observer)
            url = .postgres(settings)
        case .sqlite:
            try writeShop(fixture)
            database = try SQLiteBackend(
                path: fixture.path, zone: request.query.timeZone, dayStart: request.query.dayStart,
                observer: observer)
            url = .sqlite(path: fixture.path)
        }
        var reader = DatabaseOrderReader(
            url: url, source: request.source, columns: try ColumnMapping(request.columns),
            skipInvalid: request.skipInvalid, filter: request.filter)
        reader.columnFilter = request.columnFilter
        var outcome: String
        do {
            let report: OrderReadReport
            switch request.sink {
            case .chart:
                var sink = SalesAggregator(query: request.query)
                report = try reader.read(database, name: "shop", into: &sink)
            case .daily:
                var sink = DailySalesAggregator(query: request.query)
                report = try reader.read(database, name: "shop", into: &sink)
            case .hours:
                var sink = HourlySalesAggregator(base: SalesAggregator(query: request.query), query: request.query)
                report = try reader.read(database, name: "shop", into: &sink)
            }
            outcome =
                "read: \(report.orders) orders, \(report.skipped) skipped, orders counted: \(report.ordersCounted)"
            outcome += report.skippedExamples.map { "\n-- skipped: \($0)" }.joined()
        } catch {
            outcome = "thrown: \(error)"
        }
        return sent.statements.enumerated().map { index, statement in
            "-- statement \(index + 1)\n\(statement.sql)\n"
                + statement.binds.enumerated().map { "-- $\($0.offset + 1) \(describe($0.element))\n" }.joined()
        }.joined(separator: "\n") + "\n-- \(outcome.replacingOccurrences(of: fixture.path, with: "FIXTURE"))\n"
    }

    /// A bound value as its type and the text libpq is sent (SQLite binds the value itself).
    private static func describe(_ value: SQLValue) -> String {
        switch value {
        case .null: "null"
        case .integer(let number): "integer \(number)"
        case .real(let number): "real \(number)"
        case .text(let text): "text \(quotedValue(text))"
        case .instant: "instant \(value.parameterText ?? "")"
        }
    }

    /// The statements seen, in order; appended to from the observer.
    private final class SentStatements: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [SentStatement] = []

        func append(_ statement: SentStatement) {
            lock.withLock { seen.append(statement) }
        }

        var statements: [SentStatement] { lock.withLock { seen } }
    }

    /// A small shop: `orders` with a unique id and a store, `line_items` whose ids repeat, and
    /// `bad_orders` with a quantity of 2.5.
    private static func writeShop(_ fixture: SQLiteFixture) throws {
        let columns = ["id", "orderedAt", "juice", "quantity", "unitPrice", "amount", "status", "store"]
        let rows: [[Any?]] = [
            ["A1", "2026-11-02T09:00:00+09:00", "kiwi", 2, 4500, nil, nil, "north"],
            ["A2", "2026-11-02T23:30:00+09:00", " 딸기쥬스 ", 1, "5.50", nil, "completed", "South "],
            ["A3", "2026-11-03 10:15:00", "Mango", 1, 6000, nil, "cancelled", "north"],
            ["A4", "2026-11-04T12:00:00Z", "kiwi", -1, 4500, nil, "refunded", nil],
        ]
        try fixture.write(
            "CREATE TABLE orders (id TEXT UNIQUE, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC, "
                + "amount NUMERIC, status TEXT, store TEXT);", columns: columns, rows: rows)
        try fixture.write(
            "CREATE TABLE line_items (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC, "
                + "amount NUMERIC, status TEXT, store TEXT);", table: "line_items", columns: columns,
            rows: rows.map { row in ["L1"] + row.dropFirst() })
        try fixture.write(
            "CREATE TABLE bad_orders (id TEXT, orderedAt TEXT, juice TEXT, quantity, unitPrice NUMERIC, amount NUMERIC, "
                + "status TEXT, store TEXT);", table: "bad_orders", columns: columns,
            rows: [rows[0], ["B2", "2026-11-02T10:00:00+09:00", "kiwi", "2.5", 5000, nil, nil, "north"]])
    }
}
