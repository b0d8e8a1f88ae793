import CSQLite
import Foundation
import Testing

/// Database URLs as inputs, through the binary: the same output as the file, and the
/// documented exit codes and messages, with no output file on failure.
struct DatabaseCommandTests {
    private static let rows = """
        ('A-1', '2026-11-21T09:15:02+09:00', 'strawberryBanana', 2, 4500, 'completed'),
        ('A-1', '2026-11-21T09:15:02+09:00', '딸기쥬스', 1, 5000, 'completed'),
        ('A-2', '2026-11-22T10:00:00+09:00', 'kiwi', NULL, 5000, 'cancelled'),
        ('A-3', '2026-11-22 18:30', 'mango', 3, 5500, NULL),
        ('A-4', '2026-11-23T23:59:00Z', 'Mango, fresh', 1, 6000, 'refunded'),
        ('A-5', '2026-11-23T08:00:00+09:00', 'banana', 4, 4500, NULL)
        """
    private static let csv = """
        id,orderedAt,juice,quantity,unitPrice,status
        A-1,2026-11-21T09:15:02+09:00,strawberryBanana,2,4500,completed
        A-1,2026-11-21T09:15:02+09:00,딸기쥬스,1,5000,completed
        A-2,2026-11-22T10:00:00+09:00,kiwi,,5000,cancelled
        A-3,2026-11-22 18:30,mango,3,5500,
        A-4,2026-11-23T23:59:00Z,"Mango, fresh",1,6000,refunded
        A-5,2026-11-23T08:00:00+09:00,banana,4,4500,

        """

