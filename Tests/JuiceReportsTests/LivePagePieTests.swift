import Foundation
import JuiceCore
import PieGeometry
import PieRender
import SeededRandom
import Testing

@testable import JuiceReports

/// The live page's pie as data (`SalesHistory.pagePie`, issue 38): the very layout the report's
/// page draws with Cairo, slice for slice, text for text, so the page's script paints what the
/// page's picture shows.
struct LivePagePieTests {
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// A day of `products` products with long names and a few big sellers, as JSON Lines.
    private func history(products: Int, seed: UInt64) throws -> SalesHistory {
        var random = SplitMix64(seed: seed)
        var history = SalesHistory(
            inputs: OrderInputs(paths: []), menu: .standard, query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(language: .english))
        var lines = ""
        for number in 0..<(products * 4) {
            let product = min(
                Int.random(in: 0..<products, using: &random), Int.random(in: 0..<products, using: &random))
            let name = product == 1 ? "<b>Yuja</b> & \\\"tea\\\"" : "Single-origin pour-over blend no. \(product)"
            lines +=
                "{\"id\":\"O-\(number)\",\"orderedAt\":\"2026-11-02T1\(number % 10):00:00+09:00\","
                + "\"juice\":\"\(name)\",\"quantity\":\(Int.random(in: 1...3, using: &random)),\"unitPrice\":5000}\n"
        }
        try history.take(Array(lines.utf8), name: "orders.ndjson", format: .ndjson)
        return history
    }

    private func decoded(_ pie: LivePagePie) throws -> [String: Any] {
        let encoder = JSONEncoder()
        return try #require(try JSONSerialization.jsonObject(with: encoder.encode(pie)) as? [String: Any])
    }

    @Test("the page's pie as data is the report page's layout: angles, fills, hover, texts, leaders and legend")
    func thePieIsThePagesLayout() throws {
        for (products, seed) in [(6, UInt64(3)), (30, 38), (80, 2026)] {
            let history = try history(products: products, seed: seed)
            for metric in SalesHistory.metrics {
                let view = LiveView(
                    period: ReportPeriod(day: CalendarDay(year: 2026, month: 11, day: 2)), metric: metric)
                let (shown, trend) = try history.sales(view)
                let report = try PeriodReport(shown, menu: .standard, trendSales: trend)
                let data = try decoded(try history.pagePictures(view).pie)
                let slices = try #require(data["slices"] as? [[Any]])
                let layout = report.pieLayout
                #expect(slices.count == layout.slices.count, "\(products) products, \(metric)")
                for (row, slice) in zip(slices, layout.slices) {
                    #expect(abs((row[0] as? Double ?? .nan) - slice.startAngle * 180 / .pi) < 0.0001)
                    #expect(abs((row[1] as? Double ?? .nan) - slice.endAngle * 180 / .pi) < 0.0001)
                }
                #expect(slices.map { $0[2] as? String } == report.pie.chart.sliceColors.map(\.description))
                #expect(slices.map { $0[3] as? String } == report.hotspots.map(\.title))
                #expect(data["radius"] as? Double == (layout.radius * 100).rounded() / 100)
                // Every text drawn, in its laid-out box: labels, legend rows (name, value, share), footnote.
                let texts = try #require(data["texts"] as? [[Any]])
                let drawn =
                    layout.labels.map(\.text)
                    + (layout.legend?.entries.flatMap { [$0.name, $0.value, $0.share] } ?? [])
                    + [layout.footnote].compactMap { $0 }
                #expect(texts.count == drawn.count, "\(products) products, \(metric)")
                for placed in drawn {
                    #expect(
                        texts.contains { row in
                            row[8] as? String == placed.text
                                && abs((row[0] as? Double ?? .nan) - placed.box.minX) <= 0.005
                                && abs((row[1] as? Double ?? .nan) - placed.box.minY) <= 0.005
                        }, "\(placed.text) at \(placed.box)")
                }
                let leaders = try #require(data["leaders"] as? [[Double]])
                #expect(leaders.count == layout.labels.filter { $0.leader != nil }.count)
                #expect((data["swatches"] as? [[Any]])?.count == layout.legend?.entries.count ?? 0)
            }
        }
    }

    /// The page drawn from the pie the event sent is the page laid out afresh, byte for byte; with
    /// `painted`, the same page but for the pie's picture, left for the script to fill.
    @Test("the page drawn from the event's pictures is the page laid out afresh; painted, without its pictures")
    func thePageReusesThePie() throws {
        let history = try history(products: 80, seed: 2026)
        for metric in SalesHistory.metrics {
            let view = LiveView(period: ReportPeriod(day: CalendarDay(year: 2026, month: 11, day: 2)), metric: metric)
            let pictures = try history.pagePictures(view)
            let fresh = try history.page(view)
            #expect(try history.page(view, pictures: pictures) == fresh)
            // Each picture's source becomes its name: the pie's, the trend's and the hours'.
            var expected = fresh
            for name in ["pie", "trend", "hours"] {
                let source = try #require(expected.firstMatch(of: #/ src="data:image\/png;base64,[^"]*"/#))
                expected.replaceSubrange(source.range, with: " data-painted=\"\(name)\"")
            }
            #expect(try history.page(view, pictures: pictures, painted: true) == expected)
        }
    }

    /// A name with markup is a JSON string like any other: the page's script sets it as text.
    @Test("a product named with markup travels as a JSON string, whole")
    func markupIsText() throws {
        let history = try history(products: 6, seed: 3)
        let view = LiveView(period: ReportPeriod(day: CalendarDay(year: 2026, month: 11, day: 2)), metric: .units)
        let json = try history.pagePictures(view).json()
        #expect(json.contains("<b>Yuja</b> & \\\"tea\\\""), "\(json.prefix(400))")
        #expect(!json.contains("\n"))
    }
}
