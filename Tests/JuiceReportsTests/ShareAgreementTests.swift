import Foundation
import JuiceCore
import Testing
@testable import JuiceReports

/// Issue 28, item 7: one rule prints every share, so `--summary`, the chart's legend and labels
/// and the period report's table give the same figure for each juice of the same chart.
struct ShareAgreementTests {
    /// 40.004 %, 26.30 %, 18.00 %, 8.03 %, 7.62 % and 0.04 % of 9,999 units: 8.03 and 7.62 would both
    /// read 8 %, so one decimal; the sliver prints its own figure.
    static let units: [(juice: String, units: Int)] = [
        ("strawberry", 4_000), ("banana", 2_630), ("kiwi", 1_800), ("mango", 803),
        ("pineapple", 762), ("strawberryBanana", 4),
    ]

    static func orders() throws -> URL {
        let directory = try ChartRunTests.temporaryDirectory()
        let orders = units.enumerated().map { index, sale in
            #"{"juice": "\#(sale.juice)", "quantity": \#(sale.units), "unitPrice": 5000, "orderedAt": "2026-11-\#(10 + index)T10:00:00+09:00"}"#
        }
        let path = directory.appendingPathComponent("orders.json")
        try Data(("[" + orders.joined(separator: ",\n") + "]").utf8).write(to: path)
        return path
    }

    @Test func theSummaryTheChartAndTheReportPrintTheSameFigures() throws {
        let orders = try Self.orders()
        let directory = orders.deletingLastPathComponent()
        let query = SalesQuery(period: ReportPeriod(month: "2026-11"), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let chart = try ChartRequest(
            source: .orders(OrderInputs(paths: [orders.path])), query: query, chart: try ChartSpecification(),
            output: ChartOutput(path: directory.appendingPathComponent("pie.svg").path, format: .svg), summary: .table
        ).run()
        // --summary's table: juice, units, share, revenue.
        let summaryLines = try #require(chart.table).split(separator: "\n").dropFirst().filter { !$0.hasPrefix("─") }
        var summary: [String: String] = [:]
        for line in summaryLines {
            let cells = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            summary[cells[0]] = cells[2]
        }
        #expect(
            summary == [
                "딸기쥬스": "40.0%", "바나나쥬스": "26.3%", "키위쥬스": "18.0%", "망고쥬스": "8.0%", "파인애플쥬스": "7.6%", "딸바쥬스": "0.04%",
                "total": "100.0%",
            ])

        // The chart as drawn: its legend rows and its labels' figures.
        let content = ChartContent(summary: chart.sales, specification: try ChartSpecification())
        #expect(content.segments.count == Self.units.count)
        for entry in content.chart.request.legend { #expect(summary[entry.name] == entry.share, "\(entry.name)") }
        for (segment, label) in zip(content.segments, content.chart.request.labels) {
            #expect(label == "\(segment.name)\n\(try #require(summary[segment.name]))")
        }
        let svg = try String(contentsOf: directory.appendingPathComponent("pie.svg"), encoding: .utf8)
        #expect(svg.contains("딸바쥬스: 4 units, 0.04%"))

        // The period report's table (its HTML page, which lists every juice) and its hover titles.
        let html = directory.appendingPathComponent("report.html").path
        _ = try PeriodReportRequest(
            inputs: OrderInputs(paths: [orders.path]), query: query, chart: try ChartSpecification(), output: html
        ).run()
        let page = try String(contentsOfFile: html, encoding: .utf8)
        var report: [String: String] = [:]
        for line in page.split(separator: "\n") where line.hasPrefix("<tr><td") {
            let cells = line.matches(of: try Regex(#">([^<>]*)</td>"#)).map { String($0.output[1].substring ?? "") }
            if cells.count == 4 { report[cells[0]] = cells[3] }
        }
        #expect(report == summary)
        let titles = page.matches(of: try Regex(#"title="([^"]+)""#)).map { String($0.output[1].substring ?? "") }
        #expect(titles.contains("딸바쥬스: 4 units, 0.04%") && titles.contains("망고쥬스: 803 units, 8.0%"))
        #expect(!page.contains(try Regex(#"[^0-9]0\.0+%"#)) && !page.contains("&lt;0.1%"))
    }

    @Test func precisionFixesTheSummarysDecimalsAsTheCharts() throws {
        let orders = try Self.orders()
        let chart = try ChartSpecification(precision: 2)
        let result = try ChartRequest(
            source: .orders(OrderInputs(paths: [orders.path])), chart: chart, output: nil, summary: .csv
        ).run()
        #expect(
            result.table == """
                product,units,share,revenue
                딸기쥬스,4000,40.00,20000000
                바나나쥬스,2630,26.30,13150000
                키위쥬스,1800,18.00,9000000
                망고쥬스,803,8.03,4015000
                파인애플쥬스,762,7.62,3810000
                딸바쥬스,4,0.04,20000

                """)
        let legend = ChartContent(summary: result.sales, specification: chart).chart.request.legend.map(\.share)
        #expect(legend == ["40.00%", "26.30%", "18.00%", "8.03%", "7.62%", "0.04%"])
    }
}
