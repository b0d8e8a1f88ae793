import ChartTestSupport
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
        let json =
            #"{"orders": [{"id": "1", "orderedAt": "2026-11-21T09:15:02+09:00", "items": [{"juice": "Coffee", "quantity": 2}, {"juice": "Croissant", "quantity": 1}]}]}"#
        try Data(json.utf8).write(to: directory.appendingPathComponent("sales.json"))
        var handle: OpaquePointer?
        guard sqlite3_open(directory.appendingPathComponent("pos.db").path, &handle) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
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
        let result = try InProcessRunner.run(["sales.csv", "--only", "Banashankari", "-o", "pie.png"], in: directory)
        #expect(result.status == 68)
        #expect(
            result.standardError
                == "juice-report: --only \"Banashankari\" matches no product or category in sales.csv; "
                + "its products, nearest first: Croissant, Baguette, Coffee, Coffee Latte; its categories: Bakery, Drinks; nothing was written\n"
        )
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
    }

    @Test func aTypoListsTheNearestNameFirstAndOnlyTheValuesThatMatchedNothing() throws {
        let directory = try shop()
        let result = try InProcessRunner.run(
            ["sales.csv", "--only", "Drinks,Crossant", "-o", "pie.png"], in: directory)
        #expect(result.status == 68)
        #expect(
            result.standardError.hasPrefix(
                "juice-report: --only \"Crossant\" matches no product or category in sales.csv; "
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
            let result = try InProcessRunner.run(arguments, in: directory)
            #expect(result.status == 68, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("--only \"Nope\" matches no product or category in"), "\(arguments)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["pos.db", "sales.csv", "sales.json"], "nothing written")
        let database = try InProcessRunner.run(["sqlite:pos.db", "--only", "Nope", "-o", "b.png"], in: directory)
        #expect(
            database.standardError.contains("its products, nearest first: Coffee, Baguette"),
            "\(database.standardError)")
    }

    @Test func aValueThatMatchesOutsideThePeriodDrawsNoSalesAndAnExcludeOfNothingIsANote() throws {
        let directory = try shop()
        let outside = try InProcessRunner.run(
            ["sales.csv", "--only", "Baguette", "--date", "2026-11-21", "--tz", "Asia/Seoul", "-o", "pie.png"],
            in: directory)
        #expect(outside.status == 0, "\(outside.standardError)")
        let exclude = try InProcessRunner.run(["sales.csv", "--exclude", "Muffin", "-o", "pie2.png"], in: directory)
        #expect(exclude.status == 0, "\(exclude.standardError)")
        #expect(
            exclude.standardError.contains("juice-report: note: --exclude \"Muffin\" matched nothing in the input\n"),
            "\(exclude.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie2.png").path))
    }

    @Test func exitCode68IsDocumentedInHelp() throws {
        let help = try InProcessRunner.run(["--help"], in: try CommandRunner.temporaryDirectory())
        #expect(help.standardOutput.contains("68  a --only value names no product or category in any input"))
    }

    @Test func whereFiltersATablesOwnColumnAndIsLoudWhenAValueOrTheColumnIsNotThere() throws {
        let directory = try shop()
        let square = CommandRunner.packageRoot.appendingPathComponent("samples/exports/square-items.xlsx").path
        let kept = try InProcessRunner.run([square, "--where", "location=main st", "--summary", "csv"], in: directory)
        #expect(kept.status == 0, "\(kept.standardError)")
        let all = try InProcessRunner.run([square, "--summary", "csv"], in: directory)
        #expect(kept.standardOutput.count < all.standardOutput.count || kept.standardOutput == all.standardOutput)

        let nothing = try InProcessRunner.run(["sales.csv", "--where", "category=Tea", "-o", "pie.png"], in: directory)
        #expect(nothing.status == 68)
        #expect(
            nothing.standardError == "juice-report: --where category=Tea matches nothing in sales.csv; "
                + "its \"category\" values, nearest first: Bakery, Drinks; nothing was written\n")
        let noColumn = try InProcessRunner.run(
            ["sales.csv", "--where", "store=Astoria", "-o", "pie.png"], in: directory)
        #expect(noColumn.status == 64)
        #expect(
            noColumn.standardError
                == "juice-report: sales.csv:1: --where store=Astoria: the table has no column \"store\"; "
                + "its columns are id, orderedAt, juice, quantity, unitPrice, category\n")
        let database = try InProcessRunner.run(
            ["sqlite:pos.db", "--where", "store=Astoria", "-o", "pie.png"], in: directory)
        #expect(database.status == 64)
        #expect(
            database.standardError.contains(
                "--where store=Astoria: table \"orders\" has no column \"store\"; its columns are id, orderedAt, juice, quantity, unitPrice"
            ),
            "\(database.standardError)")
        let databaseValue = try InProcessRunner.run(
            ["sqlite:pos.db", "--where", "juice=Tea", "-o", "pie.png"], in: directory)
        #expect(databaseValue.status == 68)
        #expect(
            databaseValue.standardError.contains("its \"juice\" values, nearest first: Coffee, Baguette"),
            "\(databaseValue.standardError)")
        let json = try InProcessRunner.run(["sales.json", "--where", "store=Astoria", "-o", "pie.png"], in: directory)
        #expect(json.status == 64)
        #expect(
            json.standardError
                == "juice-report: sales.json:1: --where store=Astoria: no order or item has a key \"store\"; "
                + "the first order's keys are id, orderedAt, items, and its items' juice, quantity\n",
            "\(json.standardError)")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["pos.db", "sales.csv", "sales.json"], "nothing written")
        let badSyntax = try InProcessRunner.run(["sales.csv", "--where", "store", "-o", "pie.png"], in: directory)
        #expect(badSyntax.status == 64)
        #expect(badSyntax.standardError.contains("--where store: write it as COLUMN=VALUE, such as store=Astoria"))
    }

    /// An order-level column an export fills only on an order's first line applies to its every line.
    @Test func anOrdersLaterLinesTakeItsFirstLinesCell() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(
            "id,orderedAt,juice,quantity,store\n1,2026-11-21T09:00:00Z,Latte,2,Astoria\n1,2026-11-21T09:00:00Z,Scone,3,\n2,2026-11-21T10:00:00Z,Latte,5,Chelsea\n"
                .utf8
        )
        .write(to: directory.appendingPathComponent("s.csv"))
        let result = try InProcessRunner.run(["s.csv", "--where", "store=astoria", "--summary", "csv"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("product,units,share,revenue\nScone,3,"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\nLatte,2,"))
    }

    /// `--split-by`: a file per value with `{value}`, small multiples in one image otherwise, and each
    /// value's totals in the summary, which add up to the whole from a file and a database alike.
    @Test func splitByDrawsAPiePerValueAndItsPartsAddUpToTheWhole() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let csv = """
            id,orderedAt,juice,quantity,unitPrice,store
            1,2026-11-21T09:00:00Z,Latte,2,4.50,Astoria
            1,2026-11-21T09:00:00Z,Scone,3,3.00,
            2,2026-11-21T10:00:00Z,Latte,5,4.50,Hell's Kitchen
            3,2026-11-22T10:00:00Z,Croissant,1,3.50,hell's kitchen
            4,2026-11-22T11:00:00Z,Latte,1,4.50,강남점

            """
        try Data(csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("pies"), withIntermediateDirectories: true)
        let files = try InProcessRunner.run(
            ["s.csv", "--split-by", "store", "-o", "pies/{value}.png", "--summary", "csv"], in: directory)
        #expect(files.status == 0, "\(files.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("pies").path)
            .sorted()
        #expect(written == ["astoria.png", "hell-s-kitchen.png", "강남점.png"])
        // Biggest first; Hell's Kitchen's two spellings are one store.
        #expect(
            files.standardOutput == """
                store,product,units,share,revenue
                Hell's Kitchen,Latte,5,83,22.50
                Hell's Kitchen,Croissant,1,17,3.50
                Astoria,Scone,3,60,9.00
                Astoria,Latte,2,40,9.00
                강남점,Latte,1,100,4.50

                """, "\(files.standardOutput)")
        let grid = try InProcessRunner.run(
            ["s.csv", "--split-by", "store", "-o", "grid.png", "--width", "900", "--height", "400"], in: directory)
        #expect(grid.status == 0, "\(grid.standardError)")
        #expect(
            grid.standardError.contains("wrote grid.png (PNG, 900×400 px, 3 pies, 12 units)"), "\(grid.standardError)")
        let image = try RasterImage(pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("grid.png"))))
        #expect(image.width == 900 && image.height == 400)
        let tooSmall = try InProcessRunner.run(
            ["s.csv", "--split-by", "store", "-o", "small.png", "--width", "320", "--height", "240"], in: directory)
        #expect(tooSmall.status == 64)
        #expect(tooSmall.standardError.contains("--split-by: 3 pies do not fit in 320×240 points"))
        let noColumn = try InProcessRunner.run(["s.csv", "--split-by", "region", "-o", "x.png"], in: directory)
        #expect(noColumn.status == 64)

        // The same rows in SQLite give the same parts.
        var handle: OpaquePointer?
        guard sqlite3_open(directory.appendingPathComponent("s.db").path, &handle) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
        let sql = """
            CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC, store TEXT);
            INSERT INTO orders VALUES ('1', '2026-11-21T09:00:00Z', 'Latte', 2, 4.50, 'Astoria'), ('1', '2026-11-21T09:00:00Z', 'Scone', 3, 3.00, 'Astoria'),
              ('2', '2026-11-21T10:00:00Z', 'Latte', 5, 4.50, 'Hell''s Kitchen'), ('3', '2026-11-22T10:00:00Z', 'Croissant', 1, 3.50, 'hell''s kitchen'),
              ('4', '2026-11-22T11:00:00Z', 'Latte', 1, 4.50, '강남점');
            """
        let loaded = sqlite3_exec(handle, sql, nil, nil, nil)
        sqlite3_close(handle)
        #expect(loaded == SQLITE_OK)
        // A database says no currency: named, both give cents.
        let database = try InProcessRunner.run(
            ["sqlite:s.db", "--split-by", "store", "--summary", "csv", "--currency", "USD"], in: directory)
        #expect(database.status == 0, "\(database.standardError)")
        #expect(database.standardOutput == files.standardOutput)
    }

    /// `--split-by` on the 80-product chain (`samples/shops/chain80.csv`): each store's pie in a
    /// quarter of 800 × 600 folds most of its products, which sell as much as those named; the run
    /// says so once, naming the stores, as a single chart does (it said nothing). A file each gives
    /// each store the whole canvas, where its units name all but a few products (no note), and so does
    /// its revenue: Hell's Kitchen's folded 48 products (31.6 %) while its pie left its 3 % slices at
    /// 6 o'clock bare, until a pie naming them could drop smaller labels (`PieRadiusSearch.demotes`;
    /// now 16 folded, 5.5 %). At 640 × 480 the three files' revenue still break the rule: one note,
    /// without the `{value}` advice. Grouped, nothing is said.
    @Test func splitPartsWhoseFoldedProductsSayTooMuchAreNamedInOneNote() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let chain80 = CommandRunner.packageRoot.appendingPathComponent("samples/shops/chain80.csv").path
        let columns = [
            chain80, "--column", "juice=product_detail", "--column", "quantity=transaction_qty", "--column",
            "date=transaction_date", "--column", "time=transaction_time", "--column", "unitPrice=unit_price",
            "--date-order", "mdy", "--skip-invalid", "--split-by", "store_location",
        ]
        let grid = try InProcessRunner.run(columns + ["-o", "grid.png"], in: directory)
        #expect(grid.status == 0, "\(grid.standardError)")
        let notes: [String] = grid.standardError.split(separator: "\n").map(String.init).filter {
            $0.contains("folded products")
        }
        let expected =
            "juice-report: note: in 3 of 3 pies (Lower Manhattan, Astoria, Hell's Kitchen) the folded products "
            + "are 83–84 % of the pie and sell as much as those named: --group-by category (its "
            + "\"product_category\" column) reads better, or {value} in the output's name draws each part "
            + "on a canvas of its own"
        #expect(notes == [expected], "\(grid.standardError)")
        let files = try InProcessRunner.run(columns + ["-o", "{value}.png"], in: directory)
        #expect(files.status == 0, "\(files.standardError)")
        #expect(!files.standardError.contains("folded products"), "\(files.standardError)")
        let revenue = try InProcessRunner.run(columns + ["--metric", "revenue", "-o", "{value}-r.png"], in: directory)
        #expect(revenue.status == 0, "\(revenue.standardError)")
        #expect(!revenue.standardError.contains("folded products"), "\(revenue.standardError)")
        let smaller = try InProcessRunner.run(
            columns + ["--metric", "revenue", "--width", "640", "--height", "480", "-o", "{value}-s.png"], in: directory
        )
        #expect(smaller.status == 0, "\(smaller.standardError)")
        let fileNotes = smaller.standardError.split(separator: "\n").filter { $0.contains("folded products") }
        #expect(
            fileNotes.count == 1
                && fileNotes[0].contains(
                    "in 3 of 3 charts (Lower Manhattan, Hell's Kitchen, Astoria) the folded products are 39–50 % "),
            "\(smaller.standardError)")
        #expect(!smaller.standardError.contains("{value} in the output's name"))
        let grouped = try InProcessRunner.run(
            columns + ["--group-by", "product_category", "-o", "grouped.png"], in: directory)
        #expect(grouped.status == 0, "\(grouped.standardError)")
        #expect(!grouped.standardError.contains("folded products"), "\(grouped.standardError)")
    }

    /// The note of orders the filters left out counts the days shown, not the whole file.
    @Test func theLeftOutNoteCountsOnlyThePeriodShown() throws {
        let directory = try shop()
        let seoul = ["--tz", "Asia/Seoul", "--only", "Coffee", "--summary", "csv"]
        let day = try InProcessRunner.run(["sales.csv", "--date", "2026-11-21"] + seoul, in: directory)
        #expect(day.status == 0, "\(day.standardError)")
        #expect(!day.standardError.contains("left out"), "both orders left out are on 2026-11-22: \(day.standardError)")
        let next = try InProcessRunner.run(["sales.csv", "--date", "2026-11-22"] + seoul, in: directory)
        #expect(
            next.standardError.contains(
                "juice-report: note: left out 2 orders with nothing that --only/--exclude let through\n"),
            "\(next.standardError)")
        let orders =
            #"{"orders": [{"id": "1", "orderedAt": "2026-11-21T09:00:00+09:00", "items": [{"juice": "Coffee", "quantity": 1}]}, "#
            + #"{"id": "2", "orderedAt": "2026-11-22T09:00:00+09:00", "items": [{"juice": "Tea", "quantity": 1}]}]}"#
        try Data(orders.utf8).write(to: directory.appendingPathComponent("two.json"))
        let json = try InProcessRunner.run(["two.json", "--date", "2026-11-21"] + seoul, in: directory)
        #expect(json.status == 0 && !json.standardError.contains("left out"), "\(json.standardError)")
        let jsonNext = try InProcessRunner.run(["two.json", "--date", "2026-11-22"] + seoul, in: directory)
        #expect(
            jsonNext.standardError.contains("left out 1 order with nothing that --only/--exclude let through"),
            "\(jsonNext.standardError)")
    }
}
