import CSQLite
import Foundation
import Testing

/// A `--only` value that names nothing in any input stops the run with exit 68, naming what the
/// inputs hold, and writes nothing; on every kind of input and every command that writes.
struct FilterCommandTests {
    private static let csv = """
        id,orderedAt,juice,quantity,unitPrice,category
        1,2026-11-21T09:15:02+09:00,Coffee,2,4500,Drinks
        1,2026-11-21T09:15:02+09:00,Croissant,1,3000,Bakery
        2,2026-11-22T10:00:00+09:00,Coffee Latte,1,5000,Drinks
        3,2026-11-22T18:30:00+09:00,Baguette,3,2500,Bakery

        """

    private func shop() throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(Self.csv.utf8).write(to: directory.appendingPathComponent("sales.csv"))
        let json = #"{"orders": [{"id": "1", "orderedAt": "2026-11-21T09:15:02+09:00", "items": [{"juice": "Coffee", "quantity": 2}, {"juice": "Croissant", "quantity": 1}]}]}"#
        try Data(json.utf8).write(to: directory.appendingPathComponent("sales.json"))
        var handle: OpaquePointer?
        guard sqlite3_open(directory.appendingPathComponent("pos.db").path, &handle) == SQLITE_OK else { throw CocoaError(.fileWriteUnknown) }
        defer { sqlite3_close(handle) }
        let sql = """
            CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice INTEGER);
            INSERT INTO orders VALUES ('1', '2026-11-21T09:15:02+09:00', 'Coffee', 2, 4500), ('2', '2026-11-22T10:00:00+09:00', 'Baguette', 3, 2500);
            """
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw CocoaError(.fileWriteUnknown) }
        return directory
    }

    @Test func aStoreNameWhereAProductWasMeantStopsTheChartAndNamesWhatTheFileHolds() throws {
        let directory = try shop()
        let result = try CommandRunner.run(["sales.csv", "--only", "Banashankari", "-o", "pie.png"], in: directory)
        #expect(result.status == 68)
        #expect(result.standardError == "juice-report: --only \"Banashankari\" matches no product or category in sales.csv; "
            + "its products, nearest first: Croissant, Baguette, Coffee, Coffee Latte; its categories: Bakery, Drinks; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
    }

    @Test func aTypoListsTheNearestNameFirstAndOnlyTheValuesThatMatchedNothing() throws {
        let directory = try shop()
        let result = try CommandRunner.run(["sales.csv", "--only", "Drinks,Crossant", "-o", "pie.png"], in: directory)
        #expect(result.status == 68)
        #expect(result.standardError.hasPrefix("juice-report: --only \"Crossant\" matches no product or category in sales.csv; "
            + "its products, nearest first: Croissant, "), "\(result.standardError)")
    }

    @Test func everyKindOfInputAndEveryCommandThatWrites() throws {
        let directory = try shop()
        let square = CommandRunner.packageRoot.appendingPathComponent("samples/exports/square-items.xlsx").path
        let runs: [[String]] = [
            ["sales.json", "--only", "Nope", "-o", "a.png"],
            ["sqlite:pos.db", "--only", "Nope", "-o", "b.png"],
            [square, "--only", "Nope", "-o", "c.png"],
            ["daily", "sales.csv", "--only", "Nope", "--out-dir", "days"],
            ["report", "sales.csv", "--only", "Nope", "-o", "r.eml", "--mail-to", "owner@example.com"],
            ["trend", "sales.csv", "--only", "Nope", "-o", "t.png"],
            ["sales.csv", "--only", "Nope", "--summary", "csv"],
        ]
        for arguments in runs {
            let result = try CommandRunner.run(arguments, in: directory)
            #expect(result.status == 68, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("--only \"Nope\" matches no product or category in"), "\(arguments)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["pos.db", "sales.csv", "sales.json"], "nothing written")
        let database = try CommandRunner.run(["sqlite:pos.db", "--only", "Nope", "-o", "b.png"], in: directory)
        #expect(database.standardError.contains("its products, nearest first: Coffee, Baguette"), "\(database.standardError)")
    }

    @Test func aValueThatMatchesOutsideThePeriodDrawsNoSalesAndAnExcludeOfNothingIsANote() throws {
        let directory = try shop()
        let outside = try CommandRunner.run(["sales.csv", "--only", "Baguette", "--date", "2026-11-21", "--tz", "Asia/Seoul", "-o", "pie.png"], in: directory)
        #expect(outside.status == 0, "\(outside.standardError)")
        let exclude = try CommandRunner.run(["sales.csv", "--exclude", "Muffin", "-o", "pie2.png"], in: directory)
        #expect(exclude.status == 0, "\(exclude.standardError)")
        #expect(exclude.standardError.contains("juice-report: note: --exclude \"Muffin\" matched nothing in the input\n"), "\(exclude.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie2.png").path))
    }

    @Test func exitCode68IsDocumentedInHelp() throws {
        let help = try CommandRunner.run(["--help"], in: try CommandRunner.temporaryDirectory())
        #expect(help.standardOutput.contains("68  a --only value names no product or category in any input"))
    }

    @Test func whereFiltersATablesOwnColumnAndIsLoudWhenAValueOrTheColumnIsNotThere() throws {
        let directory = try shop()
        let square = CommandRunner.packageRoot.appendingPathComponent("samples/exports/square-items.xlsx").path
        let kept = try CommandRunner.run([square, "--where", "location=main st", "--summary", "csv"], in: directory)
        #expect(kept.status == 0, "\(kept.standardError)")
        let all = try CommandRunner.run([square, "--summary", "csv"], in: directory)
        #expect(kept.standardOutput.count < all.standardOutput.count || kept.standardOutput == all.standardOutput)

        let nothing = try CommandRunner.run(["sales.csv", "--where", "category=Tea", "-o", "pie.png"], in: directory)
        #expect(nothing.status == 68)
        #expect(nothing.standardError == "juice-report: --where category=Tea matches nothing in sales.csv; "
            + "its \"category\" values, nearest first: Bakery, Drinks; nothing was written\n")
        let noColumn = try CommandRunner.run(["sales.csv", "--where", "store=Astoria", "-o", "pie.png"], in: directory)
        #expect(noColumn.status == 64)
        #expect(noColumn.standardError == "juice-report: sales.csv:1: --where store=Astoria: the table has no column \"store\"; "
            + "its columns are id, orderedAt, juice, quantity, unitPrice, category\n")
        let database = try CommandRunner.run(["sqlite:pos.db", "--where", "store=Astoria", "-o", "pie.png"], in: directory)
        #expect(database.status == 64)
        #expect(database.standardError.contains("--where store=Astoria: table \"orders\" has no column \"store\"; its columns are id, orderedAt, juice, quantity, unitPrice"),
                "\(database.standardError)")
        let databaseValue = try CommandRunner.run(["sqlite:pos.db", "--where", "juice=Tea", "-o", "pie.png"], in: directory)
        #expect(databaseValue.status == 68)
        #expect(databaseValue.standardError.contains("its \"juice\" values, nearest first: Coffee, Baguette"), "\(databaseValue.standardError)")
        let json = try CommandRunner.run(["sales.json", "--where", "store=Astoria", "-o", "pie.png"], in: directory)
        #expect(json.status == 64)
        #expect(json.standardError.contains("--where reads the columns of tables (CSV, workbooks, exports) and databases; sales.json is JSON"))
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["pos.db", "sales.csv", "sales.json"], "nothing written")
        let badSyntax = try CommandRunner.run(["sales.csv", "--where", "store", "-o", "pie.png"], in: directory)
        #expect(badSyntax.status == 64)
        #expect(badSyntax.standardError.contains("--where store: write it as COLUMN=VALUE, such as store=Astoria"))
    }

    /// An order-level column an export fills only on an order's first line applies to its every line.
    @Test func anOrdersLaterLinesTakeItsFirstLinesCell() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("id,orderedAt,juice,quantity,store\n1,2026-11-21T09:00:00Z,Latte,2,Astoria\n1,2026-11-21T09:00:00Z,Scone,3,\n2,2026-11-21T10:00:00Z,Latte,5,Chelsea\n".utf8)
            .write(to: directory.appendingPathComponent("s.csv"))
        let result = try CommandRunner.run(["s.csv", "--where", "store=astoria", "--summary", "csv"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("juice,units,share,revenue\nScone,3,"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\nLatte,2,"))
    }
}