    /// A folder with `pos.db` (table `orders`, and `extra` rows as given) and `orders.csv` holding the same orders.
    private func shop(extra: String? = nil) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(Self.csv.utf8).write(to: directory.appendingPathComponent("orders.csv"))
        var handle: OpaquePointer?
        guard sqlite3_open(directory.appendingPathComponent("pos.db").path, &handle) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { sqlite3_close(handle) }
        let sql = """
            CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity, unitPrice INTEGER, status TEXT);
            INSERT INTO orders VALUES \(Self.rows)\(extra.map { ", " + $0 } ?? "");
            """
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw CocoaError(.fileWriteUnknown) }
        return directory
    }

    /// `JUICE_REPORT_SHOW_QUERY` prints each statement that adds up, on one line, with its binds
    /// (the period's first and last day here), before the chart's own line; unset, nothing.
    @Test func showQueryPrintsTheStatementsThatAddUp() throws {
        let directory = try shop()
        let arguments = [
            "sqlite:pos.db", "--summary", "json", "-o", "db.png", "--tz", "Asia/Seoul",
            "--month", "2026-11",
        ]
        let shown = try CommandRunner.run(arguments, in: directory, environment: ["JUICE_REPORT_SHOW_QUERY": "1"])
        let lines = shown.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(lines.count == 4, "\(shown.standardError)")
        let query = lines.first ?? ""
        #expect(
            query.hasPrefix("juice-report: query: SELECT 0 AS kind, CAST(j AS TEXT), CAST(s AS TEXT), j IS NOT NULL"))
        // The checked totals and their order counts: one statement, printed on one line.
        #expect(query.contains(" GROUP BY j, s UNION ALL SELECT 1"))
        #expect(lines.dropFirst().first == "juice-report: binds: [\"20758\", \"20787\"]")
        #expect(lines.dropFirst(2) == ["juice-report: wrote db.png (PNG, 800×600 px, 4 products, 10 units)", ""])
        let quiet = try CommandRunner.run(arguments, in: directory)
        #expect(quiet.standardError == "juice-report: wrote db.png (PNG, 800×600 px, 4 products, 10 units)\n")
    }

    private func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aSQLiteDatabaseGivesTheFilesSummaryChartAndDailyReport() throws {
        let directory = try shop()
        let options = ["--tz", "Asia/Seoul", "--metric", "revenue"]
        let fromFile = try InProcessRunner.run(
            ["orders.csv", "--summary", "json", "-o", "file.png"] + options, in: directory)
        let fromDatabase = try InProcessRunner.run(
            ["sqlite:pos.db", "--summary", "json", "-o", "db.png"] + options, in: directory)
        #expect(fromFile.status == 0 && fromDatabase.status == 0, "\(fromDatabase.standardError)")
        #expect(fromDatabase.standardOutput == fromFile.standardOutput)
        #expect(fromDatabase.standardOutput.contains("\"revenue\" : 48500"))
        #expect(fromDatabase.standardError == "juice-report: wrote db.png (PNG, 800×600 px, 4 products, ₩48,500)\n")
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("db.png"))
                == Data(contentsOf: directory.appendingPathComponent("file.png")))

        let absolute = "sqlite://" + directory.appendingPathComponent("pos.db").path
        let dailyFile = try InProcessRunner.run(
            ["daily", "orders.csv", "--out-dir", "file-days", "--tz", "Asia/Seoul", "-q"], in: directory)
        let dailyDatabase = try InProcessRunner.run(
            ["daily", absolute, "--out-dir", "db-days", "--tz", "Asia/Seoul", "-q"], in: directory)
        #expect(dailyFile.status == 0 && dailyDatabase.status == 0, "\(dailyDatabase.standardError)")
        let days = try files(in: directory.appendingPathComponent("file-days"))
        #expect(days == ["2026-11-21.png", "2026-11-22.png", "2026-11-23.png", "index.html"])
        #expect(try files(in: directory.appendingPathComponent("db-days")) == days)
        for name in days {
            #expect(
                try Data(contentsOf: directory.appendingPathComponent("db-days/\(name)"))
                    == Data(contentsOf: directory.appendingPathComponent("file-days/\(name)")), "\(name)")
        }
    }

    /// A chart alone counts no orders in a database, except when it has no sales: then its note
    /// says how many orders (not item rows) were cancelled, as the file's does.
    @Test func aChartWithoutSalesCountsTheCancelledOrdersAsTheFileDoes() throws {
        let directory = try shop()
        // On 2026-11-24 in Seoul there is only A-4 (23:59 UTC the day before), refunded.
        let options = ["--from", "2026-11-24", "--to", "2026-11-24", "--tz", "Asia/Seoul"]
        let fromFile = try InProcessRunner.run(["orders.csv", "-o", "file.png"] + options, in: directory)
        let fromDatabase = try InProcessRunner.run(["sqlite:pos.db", "-o", "db.png"] + options, in: directory)
        #expect(
            fromFile.standardError.contains(
                "orders.csv has no sales on 2026-11-24: the only order was cancelled or refunded"),
            "\(fromFile.standardError)")
        #expect(
            fromDatabase.standardError.contains(
                "sqlite:pos.db has no sales on 2026-11-24: the only order was cancelled or refunded"),
            "\(fromDatabase.standardError)")
        // Issue 37: an empty chart speaks the language the names read decide, as a chart with sales
        // does, and a file reads every name while a database reads the period's: with the language
        // named, both draw the same chart byte for byte.
        for run in [["orders.csv", "-o", "file.png"], ["sqlite:pos.db", "-o", "db.png"]] {
            #expect(try InProcessRunner.run(run + options + ["--names", "en"], in: directory).status == 0)
        }
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("db.png"))
                == Data(contentsOf: directory.appendingPathComponent("file.png")))

        // Two cancelled orders of three item rows.
        var handle: OpaquePointer?
        guard sqlite3_open(directory.appendingPathComponent("items.db").path, &handle) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { sqlite3_close(handle) }
        let sql = """
            CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice INTEGER, status TEXT);
            INSERT INTO orders VALUES ('C-1', '2026-11-22T10:00:00+09:00', 'kiwi', 1, 5000, 'cancelled'),
                                      ('C-1', '2026-11-22T10:00:00+09:00', 'mango', 2, 5500, 'cancelled'),
                                      ('C-2', '2026-11-22T11:00:00+09:00', 'kiwi', 1, 5000, 'refunded');
            """
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw CocoaError(.fileWriteUnknown) }
        let items = try InProcessRunner.run(
            ["sqlite:items.db", "-o", "items.png", "--tz", "Asia/Seoul"], in: directory)
        #expect(items.status == 0)
        #expect(
            items.standardError.contains("sqlite:items.db has no sales: all 2 orders were cancelled or refunded"),
            "\(items.standardError)")
    }

    /// The database's juice values are spelled as a file's are: an English till's menu names are
    /// drawn as it wrote them, not in the menu's Korean.
    @Test func anEnglishTillsChartIsInEnglishAsItsFileIs() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(
            "id,orderedAt,juice,quantity,unitPrice,status\n1,2026-11-21T09:00:00+09:00,Strawberry Juice,2,4500,\n2,2026-11-21T10:00:00+09:00,Mango Juice,1,5000,\n3,2026-11-21T11:00:00+09:00,Yuzu Special,1,5000,\n"
                .utf8
        )
        .write(to: directory.appendingPathComponent("till.csv"))
        var handle: OpaquePointer?
        guard sqlite3_open(directory.appendingPathComponent("till.db").path, &handle) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { sqlite3_close(handle) }
        let sql = """
            CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice INTEGER, status TEXT);
            INSERT INTO orders VALUES ('1', '2026-11-21T09:00:00+09:00', 'Strawberry Juice', 2, 4500, NULL),
                                      ('2', '2026-11-21T10:00:00+09:00', 'Mango Juice', 1, 5000, NULL),
                                      ('3', '2026-11-21T11:00:00+09:00', 'Yuzu Special', 1, 5000, NULL);
            """
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw CocoaError(.fileWriteUnknown) }
        let fromDatabase = try InProcessRunner.run(
            ["sqlite:till.db", "-o", "db.png", "--layout-json", "db.json", "-q"], in: directory)
        let fromFile = try InProcessRunner.run(["till.csv", "-o", "file.png", "-q"], in: directory)
        #expect(fromDatabase.status == 0 && fromFile.status == 0, "\(fromDatabase.standardError)")
        let layout = try String(contentsOf: directory.appendingPathComponent("db.json"), encoding: .utf8)
        // Names as the till wrote them (issue 27), not the menu's Strawberry or 딸기쥬스.
        #expect(
            layout.contains("Strawberry Juice\\n50%") && layout.contains("Mango Juice\\n25%") && !layout.contains("딸기"),
            "\(layout)")
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("db.png"))
                == Data(contentsOf: directory.appendingPathComponent("file.png")))
    }

    @Test func aMissingTableIsExit66NamingTheTables() throws {
        let directory = try shop()
        let result = try InProcessRunner.run(["sqlite:pos.db", "--table", "sales", "-o", "pie.png"], in: directory)
        #expect(result.status == 66)
        #expect(
            result.standardError
                == "juice-report: sqlite:pos.db (table \"sales\"): there is no table \"sales\"; its tables are orders\n"
        )
        #expect(try files(in: directory) == ["orders.csv", "pos.db"])
    }

    @Test func aBadValueIsExit67WithTheRowsIDAndSkippedWithExit3() throws {
        let directory = try shop(extra: "('B-1', '2026-11-23T09:00:00+09:00', 'kiwi', 0, 5000, NULL)")
        let refused = try InProcessRunner.run(["sqlite:pos.db", "-o", "pie.png", "--tz", "Asia/Seoul"], in: directory)
        #expect(refused.status == 67)
        #expect(
            refused.standardError
                == "juice-report: sqlite:pos.db: row with id \"B-1\": \"quantity\" must be a whole number other than 0 (negative for a return), got 0\n"
        )
        #expect(try files(in: directory) == ["orders.csv", "pos.db"])
        let skipped = try InProcessRunner.run(
            ["sqlite:pos.db", "--summary", "csv", "--skip-invalid", "--tz", "Asia/Seoul"], in: directory)
        #expect(skipped.status == 3)
        #expect(
            skipped.standardError.contains(
                "juice-report: skipped: sqlite:pos.db: row with id \"B-1\": \"quantity\" must be a whole number other than 0 (negative for a return), got 0"
            ))
    }

    @Test func anUnreachableServerIsExit69() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            ["postgresql://reader:secret@127.0.0.1:1/shop?connect_timeout=3", "-o", "pie.png"], in: directory)
        #expect(result.status == 69)
        #expect(
            result.standardError
                == "juice-report: postgresql://reader@127.0.0.1:1/shop: cannot reach the database: 127.0.0.1:1: Connection refused\n"
        )
        #expect(try files(in: directory) == [])
    }

    @Test func tableAndQueryTogetherAreAUsageError() throws {
        let result = try InProcessRunner.run(
            ["sqlite:pos.db", "--table", "a", "--query", "SELECT 1", "-o", "pie.png"],
            in: CommandRunner.temporaryDirectory())
        #expect(result.status == 64)
        #expect(result.standardError.contains("Give --table or --query, not both."))
    }
    /// A trend counts no orders (it shows none): the same PNG from the database as from the file.
    @Test func aTrendFromTheDatabaseIsTheFilesTrend() throws {
        let directory = try shop()
        let options = ["--from", "2026-11-20", "--to", "2026-11-24", "--tz", "Asia/Seoul", "-q"]
        let fromDatabase = try InProcessRunner.run(["trend", "sqlite:pos.db", "-o", "db.png"] + options, in: directory)
        let fromFile = try InProcessRunner.run(["trend", "orders.csv", "-o", "file.png"] + options, in: directory)
        #expect(fromDatabase.status == 0 && fromFile.status == 0, "\(fromDatabase.standardError)")
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("db.png"))
                == Data(contentsOf: directory.appendingPathComponent("file.png")))
    }

    /// The period report reads the previous period from the database too, and its hours (the
    /// database adds up per hour): the same pages as from the file, the page of hours included.
    @Test func aReportFromTheDatabaseComparesWithThePreviousPeriodAsTheFileDoes() throws {
        let directory = try shop()
        let options = ["--from", "2026-11-22", "--to", "2026-11-23", "--tz", "Asia/Seoul"]
        let fromDatabase = try InProcessRunner.run(
            ["report", "sqlite:pos.db", "-o", "db.pdf"] + options, in: directory)
        let fromFile = try InProcessRunner.run(["report", "orders.csv", "-o", "file.pdf"] + options, in: directory)
        #expect(fromDatabase.status == 0, "\(fromDatabase.standardError)")
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        #expect(!fromDatabase.standardError.contains("hours"), "\(fromDatabase.standardError)")
        let pages = { (name: String) in
            try PDFText.of(directory.appendingPathComponent(name)).split(separator: "\u{0C}").map {
                $0.replacing(try Regex(#"page \d of \d"#), with: "")
            }
        }
        let (databasePages, filePages) = (try pages("db.pdf"), try pages("file.pdf"))
        #expect(databasePages == filePages)
        #expect(databasePages.last?.contains("When the shop sells") == true)
        let text = try PDFText.of(directory.appendingPathComponent("db.pdf"))
        // 2026-11-21 (딸바쥬스 2, 딸기쥬스 1) is the period before; 망고쥬스 3 and 바나나쥬스 4 are new.
        #expect(text.contains("2026-11-20 – 2026-11-21 compared with 2026-11-22 – 2026-11-23"))
        #expect(text.contains(try Regex(#"total\s+3\s+7\s+\+4\s+\+133%"#)))
    }
}

/// Against the server `make test` starts (scripts/servers/test-with-postgres.sh): a million orders.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_URL"] != nil,
        "needs the test server (make test)"))
