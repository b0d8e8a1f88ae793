import Foundation
import JuiceCore
import PieRender
import Testing
@testable import JuiceReports

/// A product keeps one colour on every chart (issue 27, item 6; issue 37: whatever the data): the
/// units and revenue charts, every day's chart, the trend and the report, whatever its rank.
struct ColorStabilityTests {
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// Four days of a café whose ranks change from day to day and between units and revenue:
    /// a menu juice, drinks whose names say a colour, and bakery items that take the palette.
    private func orders(in directory: URL) throws -> String {
        let days: [(day: Int, sales: [(String, Int, Int)])] = [
            (
                1,
                [
                    ("strawberry", 9, 4_000), ("Orange Juice", 2, 5_000), ("Croissant", 5, 3_500),
                    ("Iced Americano", 1, 4_500), ("Scone", 3, 3_000),
                ]
            ),
            (2, [("Croissant", 12, 3_500), ("딸기라떼", 4, 6_000), ("Bagel", 2, 2_500), ("Iced Americano", 6, 4_500)]),
            (
                3,
                [
                    ("Orange Juice", 1, 5_000), ("Scone", 8, 3_000), ("딸기쥬스", 2, 4_000), ("Matcha Latte", 7, 5_500),
                    ("Bagel", 9, 2_500),
                ]
            ),
            (
                4,
                [
                    ("Matcha Latte", 1, 5_500), ("Iced Americano", 2, 4_500), ("Croissant", 1, 3_500),
                    ("딸기라떼", 11, 6_000),
                ]
            ),
        ]
        var lines: [String] = []
        for (day, sales) in days {
            for (index, (juice, quantity, price)) in sales.enumerated() {
                lines.append(
                    #"{"orderedAt": "2026-11-0\#(day)T1\#(index):00:00+09:00", "juice": "\#(juice)", "quantity": \#(quantity), "unitPrice": \#(price)}"#
                )
            }
        }
        let path = directory.appendingPathComponent("cafe.json").path
        try Data(("[" + lines.joined(separator: ",\n") + "]").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Slice name → colour in a layout JSON; also checks that every slice says where its colour came from.
    private func colors(inLayout path: String) throws -> [String: String] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var colors: [String: String] = [:]
        for slice in document["slices"] as? [[String: Any]] ?? [] {
            let name = try #require(slice["juice"] as? String)
            let source = try #require(slice["colorSource"] as? String)
            #expect(ColorSource(rawValue: source) != nil, "\(name): \(source)")
            colors[name] = try #require(slice["color"] as? String)
        }
        return colors
    }

    private func chart(_ input: String, metric: SalesMetric, in directory: URL) throws -> [String: String] {
        let layout = directory.appendingPathComponent("chart-\(metric).json").path
        _ = try ChartRequest(
            source: .orders(OrderInputs(paths: [input])),
            query: try SalesQuery(timeZone: seoul, metric: metric).checked(),
            chart: try ChartSpecification(),
            output: ChartOutput(path: directory.appendingPathComponent("chart-\(metric).svg").path, format: .svg),
            layoutJSON: layout
        ).run()
        return try colors(inLayout: layout)
    }

    @Test func aProductHasOneColourOnEveryChartOfTheSameData() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let input = try orders(in: directory)
        var seen: [String: [String: String]] = [:]  // product → colour → where it was seen
        func note(_ colors: [String: String], _ place: String) {
            for (name, color) in colors where !name.hasPrefix("Other") { seen[name, default: [:]][color] = place }
        }

        let units = try chart(input, metric: .units, in: directory)
        let revenue = try chart(input, metric: .revenue, in: directory)
        note(units, "units chart")
        note(revenue, "revenue chart")
        #expect(units.count == 8 && Set(units.keys) == Set(revenue.keys))

        let layouts = directory.appendingPathComponent("daily-layouts").path
        let daily = try DailyReportRequest(
            inputs: OrderInputs(paths: [input]), query: SalesQuery(timeZone: seoul), chart: try ChartSpecification(),
            outDirectory: directory.appendingPathComponent("daily").path, format: .svg, layoutDirectory: layouts
        ).run()
        #expect(daily.charts == 4)
        for day in 1...4 { note(try colors(inLayout: "\(layouts)/2026-11-0\(day).json"), "day \(day)") }

        let trend = try TrendRequest(
            inputs: OrderInputs(paths: [input]), query: SalesQuery(timeZone: seoul), chart: try ChartSpecification(),
            output: ChartOutput(path: directory.appendingPathComponent("trend.svg").path, format: .svg)
        ).run()
        // The trend draws a series too alike a larger one in a variant of its product's colour
        // (`SliceFills.seriesFills`), as the pie draws alike neighbours: noted as that colour.
        var trendColors: [String: String] = [:]
        for (name, fill) in zip(trend.chart.request.seriesNames, trend.chart.seriesColors) {
            let color = Self.productColor(of: name)
            #expect(SliceFills.fillOptions(of: color).contains(fill), "trend: \(name) drawn in \(fill)")
            trendColors[name] = color.description
        }
        #expect(trendColors.count == 8)
        note(trendColors, "trend")

        let report = directory.appendingPathComponent("report.html").path
        _ = try PeriodReportRequest(
            inputs: OrderInputs(paths: [input]), query: SalesQuery(timeZone: seoul, metric: .revenue),
            chart: try ChartSpecification(), output: report
        ).run()
        let html = try String(contentsOfFile: report, encoding: .utf8)
        let swatches = html.matches(of: try Regex(#"background: (#[0-9A-F]{6});"></span>([^<]+)</td>"#))
            .map { (String($0.output[2].substring ?? ""), String($0.output[1].substring ?? "")) }
        #expect(swatches.count >= 8)
        note(Dictionary(swatches, uniquingKeysWith: { a, _ in a }), "report")

        #expect(seen.count == 8, "\(seen.keys.sorted())")
        for (product, colors) in seen {
            #expect(colors.count == 1, "\(product) is drawn in \(colors)")
        }
        // Issue 37: no longer "no two products share a colour" over the data set; each product's
        // colour is its own (`ProductColors`), and neighbours alike are drawn apart (`SliceFills`).
        for (product, colors) in seen {
            #expect(colors.keys.first == Self.productColor(of: product).description, "\(product)")
        }
    }

    /// The colour of a product of `orders(in:)` by its name.
    private static func productColor(of product: String) -> RGBColor {
        let identity: JuiceIdentity = product == "딸기쥬스" ? .menu("strawberry") : .offMenu(product)
        return ProductColors(menu: .standard).color(for: identity).color
    }

    /// The fills drawn in slice order in a layout JSON (`fill` when the slice has one, else `color`).
    private func drawnFills(inLayout path: String) throws -> [RGBColor] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        return try (document["slices"] as? [[String: Any]] ?? []).map { slice in
            let text = try #require((slice["fill"] ?? slice["color"]) as? String)
            return RGBColor(hex: try #require(UInt32(text.dropFirst(), radix: 16)))
        }
    }

    /// Issue 37: on the whole input's chart of every real sample (orders and the gallery's totals)
    /// no two neighbouring slices, the last and the first included, are drawn within CIEDE2000 10
    /// of each other for normal, deutan or protan readers.
    @Test func realSamplesDrawNoTwoNeighboursAlike() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        let directory = try ChartRunTests.temporaryDirectory()
        let hard = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("gallery-hard").path)
            .filter { $0.hasSuffix(".csv") }.sorted().map {
                ChartRequest.Source.totals(path: root.appendingPathComponent("gallery-hard/\($0)").path)
            }
        let orders =
            try ["sales.json", "month.json"].map { root.appendingPathComponent($0).path }
            + FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("gallery").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent("gallery/\($0)").path }
        let sources = orders.map { ChartRequest.Source.orders(OrderInputs(paths: [$0])) } + hard
        #expect(sources.count >= 30)
        for (index, source) in sources.enumerated() {
            let layout = directory.appendingPathComponent("sample-\(index).json").path
            _ = try ChartRequest(
                source: source, query: try SalesQuery(timeZone: seoul).checked(), chart: try ChartSpecification(),
                output: ChartOutput(path: directory.appendingPathComponent("sample-\(index).svg").path, format: .svg),
                layoutJSON: layout
            ).run()
            let fills = try drawnFills(inLayout: layout)
            guard fills.count > 1 else { continue }
            for (i, fill) in fills.enumerated() {
                let next = fills[(i + 1) % fills.count]
                #expect(
                    ColorVision.leastDifference(fill, next) >= SliceFills.minimumDifference,
                    "\(source): slices \(i) \(fill) and the next \(next)")
            }
        }
    }

    @Test func theColourSourcesAreRecorded() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let input = try orders(in: directory)
        let layout = directory.appendingPathComponent("layout.json").path
        _ = try ChartRequest(
            source: .orders(OrderInputs(paths: [input])), query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(top: 6),
            output: ChartOutput(path: directory.appendingPathComponent("pie.svg").path, format: .svg),
            layoutJSON: layout
        ).run()
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: layout))) as? [String: Any])
        let sources = Dictionary(
            (document["slices"] as? [[String: Any]] ?? []).compactMap { slice -> (String, String)? in
                guard let name = slice["juice"] as? String, let source = slice["colorSource"] as? String else {
                    return nil
                }
                return (name.hasPrefix("Other") ? "Other" : name, source)
            }, uniquingKeysWith: { a, _ in a })
        #expect(sources["딸기라떼"] == "name")
        #expect(sources["Iced Americano"] == "name")
        #expect(sources["Croissant"] == "palette")
        #expect(sources["Other"] == "other")
        // strawberry and 딸기쥬스 are one menu juice, drawn as the input wrote it (딸기쥬스; the id is not a name).
        #expect(sources["딸기쥬스"] == "menu")
    }
}
