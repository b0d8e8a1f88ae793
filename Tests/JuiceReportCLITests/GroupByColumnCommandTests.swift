import CSQLite
import Foundation
import Testing

/// `--by COLUMN`: a slice per value of any column of a table or database, the title and messages naming the column.
struct GroupByColumnCommandTests {
    private static let csv = """
        id,orderedAt,juice,quantity,unitPrice,store,category
        1,2026-11-21T09:00:00Z,Latte,2,4.50,Astoria,Coffee
        1,2026-11-21T09:00:00Z,Scone,3,3.00,Astoria,Bakery
        2,2026-11-21T10:00:00Z,Latte,5,4.50,Hell's Kitchen,Coffee
        3,2026-11-22T10:00:00Z,Croissant,1,3.50,Hell's Kitchen,Bakery

        """

    @Test func aSlicePerStoreFromAFileAndADatabaseAlike() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(Self.csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        let file = try InProcessRunner.run(
            ["s.csv", "--by", "store", "--summary", "csv", "--currency", "USD", "-o", "stores.svg"], in: directory)
        #expect(file.status == 0, "\(file.standardError)")
        #expect(
            file.standardOutput == "product,units,share,revenue\nHell's Kitchen,6,55,26.00\nAstoria,5,45,18.00\n",
            "\(file.standardOutput)")
        #expect(file.standardError.contains("(SVG, 800×600 pt, 2 store values, 11 units)"), "\(file.standardError)")
        let svg = try String(contentsOf: directory.appendingPathComponent("stores.svg"), encoding: .utf8)
        #expect(svg.contains("<title id=\"chart-title\">Units sold by store ⋅ 21–22 Nov 2026 ⋅ 11 units</title>"))
        // --where chooses the lines: the coffee of each store.
        let coffee = try InProcessRunner.run(
            ["s.csv", "--by", "store", "--where", "category=coffee", "--summary", "csv"], in: directory)
        #expect(
            coffee.standardOutput == "product,units,share,revenue\nHell's Kitchen,5,71,22.50\nAstoria,2,29,9.00\n",
            "\(coffee.standardOutput)")

        var handle: OpaquePointer?
        guard sqlite3_open(directory.appendingPathComponent("s.db").path, &handle) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
        let loaded = sqlite3_exec(
            handle,
            """
            CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC, store TEXT);
            INSERT INTO orders VALUES ('1', '2026-11-21T09:00:00Z', 'Latte', 2, 4.50, 'Astoria'), ('1', '2026-11-21T09:00:00Z', 'Scone', 3, 3.00, 'Astoria'),
              ('2', '2026-11-21T10:00:00Z', 'Latte', 5, 4.50, 'Hell''s Kitchen'), ('3', '2026-11-22T10:00:00Z', 'Croissant', 1, 3.50, 'Hell''s Kitchen');
            """, nil, nil, nil)
        sqlite3_close(handle)
        #expect(loaded == SQLITE_OK)
        let database = try InProcessRunner.run(
            ["sqlite:s.db", "--by", "store", "--summary", "csv", "--currency", "USD"], in: directory)
        #expect(database.status == 0, "\(database.standardError)")
        #expect(database.standardOutput == file.standardOutput)
    }

    @Test func onlyAndAColumnTheInputLacksAreRefusedWithTheWayOut() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(Self.csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        try Data(#"{"orders": [{"id": "1", "items": [{"juice": "Latte", "quantity": 1}]}]}"#.utf8).write(
            to: directory.appendingPathComponent("s.json"))
        let only = try InProcessRunner.run(["s.csv", "--by", "store", "--only", "Latte", "-o", "x.png"], in: directory)
        #expect(only.status == 64)
        #expect(
            only.standardError.contains(
                "--by store charts the column's values, which --only and --exclude do not name; choose the lines with --where COLUMN=VALUE."
            ))
        let json = try InProcessRunner.run(["s.json", "--by", "store", "-o", "x.png"], in: directory)
        #expect(json.status == 64)
        #expect(
            json.standardError == "juice-report: s.json:1: --by store: no order or item so far has a key \"store\"; "
                + "the first order's keys are id, items, and its items' juice, quantity\n", "\(json.standardError)")
        let missing = try InProcessRunner.run(["s.csv", "--by", "region", "-o", "x.png"], in: directory)
        #expect(missing.status == 64, "\(missing.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
    }
}
