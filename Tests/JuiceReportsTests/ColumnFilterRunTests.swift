import Foundation
import JuiceCore
import SeededRandom
import Testing
@testable import JuiceReports

/// `--where` over generated shops: the stores' parts add up to the whole, equal an independent sum
/// of the rows, and a file and a database holding the same rows give the same figures.
struct ColumnFilterRunTests {
    private static let stores = ["Astoria", "Lower Manhattan", "Hell's Kitchen"]
    private static let products = [
        "Latte", "Cappuccino", "Croissant", "Earl Grey Rg", "Scone", "Espresso shot", "딸기쥬스", "Brownie",
    ]

    private struct Line {
        let order: Int
        let store: String
        let product: String
        let quantity: Int64
        let cents: Int64
    }

    /// Lines of orders, each order in one store; the store's spelling varies in case and spaces,
    /// as hand-kept sheets do, and an order's later lines may leave the store empty (Shopify).
    private func shop(_ random: inout SplitMix64) -> [Line] {
        (1...Int.random(in: 5...60, using: &random)).flatMap { order -> [Line] in
            let store = Self.stores.randomElement(using: &random)!
            return (0..<Int.random(in: 1...4, using: &random)).map { _ in
                Line(
                    order: order, store: store, product: Self.products.randomElement(using: &random)!,
                    quantity: Int64.random(in: 1...3, using: &random),
                    cents: Int64.random(in: 1...90, using: &random) * 50)
            }
        }
    }

    private func csv(_ lines: [Line], _ random: inout SplitMix64) -> String {
        var previous = -1
        return "id,orderedAt,juice,quantity,unitPrice,store\n"
            + lines.map { line in
                let first = line.order != previous
                previous = line.order
                let spelled = Bool.random(using: &random) ? line.store.uppercased() : " \(line.store) "
                let store = first || Bool.random(using: &random) ? spelled : ""
                return
                    "\(line.order),2026-11-2\(line.order % 7)T10:00:00+09:00,\(line.product),\(line.quantity),\(line.cents / 100).\(String(format: "%02d", line.cents % 100)),\"\(store)\""
            }.joined(separator: "\n") + "\n"
    }

    /// The same lines as JSON (`ndjson`: JSON Lines): the store written once on the order, or on
    /// each item in its varied spellings, with at times another store on the order, which the
    /// items' own override.
    private func json(_ lines: [Line], ndjson: Bool, _ random: inout SplitMix64) -> String {
        let orders = Dictionary(grouping: lines, by: \.order).sorted { $0.key < $1.key }.map { order, lines -> String in
            let onOrder = Bool.random(using: &random)
            let items = lines.map { line in
                let spelled = Bool.random(using: &random) ? line.store.uppercased() : " \(line.store) "
                let store = onOrder ? "" : ", \"store\": \(quoted(spelled))"
                return "{\"juice\": \(quoted(line.product)), \"quantity\": \(line.quantity), "
                    + "\"unitPrice\": \(line.cents / 100).\(String(format: "%02d", line.cents % 100))\(store)}"
            }.joined(separator: ", ")
            let decoy = Self.stores.filter { $0 != lines[0].store }.randomElement(using: &random) ?? lines[0].store
            let store =
                onOrder
                ? "\"store\": \(quoted(lines[0].store)), "
                : Bool.random(using: &random) ? "\"store\": \(quoted(decoy)), " : ""
            return
                "{\"id\": \"\(order)\", \"orderedAt\": \"2026-11-2\(order % 7)T10:00:00+09:00\", \(store)\"items\": [\(items)]}"
        }
        return ndjson
            ? orders.joined(separator: "\n") + "\n" : "{\"orders\": [\n" + orders.joined(separator: ",\n") + "\n]}\n"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func sqlite(_ lines: [Line], at path: String) throws {
        let values = lines.map { line in
            let product = line.product.replacingOccurrences(of: "'", with: "''"),
                store = line.store.replacingOccurrences(of: "'", with: "''")
            return
                "('\(line.order)', '2026-11-2\(line.order % 7)T10:00:00+09:00', '\(product)', \(line.quantity), \(line.cents / 100).\(String(format: "%02d", line.cents % 100)), '\(store)')"
        }.joined(separator: ",\n")
        let sql =
            "CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC, store TEXT);\n"
            + "INSERT INTO orders VALUES \(values);\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", path]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(sql.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// Units and revenue (at `Money.scale`) per product, as the run counted them.
    private func figures(_ path: String, where clauses: [ColumnFilter.Clause], by column: String? = nil) throws
        -> [String: [Int64]]
    {
        var inputs = OrderInputs(paths: [path])
        inputs.columnFilter = ColumnFilter(clauses: clauses)
        inputs.groupedBy = column
        let result = try ChartRequest(
            source: .orders(inputs), query: SalesQuery(metric: .revenue),
            chart: try ChartSpecification(currency: Currency(argument: "USD")),
            output: nil, summary: .csv
        ).run()
        var byProduct: [String: [Int64]] = [:]
        for row in result.sales.juiceTotals {
            guard case .offMenu(let name) = row.juice else { continue }
            byProduct[name] = [row.units, row.revenue ?? -1]
        }
        return byProduct
    }

    @Test func theStoresAddUpToTheWholeFromAFileAndADatabase() throws {
        var random = SplitMix64(seed: 28)
        let directory = try ChartRunTests.temporaryDirectory()
        for shopIndex in 0..<12 {
            let lines = shop(&random)
            let file = directory.appendingPathComponent("shop\(shopIndex).csv").path
            try Data(csv(lines, &random).utf8).write(to: URL(fileURLWithPath: file))
            let database = directory.appendingPathComponent("shop\(shopIndex).db").path
            try sqlite(lines, at: database)
            let whole = try figures(file, where: [])
            #expect(!whole.isEmpty)
            var added: [String: [Int64]] = [:]
            for store in Self.stores where lines.contains(where: { $0.store == store }) {
                let asked = [ColumnFilter.Clause(column: "STORE", values: [store.lowercased()])]
                let part = try figures(file, where: asked)
                // The independent sum: the generated rows of that store.
                var expected: [String: [Int64]] = [:]
                for line in lines where line.store == store {
                    expected[line.product, default: [0, 0]][0] += line.quantity
                    expected[line.product, default: [0, 0]][1] += line.quantity * line.cents * (Money.scale / 100)
                }
                #expect(
                    part.filter { $0.key != "딸기쥬스" } == expected.filter { $0.key != "딸기쥬스" },
                    "shop \(shopIndex), \(store)")
                #expect(
                    try figures("sqlite:" + database, where: asked) == part,
                    "shop \(shopIndex), \(store): the database as the file")
                for (product, values) in part {
                    added[product, default: [0, 0]] = zip(added[product, default: [0, 0]], values).map(+)
                }
            }
            #expect(added == whole, "shop \(shopIndex)")
        }
    }

