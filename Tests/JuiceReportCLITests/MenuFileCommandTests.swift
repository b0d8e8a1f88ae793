import Foundation
import Testing

/// `--menu FILE` on every command: the shop's spellings, display names and colours, and one line
/// with a documented exit code for a file that cannot be used.
struct MenuFileCommandTests {
    private let orders = """
        [{"orderedAt": "2026-11-01T10:00:00+09:00", "juice": "Latte", "quantity": 3, "unitPrice": 5000},
         {"orderedAt": "2026-11-01T11:00:00+09:00", "juice": "카페라떼", "quantity": 1, "unitPrice": 5000},
         {"orderedAt": "2026-11-01T12:00:00+09:00", "juice": "croissant", "quantity": 2, "unitPrice": 3500},
         {"orderedAt": "2026-11-02T10:00:00+09:00", "juice": "Croissant", "quantity": 5, "unitPrice": 3500},
         {"orderedAt": "2026-11-02T11:00:00+09:00", "juice": "banana", "quantity": 1, "unitPrice": 4500}]
        """

    private let menu = """
        name,aliases,display name,colour,category
        Caffè Latte,Latte|카페라떼,,#123456,Coffee
        Croissant,,Butter Croissant,,Bakery
        """

    private func directory() throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(orders.utf8).write(to: directory.appendingPathComponent("orders.json"))
        try Data(menu.utf8).write(to: directory.appendingPathComponent("menu.csv"))
        return directory
    }

    /// Slice name → (colour, colour source) in a layout JSON file.
    private func slices(_ url: URL) throws -> [String: [String]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return Dictionary(
            uniqueKeysWithValues: (document["slices"] as? [[String: Any]] ?? []).compactMap {
                slice -> (String, [String])? in
                guard let name = slice["juice"] as? String, let color = slice["color"] as? String,
                    let source = slice["colorSource"] as? String
                else { return nil }
                return (name, [color, source])
            })
    }

    @Test func theShopsMenuNamesAndColoursEveryChart() throws {
        let directory = try directory()
        let chart = try InProcessRunner.run(
            ["orders.json", "--menu", "menu.csv", "-o", "pie.svg", "--layout-json", "pie.json", "--summary", "csv"],
            in: directory)
        #expect(chart.status == 0, "\(chart.standardError)")
        let pie = try slices(directory.appendingPathComponent("pie.json"))
        #expect(
            pie["Latte"] == ["#123456", "menuFile"],
            "Latte and 카페라떼 are one product, drawn as written most, in the menu's colour")
        #expect(pie["Butter Croissant"]?.last == "palette")
        #expect(
            pie["Banana"] == ["#F7D64A", "menu"],
            "extending keeps the built-in juices; written by id, it takes the menu's English name")
        #expect(chart.standardOutput.contains("Butter Croissant,7,"))

        let daily = try InProcessRunner.run(
            [
                "daily", "orders.json", "--menu", "menu.csv", "--out-dir", "days", "--format", "svg", "--layout-json",
                "layouts",
                "--tz", "Asia/Seoul", "-q",
            ], in: directory)
        #expect(daily.status == 0, "\(daily.standardError)")
        let first = try slices(directory.appendingPathComponent("layouts/2026-11-01.json"))
        let second = try slices(directory.appendingPathComponent("layouts/2026-11-02.json"))
        #expect(first["Latte"] == pie["Latte"] && first["Butter Croissant"] == pie["Butter Croissant"])
        #expect(second["Butter Croissant"] == pie["Butter Croissant"])

        for arguments in [
            ["trend", "orders.json", "-o", "trend.svg"], ["report", "orders.json", "-o", "report.html"],
        ] {
            let run = try InProcessRunner.run(
                arguments + ["--menu", "menu.csv", "--tz", "Asia/Seoul", "-q"], in: directory)
            #expect(run.status == 0, "\(arguments[0]): \(run.standardError)")
        }
        let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("background: #123456;\"></span>Latte</td>"))
    }

    @Test func menuOnlyReplacesTheBuiltInMenu() throws {
        let directory = try directory()
        let chart = try InProcessRunner.run(
            ["orders.json", "--menu", "menu.csv", "--menu-only", "--summary", "csv"], in: directory)
        #expect(chart.status == 0, "\(chart.standardError)")
        #expect(chart.standardOutput.contains("banana,1,"), "no built-in banana juice: the name as written")
        let refused = try InProcessRunner.run(["orders.json", "--menu-only", "--summary", "csv"], in: directory)
        #expect(refused.status == 64)
        #expect(
            refused.standardError.contains("--menu-only replaces the built-in menu with a menu file: give --menu FILE.")
        )
    }

    @Test(arguments: [
        (
            // Issue 37: a colour that is not a colour is a usage error (it was 67, bad data).
            "name,colour\nLatte,#12345\n", 64,
            "juice-report: menu.csv:2: menu file: \"colour\" must be #RRGGBB, such as #D62839; got \"#12345\"\n"
        ),
        (
            "name,aliases\nLatte,\nFlat White,latte\n", 67,
            "juice-report: menu.csv:3: menu file: \"latte\" already names a product of this file (given at menu.csv:2)\n"
        ),
        (
            "name\n\"Latte\n", 65,
            "juice-report: menu.csv:2: menu file: invalid CSV: a quoted cell is never closed; a \" is missing\n"
        ),
    ])
    func aBadMenuFileStopsWithOneLine(menu: String, status: Int32, message: String) throws {
        let directory = try directory()
        try Data(menu.utf8).write(to: directory.appendingPathComponent("menu.csv"))
        for command in [[], ["daily", "--out-dir", "d"], ["trend", "-o", "t.svg"], ["report", "-o", "r.html"]] {
            let arguments =
                (command.isEmpty ? ["orders.json", "-o", "p.png"] : [command[0], "orders.json"] + command.dropFirst())
                + ["--menu", "menu.csv"]
            let run = try InProcessRunner.run(arguments, in: directory)
            #expect(run.status == status, "\(arguments)")
            #expect(run.standardError == message, "\(arguments)")
        }
    }

    @Test func aMenuOfThousandsOfProductsReads() throws {
        // Each entry was checked against a menu rebuilt from scratch: 3,000 products took 5 minutes.
        // bench/many-products.sh reads menus of 500 and 2,000 entries and fails when the time
        // grows faster than the entries (a time limit here is at the mercy of the suite's load).
        let directory = try directory()
        let rows = (0..<3_000).map { "Product \($0),P\($0)|prod-\($0)," }
        try Data((["name,aliases,colour"] + rows).joined(separator: "\n").utf8).write(
            to: directory.appendingPathComponent("big.csv"))
        let run = try InProcessRunner.run(["orders.json", "--menu", "big.csv", "--summary", "csv"], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test func aMissingMenuFileIsExit66() throws {
        let directory = try directory()
        let run = try InProcessRunner.run(["orders.json", "-o", "p.png", "--menu", "nope.csv"], in: directory)
        #expect(run.status == 66)
        #expect(run.standardError.hasPrefix("juice-report: nope.csv: cannot read the input: "))
    }
}
