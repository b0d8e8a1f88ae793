import ChartTestSupport
import Foundation
import Testing

/// `--where`, `--by` and `--split-by` on JSON and JSON Lines: a column is a key of the order or of
/// its item (the item's own first), and the figures are those of the same orders as a CSV table.
struct JSONKeysCommandTests {
    /// The orders of `FilterCommandTests`' split: the store written once on the order, or on an
    /// item of its own, in two spellings of Hell's Kitchen.
    private static let orders = [
        #"{"id": "1", "orderedAt": "2026-11-21T09:00:00Z", "store": "Astoria", "items": [{"juice": "Latte", "quantity": 2, "unitPrice": 4.50}, {"juice": "Scone", "quantity": 3, "unitPrice": 3.00}]}"#,
        #"{"id": "2", "orderedAt": "2026-11-21T10:00:00Z", "store": "Hell's Kitchen", "items": [{"juice": "Latte", "quantity": 5, "unitPrice": 4.50}]}"#,
        #"{"id": "3", "orderedAt": "2026-11-22T10:00:00Z", "store": "hell's kitchen", "juice": "Croissant", "quantity": 1, "unitPrice": 3.50}"#,
        #"{"id": "4", "orderedAt": "2026-11-22T11:00:00Z", "items": [{"juice": "Latte", "quantity": 1, "unitPrice": 4.50, "store": "강남점"}]}"#,
    ]

    private static let csv = """
        id,orderedAt,juice,quantity,unitPrice,store
        1,2026-11-21T09:00:00Z,Latte,2,4.50,Astoria
        1,2026-11-21T09:00:00Z,Scone,3,3.00,
        2,2026-11-21T10:00:00Z,Latte,5,4.50,Hell's Kitchen
        3,2026-11-22T10:00:00Z,Croissant,1,3.50,hell's kitchen
        4,2026-11-22T11:00:00Z,Latte,1,4.50,강남점

        """

    /// The same orders as `s.json`, `s.ndjson` and `s.csv`.
    private func shop() throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(("{\"orders\": [\n" + Self.orders.joined(separator: ",\n") + "\n]}\n").utf8).write(
            to: directory.appendingPathComponent("s.json"))
        try Data((Self.orders.joined(separator: "\n") + "\n").utf8).write(
            to: directory.appendingPathComponent("s.ndjson"))
        try Data(Self.csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        return directory
    }