    /// Same totals from every input path: `--where` on JSON and JSON Lines gives each store the
    /// figures the same orders give as a table, and `--split-by`'s parts are those stores.
    @Test func jsonKeysGiveTheTablesFigures() throws {
        var random = SplitMix64(seed: 2_028)
        let directory = try ChartRunTests.temporaryDirectory()
        for shopIndex in 0..<12 {
            let lines = shop(&random)
            let table = directory.appendingPathComponent("shop\(shopIndex).csv").path
            try Data(csv(lines, &random).utf8).write(to: URL(fileURLWithPath: table))
            let json = directory.appendingPathComponent("shop\(shopIndex).json").path
            try Data(self.json(lines, ndjson: false, &random).utf8).write(to: URL(fileURLWithPath: json))
            let ndjson = directory.appendingPathComponent("shop\(shopIndex).ndjson").path
            try Data(self.json(lines, ndjson: true, &random).utf8).write(to: URL(fileURLWithPath: ndjson))
            #expect(try figures(json, where: []) == figures(table, where: []), "shop \(shopIndex)")
            for store in Self.stores where lines.contains(where: { $0.store == store }) {
                let asked = [ColumnFilter.Clause(column: "Store", values: [" \(store.uppercased())"])]
                let expected = try figures(table, where: asked)
                #expect(!expected.isEmpty)
                #expect(try figures(json, where: asked) == expected, "shop \(shopIndex), \(store): JSON")
                #expect(try figures(ndjson, where: asked) == expected, "shop \(shopIndex), \(store): JSON Lines")
            }
        }
    }

    /// `--by store` on JSON and JSON Lines: each store's figures as the table's (whose every line
    /// names its store, which `--by` needs), with the store on the order or on each item.
    @Test func byAJSONKeyGivesTheTablesFigures() throws {
        var random = SplitMix64(seed: 2_029)
        let directory = try ChartRunTests.temporaryDirectory()
        for shopIndex in 0..<8 {
            let lines = shop(&random)
            let table = directory.appendingPathComponent("by\(shopIndex).csv").path
            let rows = lines.map { line in
                "\(line.order),2026-11-2\(line.order % 7)T10:00:00+09:00,\(line.product),\(line.quantity),"
                    + "\(line.cents / 100).\(String(format: "%02d", line.cents % 100)),\"\(line.store)\""
            }
            try Data(("id,orderedAt,juice,quantity,unitPrice,store\n" + rows.joined(separator: "\n") + "\n").utf8)
                .write(to: URL(fileURLWithPath: table))
            let orders = Dictionary(grouping: lines, by: \.order).sorted { $0.key < $1.key }.map {
                order, lines -> String in
                let onOrder = Bool.random(using: &random)
                let items = lines.map { line in
                    "{\"juice\": \(quoted(line.product)), \"quantity\": \(line.quantity), \"unitPrice\": \(line.cents / 100).\(String(format: "%02d", line.cents % 100))"
                        + (onOrder ? "}" : ", \"store\": \(quoted(line.store))}")
                }.joined(separator: ", ")
                return "{\"id\": \"\(order)\", \"orderedAt\": \"2026-11-2\(order % 7)T10:00:00+09:00\", "
                    + (onOrder ? "\"store\": \(quoted(lines[0].store)), " : "") + "\"items\": [\(items)]}"
            }
            let ndjson = directory.appendingPathComponent("by\(shopIndex).ndjson").path
            try Data((orders.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: ndjson))
            let json = directory.appendingPathComponent("by\(shopIndex).json").path
            try Data(("[\n" + orders.joined(separator: ",\n") + "\n]\n").utf8).write(to: URL(fileURLWithPath: json))
            let expected = try figures(table, where: [], by: "store")
            #expect(Set(expected.keys) == Set(lines.map(\.store)), "shop \(shopIndex): a slice per store")
            #expect(try figures(json, where: [], by: "store") == expected, "shop \(shopIndex): JSON")
            #expect(try figures(ndjson, where: [], by: "store") == expected, "shop \(shopIndex): JSON Lines")
        }
    }
}