struct PostgresCommandTests {
    private let url = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_URL"] ?? ""
    private let csv = ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_ORDERS_CSV"] ?? ""

    @Test func theSummaryAndTheDailyReportEqualTheFilesOnAMillionOrders() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let fromFile = try InProcessRunner.run([csv, "--summary", "json", "--tz", "Asia/Seoul"], in: directory)
        let fromDatabase = try InProcessRunner.run([url, "--summary", "json", "--tz", "Asia/Seoul"], in: directory)
        #expect(fromFile.status == 0 && fromDatabase.status == 0, "\(fromDatabase.standardError)")
        #expect(fromDatabase.standardOutput == fromFile.standardOutput)
        #expect(fromDatabase.standardOutput.contains("\"orders\" : 960"))

        let dailyFile = try InProcessRunner.run(
            ["daily", csv, "--out-dir", "file-days", "--tz", "Asia/Seoul", "--month", "2026-11", "-q"], in: directory)
        let dailyDatabase = try InProcessRunner.run(
            ["daily", url, "--out-dir", "db-days", "--tz", "Asia/Seoul", "--month", "2026-11", "-q"], in: directory)
        #expect(dailyFile.status == 0 && dailyDatabase.status == 0, "\(dailyDatabase.standardError)")
        let days = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("file-days").path
        ).sorted()
        #expect(days.count == 25)
        for name in days {
            #expect(
                try Data(contentsOf: directory.appendingPathComponent("db-days/\(name)"))
                    == Data(contentsOf: directory.appendingPathComponent("file-days/\(name)")), "\(name)")
        }
    }

    /// The stores of `FilterCommandTests.splitByDrawsAPiePerValueAndItsPartsAddUpToTheWhole` as a
    /// query's rows (the reader account may not create a table), in the server's types.
    private static let stores = """
        SELECT * FROM (VALUES ('1', CAST('2026-11-21T09:00:00Z' AS timestamptz), 'Latte', 2, 4.50, 'Astoria'),
                              ('1', CAST('2026-11-21T09:00:00Z' AS timestamptz), 'Scone', 3, 3.00, 'Astoria'),
                              ('2', CAST('2026-11-21T10:00:00Z' AS timestamptz), 'Latte', 5, 4.50, 'Hell''s Kitchen'),
                              ('3', CAST('2026-11-22T10:00:00Z' AS timestamptz), 'Croissant', 1, 3.50, 'hell''s kitchen'),
                              ('4', CAST('2026-11-22T11:00:00Z' AS timestamptz), 'Latte', 1, 4.50, '강남점'))
            AS v(id, "orderedAt", juice, quantity, "unitPrice", store)
        """

    /// `--split-by` end to end against the server: each store's totals, biggest first, Hell's
    /// Kitchen's two spellings one store, a file per store, and the parts add up to the whole.
    /// The store is named as the server first lists its values (SELECT DISTINCT, in no set
    /// order), so which of two spellings names a store is not compared.
    @Test func splitByGivesEachStoreItsTotals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let options = ["--query", Self.stores, "--currency", "USD"]
        let parts = try InProcessRunner.run([url, "--split-by", "store", "--summary", "csv"] + options, in: directory)
        #expect(parts.status == 0, "\(parts.standardError)")
        #expect(
            parts.standardOutput.lowercased() == """
                store,product,units,share,revenue
                hell's kitchen,latte,5,83,22.50
                hell's kitchen,croissant,1,17,3.50
                astoria,scone,3,60,9.00
                astoria,latte,2,40,9.00
                강남점,latte,1,100,4.50

                """, "\(parts.standardOutput)")
        let whole = try InProcessRunner.run([url, "--summary", "csv"] + options, in: directory)
        #expect(
            whole.standardOutput
                == "product,units,share,revenue\nLatte,8,67,36.00\nScone,3,25,9.00\nCroissant,1,8,3.50\n",
            "\(whole.standardOutput)")
        let astoria = try InProcessRunner.run(
            [url, "--where", "store=ASTORIA", "--summary", "csv"] + options, in: directory)
        #expect(
            astoria.standardOutput == "product,units,share,revenue\nScone,3,60,9.00\nLatte,2,40,9.00\n",
            "\(astoria.standardOutput)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("pies"), withIntermediateDirectories: true)
        let files = try InProcessRunner.run(
            [url, "--split-by", "store", "-o", "pies/{value}.png"] + options, in: directory)
        #expect(files.status == 0, "\(files.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("pies").path).sorted()
                == ["astoria.png", "hell-s-kitchen.png", "강남점.png"])
        let missing = try InProcessRunner.run([url, "--split-by", "region", "-o", "x.png"] + options, in: directory)
        #expect(missing.status == 64, "\(missing.standardError)")
    }

    /// `--by COLUMN` end to end against the server: a slice per store, as from the same rows in a file.
    @Test func byAColumnSlicesByItsValues() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let csv = """
            id,orderedAt,juice,quantity,unitPrice,store
            1,2026-11-21T09:00:00Z,Latte,2,4.50,Astoria
            1,2026-11-21T09:00:00Z,Scone,3,3.00,Astoria
            2,2026-11-21T10:00:00Z,Latte,5,4.50,Hell's Kitchen
            3,2026-11-22T10:00:00Z,Croissant,1,3.50,hell's kitchen
            4,2026-11-22T11:00:00Z,Latte,1,4.50,강남점

            """
        try Data(csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        let options = ["--by", "store", "--summary", "csv", "--currency", "USD"]
        let fromDatabase = try InProcessRunner.run([url, "--query", Self.stores] + options, in: directory)
        #expect(fromDatabase.status == 0, "\(fromDatabase.standardError)")
        let fromFile = try InProcessRunner.run(["s.csv"] + options, in: directory)
        #expect(fromDatabase.standardOutput == fromFile.standardOutput)
        // Hell's Kitchen's two spellings are one slice.
        #expect(
            fromDatabase.standardOutput
                == "product,units,share,revenue\nHell's Kitchen,6,50,26.00\nAstoria,5,42,18.00\n강남점,1,8,4.50\n",
            "\(fromDatabase.standardOutput)")
        let coffee = try InProcessRunner.run(
            [url, "--query", Self.stores, "--where", "juice=latte"] + options, in: directory)
        #expect(
            coffee.standardOutput
                == "product,units,share,revenue\nHell's Kitchen,5,63,22.50\nAstoria,2,25,9.00\n강남점,1,13,4.50\n",
            "\(coffee.standardOutput)")
    }

    /// Orders over a fortnight at many hours, some after midnight (on the day before, with days from 04:00).
    private static let hoursRows: [(id: String, at: String, juice: String, quantity: Int, price: Int)] = (0..<60).map {
        index in
        let day = 2 + index % 14, hour = [1, 8, 9, 9, 12, 13, 15, 18, 22, 23][index % 10], minute = (index * 7) % 60
        return (
            "H\(index)", String(format: "2026-11-%02dT%02d:%02d:00+09:00", day, hour, minute),
            ["kiwi", "mango", "banana"][index % 3],
            1 + index % 4, 4_500 + 500 * (index % 3)
        )
    }
    private static let hoursCSV =
        "id,orderedAt,juice,quantity,unitPrice\n"
        + hoursRows.map { "\($0.id),\($0.at),\($0.juice),\($0.quantity),\($0.price)" }.joined(separator: "\n") + "\n"

    /// The report from PostgreSQL has the file's page of hours, and its every other page.
    @Test func aReportFromTheServerHasTheFilesPageOfHours() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(Self.hoursCSV.utf8).write(to: directory.appendingPathComponent("orders.csv"))
        let query =
            "SELECT * FROM (VALUES "
            + Self.hoursRows.map { row in
                "('\(row.id)', CAST('\(row.at)' AS timestamptz), '\(row.juice)', \(row.quantity), \(row.price))"
            }.joined(separator: ", ") + ") AS v(id, \"orderedAt\", juice, quantity, \"unitPrice\")"
        let options = ["--month", "2026-11", "--tz", "Asia/Seoul", "--day-starts", "04:00"]
        let fromDatabase = try InProcessRunner.run(
            ["report", url, "--query", query, "-o", "db.pdf"] + options, in: directory)
        let fromFile = try InProcessRunner.run(["report", "orders.csv", "-o", "file.pdf"] + options, in: directory)
        #expect(fromDatabase.status == 0 && fromFile.status == 0, "\(fromDatabase.standardError)")
        let pages = { (name: String) in
            try PDFText.of(directory.appendingPathComponent(name)).split(separator: "\u{0C}").map(String.init)
        }
        let (databasePages, filePages) = (try pages("db.pdf"), try pages("file.pdf"))
        #expect(databasePages == filePages)
        #expect(databasePages.contains { $0.contains("When the shop sells") && $0.contains("Busiest:") })
    }

    @Test func refusedCredentialsAreExit77() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [url.replacingOccurrences(of: "reader:reader@", with: "reader:wrong@"), "-o", "pie.png"], in: directory)
        #expect(result.status == 77)
        #expect(
            result.standardError
                == "juice-report: postgresql://reader@127.0.0.1:55431/shop: the database refused access: password authentication failed for user \"reader\"\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