    @Test func whereKeepsTheLinesOfAKeysValuesAsFromTheTable() throws {
        let directory = try shop()
        let table = try InProcessRunner.run(
            ["s.csv", "--where", "store=HELL'S KITCHEN", "--summary", "csv", "--currency", "USD"], in: directory)
        #expect(table.status == 0, "\(table.standardError)")
        #expect(
            table.standardOutput == "product,units,share,revenue\nLatte,5,83,22.50\nCroissant,1,17,3.50\n",
            "\(table.standardOutput)")
        for input in ["s.json", "s.ndjson"] {
            let result = try InProcessRunner.run(
                [input, "--where", "store=HELL'S KITCHEN", "--summary", "csv", "--currency", "USD"], in: directory)
            #expect(result.status == 0, "\(input): \(result.standardError)")
            #expect(result.standardOutput == table.standardOutput, "\(input)")
            // The order's store applies to its every item; an item's own store comes first.
            let astoria = try InProcessRunner.run(
                [input, "--where", " Store = astoria ", "--summary", "csv", "--currency", "USD"], in: directory)
            #expect(
                astoria.standardOutput == "product,units,share,revenue\nScone,3,60,9.00\nLatte,2,40,9.00\n",
                "\(input): \(astoria.standardOutput)")
            #expect(
                astoria.standardError
                    == "juice-report: note: left out 3 orders with nothing that --only/--exclude/--where let through\n",
                "\(input): \(astoria.standardError)")
        }
    }

    @Test func aValueNoLineHoldsIsExit68AndAKeyNoOrderHoldsIsExit64() throws {
        let directory = try shop()
        for input in ["s.json", "s.ndjson"] {
            let nothing = try InProcessRunner.run([input, "--where", "store=Brooklyn", "-o", "pie.png"], in: directory)
            #expect(nothing.status == 68, "\(input)")
            #expect(
                nothing.standardError == "juice-report: --where store=Brooklyn matches nothing in \(input); "
                    + "its \"store\" values, nearest first: Astoria, 강남점, Hell's Kitchen; nothing was written\n",
                "\(nothing.standardError)")
            let noKey = try InProcessRunner.run([input, "--where", "region=North", "-o", "pie.png"], in: directory)
            #expect(noKey.status == 64, "\(input)")
            #expect(
                noKey.standardError
                    == "juice-report: \(input):1: --where region=North: no order or item has a key \"region\"; "
                    + "the first order's keys are id, orderedAt, store, items, and its items' juice, quantity, unitPrice\n",
                "\(noKey.standardError)")
            let noSplitKey = try InProcessRunner.run(
                ["report", input, "--split-by", "region", "-o", "r.pdf"], in: directory)
            #expect(noSplitKey.status == 64, "\(input): \(noSplitKey.standardError)")
            #expect(
                noSplitKey.standardError.contains("--split-by region: no order or item has a key \"region\""),
                "\(noSplitKey.standardError)")
            let noByKey = try InProcessRunner.run([input, "--by", "regoin", "-o", "pie.png"], in: directory)
            #expect(noByKey.status == 64, "\(input)")
            #expect(
                noByKey.standardError.hasPrefix(
                    "juice-report: \(input):1: --by regoin: no order or item so far has a key \"regoin\"; "),
                "\(noByKey.standardError)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["s.csv", "s.json", "s.ndjson"], "nothing written")
    }

    /// `GroupByColumnCommandTests.aSlicePerStoreFromAFileAndADatabaseAlike` from JSON and JSON Lines,
    /// where an item without a store takes its order's.
    @Test func bySlicesByAKeysValues() throws {
        let directory = try shop()
        for input in ["s.json", "s.ndjson"] {
            let result = try InProcessRunner.run(
                [input, "--by", "store", "--summary", "csv", "--currency", "USD", "-o", "stores.svg"], in: directory)
            #expect(result.status == 0, "\(input): \(result.standardError)")
            #expect(
                result.standardOutput
                    == "product,units,share,revenue\nHell's Kitchen,6,50,26.00\nAstoria,5,42,18.00\n강남점,1,8,4.50\n",
                "\(input): \(result.standardOutput)")
            #expect(
                result.standardError.contains("(SVG, 800×600 pt, 3 store values, 12 units)"), "\(result.standardError)")
            let svg = try String(contentsOf: directory.appendingPathComponent("stores.svg"), encoding: .utf8)
            #expect(
                svg.contains("<title id=\"chart-title\">Units sold by store ⋅ 21–22 Nov 2026 ⋅ 12 units</title>"),
                "\(input)")
            let latte = try InProcessRunner.run(
                [input, "--by", "store", "--where", "juice=latte", "--summary", "csv", "--currency", "USD"],
                in: directory)
            #expect(
                latte.standardOutput
                    == "product,units,share,revenue\nHell's Kitchen,5,63,22.50\nAstoria,2,25,9.00\n강남점,1,13,4.50\n",
                "\(input): \(latte.standardOutput)")
        }
    }

    /// `report` and `daily` split by a key: the same sections, figures and pages as from the table.
    @Test func reportAndDailySplitByAKeyAsFromTheTable() throws {
        let directory = try shop()
        let options = ["--split-by", "store", "--tz", "UTC", "--currency", "USD"]
        let table = try InProcessRunner.run(
            ["report", "s.csv", "-o", "table.pdf", "--summary", "csv"] + options, in: directory)
        #expect(table.status == 0, "\(table.standardError)")
        #expect(
            table.standardOutput.hasPrefix("store,product,units,share,revenue\nHell's Kitchen,Latte,5,83,22.50\n"),
            "\(table.standardOutput)")
        let tableDays = try InProcessRunner.run(
            ["daily", "s.csv", "--out-dir", "table-days", "-q"] + options, in: directory)
        #expect(tableDays.status == 0, "\(tableDays.standardError)")
        let tablePDF = try PDFText.of(directory.appendingPathComponent("table.pdf"))
        for input in ["s.json", "s.ndjson"] {
            let report = try InProcessRunner.run(
                ["report", input, "-o", "\(input).pdf", "--summary", "csv"] + options, in: directory)
            #expect(report.status == 0, "\(input): \(report.standardError)")
            #expect(report.standardOutput == table.standardOutput, "\(input)")
            #expect(
                try PDFText.of(directory.appendingPathComponent("\(input).pdf")) == tablePDF, "\(input): every page")
            let days = try InProcessRunner.run(
                ["daily", input, "--out-dir", "\(input)-days", "-q"] + options, in: directory)
            #expect(days.status == 0, "\(input): \(days.standardError)")
            for folder in ["", "astoria/", "hell-s-kitchen/", "강남점/"] {
                let written = try FileManager.default.contentsOfDirectory(
                    atPath: directory.appendingPathComponent("table-days/\(folder)").path
                ).sorted()
                #expect(written.contains("index.html") && written.contains { $0.hasSuffix(".png") }, "\(folder)")
                for name in written where name.hasSuffix(".png") || name == "index.html" {
                    #expect(
                        try Data(contentsOf: directory.appendingPathComponent("\(input)-days/\(folder)\(name)"))
                            == Data(contentsOf: directory.appendingPathComponent("table-days/\(folder)\(name)")),
                        "\(input): \(folder)\(name)")
                }
            }
        }
    }

    /// `FilterCommandTests.splitByDrawsAPiePerValueAndItsPartsAddUpToTheWhole` from JSON and JSON Lines.
    @Test func splitByGivesEachStoreItsPartAsFromTheTable() throws {
        let directory = try shop()
        let table = try InProcessRunner.run(
            ["s.csv", "--split-by", "store", "--summary", "csv", "--currency", "USD"], in: directory)
        #expect(table.status == 0, "\(table.standardError)")
        #expect(
            table.standardOutput == """
                store,product,units,share,revenue
                Hell's Kitchen,Latte,5,83,22.50
                Hell's Kitchen,Croissant,1,17,3.50
                Astoria,Scone,3,60,9.00
                Astoria,Latte,2,40,9.00
                강남점,Latte,1,100,4.50

                """, "\(table.standardOutput)")
        for input in ["s.json", "s.ndjson"] {
            let folder = "pies-\(input)"
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
            let files = try InProcessRunner.run(
                [input, "--split-by", "store", "-o", "\(folder)/{value}.png", "--summary", "csv", "--currency", "USD"],
                in: directory)
            #expect(files.status == 0, "\(input): \(files.standardError)")
            #expect(files.standardOutput == table.standardOutput, "\(input)")
            let written = try FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent(folder).path
            ).sorted()
            #expect(written == ["astoria.png", "hell-s-kitchen.png", "강남점.png"], "\(input)")
            let grid = try InProcessRunner.run(
                [input, "--split-by", "store", "-o", "grid.png", "--width", "900", "--height", "400"], in: directory)
            #expect(grid.status == 0, "\(grid.standardError)")
            #expect(
                grid.standardError.contains("wrote grid.png (PNG, 900×400 px, 3 pies, 12 units)"),
                "\(grid.standardError)")
            let image = try RasterImage(
                pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("grid.png"))))
            #expect(image.width == 900 && image.height == 400)
        }
    }
}
