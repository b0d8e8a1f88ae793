import Foundation
import JuiceCore
import PieRender
import Testing
@testable import JuiceReports

/// One spelling and one colour per juice across a period: in every day's chart of `daily`, in
/// its tables, and in the report's small pies and trend.
struct PeriodLookTests {
    /// Three days of a café: off-menu drinks spelled differently from day to day, in different
    /// orders of size, so each day alone would spell and colour them its own way.
    private static let orders = """
        {"orders": [
          {"id": "1", "orderedAt": "2026-05-22T10:00:00+09:00", "juice": "Custom Amount", "quantity": 4, "unitPrice": 3000},
          {"id": "2", "orderedAt": "2026-05-22T11:00:00+09:00", "juice": "Matcha Latte", "quantity": 1, "unitPrice": 5000},
          {"id": "3", "orderedAt": "2026-05-22T12:00:00+09:00", "juice": "strawberry", "quantity": 2, "unitPrice": 5000},
          {"id": "4", "orderedAt": "2026-05-23T10:00:00+09:00", "juice": "matcha latte", "quantity": 2, "unitPrice": 5000},
          {"id": "5", "orderedAt": "2026-05-23T11:00:00+09:00", "juice": "Hojicha", "quantity": 3, "unitPrice": 5000},
          {"id": "6", "orderedAt": "2026-05-23T12:00:00+09:00", "juice": "Custom Amount", "quantity": 1, "unitPrice": 2000},
          {"id": "7", "orderedAt": "2026-05-25T10:00:00+09:00", "juice": "Matcha Latte", "quantity": 2, "unitPrice": 5000},
          {"id": "8", "orderedAt": "2026-05-25T11:00:00+09:00", "juice": "hojicha", "quantity": 1, "unitPrice": 5000},
          {"id": "9", "orderedAt": "2026-05-25T12:00:00+09:00", "juice": "strawberry", "quantity": 1, "unitPrice": 5000}
        ]}
        """

    private func input() throws -> (directory: URL, path: String) {
        let directory = try ChartRunTests.temporaryDirectory()
        let path = directory.appendingPathComponent("cafe.json").path
        try Data(Self.orders.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    private struct Layout: Decodable {
        struct Slice: Decodable { let juice: String; let color: String; let share: String }
        let slices: [Slice]
    }

    @Test func everyDayOfDailyShowsAJuiceInOneSpellingAndOneColour() throws {
        let (directory, path) = try input()
        let request = DailyReportRequest(
            inputs: OrderInputs(paths: [path]), query: SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!),
            chart: try ChartSpecification(), outDirectory: directory.appendingPathComponent("out").path,
            layoutDirectory: directory.appendingPathComponent("layouts").path)
        let result = try request.run()
        #expect(result.charts == 3)
        let days = ["2026-05-22", "2026-05-23", "2026-05-25"]
        let files = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("layouts").path
        ).sorted()
        #expect(files == days.map { "\($0).json" })
        var colors: [String: Set<String>] = [:]
        var names: Set<String> = []
        for day in days {
            let layout = try JSONDecoder().decode(
                Layout.self, from: Data(contentsOf: directory.appendingPathComponent("layouts/\(day).json")))
            for slice in layout.slices {
                colors[slice.juice, default: []].insert(slice.color)
                names.insert(slice.juice)
            }
        }
        // Matcha sold 3 as "Matcha Latte" and 2 as "matcha latte" over the period: one spelling,
        // though 05-23 alone sold only "matcha latte"; Hojicha likewise.
        // An English export: the menu juice is drawn in English too (issue 18, one language per chart).
        #expect(names == ["Custom Amount", "Matcha Latte", "Hojicha", "Strawberry"])
        for (juice, shades) in colors { #expect(shades.count == 1, "\(juice) has \(shades.sorted())") }
        #expect(Set(colors.values.compactMap(\.first)).count == 4, "four juices, four colours")
        let html = try String(contentsOf: directory.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(!html.contains("matcha latte") && !html.contains("hojicha"))
    }

    @Test func theReportsGridAndTrendUseThePiesNamesAndColours() throws {
        let (_, path) = try input()
        let sales = try PeriodSales.read(
            OrderInputs(paths: [path]), query: SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!),
            chart: try ChartSpecification(), menu: .standard)
        let report = try PeriodReport(sales, menu: .standard)
        let pieColors = Dictionary(uniqueKeysWithValues: report.pie.segments.map { ($0.name, $0.color) })
        #expect(pieColors.count == 4)
        #expect(
            report.trend.request.seriesNames.map { pieColors[$0] } == report.trend.seriesColors.map { Optional($0) })
        // The grid names its columns as the pie does, largest first, and has a row for every day.
        #expect(report.grid.header == ["day", "Custom Amount", "Matcha Latte", "Hojicha", "Strawberry", "total"])
        #expect(report.rows.map(\.name) == ["Custom Amount", "Matcha Latte", "Hojicha", "Strawberry"])
        #expect(
            report.rows.map { $0.color.flatMap { color in pieColors.first { $0.value == color }?.key } }
                == report.rows.map(\.name))
        // 05-24 sold nothing: one line, not a section.
        #expect(report.noSales == "no sales: 1 day (05-24)")
        #expect(report.grid.rows.map(\.label) == ["Fri 22 May", "Sat 23 May", "Sun 24 May", "Mon 25 May"])
        #expect(report.grid.rows[2].cells.allSatisfy { $0 == "–" } && report.grid.rows[2].shades.allSatisfy { $0 == 0 })
    }

    @Test func dailyTablesShareTheMetricCharted() throws {
        let (directory, path) = try input()
        let request = DailyReportRequest(
            inputs: OrderInputs(paths: [path]),
            query: SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!, metric: .revenue),
            chart: try ChartSpecification(), outDirectory: directory.path)
        _ = try request.run()
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<th class=\"number\">share of revenue</th>"))
        #expect(!html.contains(">share<"))
        // 05-22: Custom Amount took ₩12,000 of ₩27,000 (44.4 %: 44 %, its nearest figure, where the largest
        // remainder printed 44.5 % to add up to 100.0), though 4 of 7 units (57.1 %).
        #expect(
            html.contains(
                "<tr><td>Custom Amount</td><td class=\"number\">4</td><td class=\"number\">44%</td><td class=\"number\">₩12,000</td></tr>"
            ))
    }
}
