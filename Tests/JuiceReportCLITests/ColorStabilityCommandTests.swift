import Foundation
import Testing

/// Issue 37: a product's colour in `--layout-json` (and the report's table swatches) is the same
/// on every output of a three-store chain's sales: the whole input, its first week alone, a day,
/// a month, each store's split, units and revenue.
struct ColorStabilityCommandTests {
    private let chain = CommandRunner.packageRoot.appendingPathComponent("samples/shops/chain.csv")
    private let columns = [
        "--column", "juice=product_detail", "--column", "quantity=transaction_qty", "--column", "date=transaction_date",
        "--column", "time=transaction_time", "--column", "unitPrice=unit_price", "--tz", "America/New_York",
        "--date-order", "mdy",
    ]

    /// Slice name → product colour, and the colours drawn in order (the fill when the slice has one).
    private func slices(_ url: URL) throws -> (colors: [String: String], drawn: [String]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var colors: [String: String] = [:]
        var drawn: [String] = []
        for slice in document["slices"] as? [[String: Any]] ?? [] {
            let name = try #require(slice["juice"] as? String)
            let color = try #require(slice["color"] as? String)
            if slice["colorSource"] as? String != "other" { colors[name] = color }
            drawn.append(slice["fill"] as? String ?? color)
        }
        return (colors, drawn)
    }

    /// Every layout JSON under `directory`, however deep (a store's days are in its own folder).
    private func layouts(under directory: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
    }

    private func run(_ arguments: [String], in directory: URL) throws {
        let run = try InProcessRunner.run(arguments, in: directory)
        #expect(run.status == 0, "\(arguments): \(run.standardError)")
    }

    @Test func aProductHasOneColourOnEveryOutput() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // The input's first week alone, as a shop's first export would be.
        let lines = try String(contentsOf: chain, encoding: .utf8).split(whereSeparator: \.isNewline)
        let firstWeek =
            lines.prefix(1)
            + lines.dropFirst().filter { line in
                let date = line.split(separator: ",").dropFirst().first ?? ""
                return (1...7).contains { date == "1/\($0)/2023" }
            }
        #expect(firstWeek.count > 100)
        try Data(firstWeek.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("week.csv"))

        var seen: [String: [String: String]] = [:]  // product → colour → where
        func note(_ colors: [String: String], _ place: String) {
            for (name, color) in colors { seen[name, default: [:]][color] = place }
        }
        for metric in ["units", "revenue"] {
            try run(
                [chain.path, "-o", "\(metric).png", "--metric", metric, "--layout-json", "\(metric).json"] + columns,
                in: directory)
            let whole = try slices(directory.appendingPathComponent("\(metric).json"))
            note(whole.colors, "whole input, \(metric)")
            // On the whole input's chart no two neighbouring slices are drawn alike.
            #expect(whole.drawn.count > 10)
            let next: [String] = Array(whole.drawn.dropFirst()) + whole.drawn.prefix(1)
            let alike: [String] = zip(whole.drawn, next).filter { (drawn: String, after: String) in drawn == after }
                .map { (drawn: String, _: String) in drawn }
            #expect(alike.isEmpty, "\(alike)")
        }
        try run(["week.csv", "-o", "week.png", "--layout-json", "week.json"] + columns, in: directory)
        let week = try slices(directory.appendingPathComponent("week.json")).colors
        #expect(week.count >= 10)
        note(week, "first week alone")
        try run(
            ["daily", chain.path, "--date", "2023-01-03", "--out-dir", "day", "--layout-json", "day-layouts"] + columns,
            in: directory)
        try run(
            [
                "daily", chain.path, "--month", "2023-02", "--out-dir", "month", "--layout-json", "month-layouts",
                "--metric", "revenue",
            ] + columns, in: directory)
        try run(
            [
                "daily", chain.path, "--date", "2023-03-05", "--split-by", "store_location", "--out-dir", "stores",
                "--layout-json", "store-layouts",
            ] + columns,
            in: directory)
        let dailyLayouts =
            layouts(under: directory.appendingPathComponent("day-layouts"))
            + layouts(under: directory.appendingPathComponent("month-layouts"))
            + layouts(under: directory.appendingPathComponent("store-layouts"))
        #expect(dailyLayouts.count >= 1 + 28 + 3, "\(dailyLayouts.map(\.lastPathComponent))")
        #expect(
            Set(dailyLayouts.map { $0.deletingLastPathComponent().lastPathComponent }).count >= 5, "each store's folder"
        )
        for layout in dailyLayouts {
            note(try slices(layout).colors, layout.path.replacingOccurrences(of: directory.path, with: ""))
        }
        try run(["report", chain.path, "--month", "2023-01", "-o", "report.html"] + columns, in: directory)
        let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        let swatches = html.matches(of: try Regex(#"background: (#[0-9A-F]{6});"></span>([^<]+)</td>"#))
            .map { (String($0.output[2].substring ?? ""), String($0.output[1].substring ?? "")) }
        #expect(swatches.count >= 10)
        note(
            Dictionary(
                swatches.filter { !$0.0.hasPrefix("Other") && !$0.0.hasPrefix("기타") }, uniquingKeysWith: { a, _ in a }),
            "report")

        #expect(seen.count >= 20, "\(seen.keys.sorted())")
        for (product, colors) in seen.sorted(by: { $0.key < $1.key }) {
            #expect(colors.count == 1, "\(product) is drawn in \(colors)")
        }
    }
}
