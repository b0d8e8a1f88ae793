import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import JuiceCore
import JuiceIngest
import PieGeometry
import ChartTestSupport
import JuiceReports
import PieRender
import Testing

/// What the chart specification changes in the chart's content and drawing.
struct ChartContentTests {
    private func summary(_ json: String) throws -> SalesSummary {
        var aggregator = SalesAggregator()
        try aggregator.add(contentsOf: try OrderHistoryReader().read(Array(json.utf8), source: "t.json"))
        return aggregator.summary()
    }

    private let week = """
        [{"juice": "strawberry", "quantity": 50, "orderedAt": "2026-11-20T10:00:00+09:00"},
         {"juice": "banana", "quantity": 30}, {"juice": "kiwi", "quantity": 12}, {"juice": "mango", "quantity": 5},
         {"juice": "pineapple", "quantity": 2}, {"juice": "수박쥬스", "quantity": 1}]
        """

    @Test func labelsSayWhatIsAsked() throws {
        let sales = try summary(week)
        let expected: [LabelContent: String] = [
            .name: "딸기쥬스", .percent: "50%", .value: "50", .namePercent: "딸기쥬스\n50%",
            .nameValue: "딸기쥬스\n50", .all: "딸기쥬스\n50 (50%)",
        ]
        for (content, text) in expected {
            #expect(
                ChartContent(summary: sales, specification: try ChartSpecification(labelContent: content)).chart.request
                    .labels[0] == text)
        }
        let percents = ChartContent(
            summary: sales, specification: try ChartSpecification(labelContent: .percent, precision: 2))
        #expect(percents.chart.request.labels == ["50.00%", "30.00%", "12.00%", "5.00%", "2.00%", "1.00%"])
    }

    @Test func inputOrderFollowsFirstAppearance() throws {
        // 망고 first (in a cancelled order), then 키위, 수박쥬스, 딸기: not by value, name or menu.
        let sales = try summary(
            """
            [{"juice": "mango", "quantity": 9, "status": "cancelled"}, {"juice": "kiwi", "quantity": 5},
             {"juice": "수박쥬스", "quantity": 1}, {"juice": "strawberry", "quantity": 3}, {"juice": "mango", "quantity": 1},
             {"juice": "kiwi", "quantity": 2}]
            """)
        let content = ChartContent(summary: sales, specification: try ChartSpecification(order: .input))
        #expect(content.segments.map(\.name) == ["망고쥬스", "키위쥬스", "수박쥬스", "딸기쥬스"])
        // Folding still keeps the largest; what is kept keeps the input's order, Other last.
        let top = ChartContent(summary: sales, specification: try ChartSpecification(top: 2, order: .input))
        #expect(top.segments.map(\.name) == ["키위쥬스", "딸기쥬스", "기타 (2)"])
        #expect(top.chart.request.footnote == "기타 (2): 망고쥬스 1, 수박쥬스 1")
    }

    /// The content is built once; each number of juices the layout keeps is derived from it: what
    /// a folding trial lays out is exactly the request of the content then drawn, with the
    /// smallest juices in Other, its footnote listing them, and the asked folding still counted apart.
    @Test func eachFoldIsDerivedFromTheContentBuiltOnce() throws {
        let sales = try summary(week)
        // This file imports JuiceCore, PieGeometry, PieRender and JuiceReports: a second public
        // `Segment` in any of them would make this line ambiguous and stop the build.
        let juices: [Segment] = sales.segments
        #expect(juices.count == 6)
        let content = ChartContent(summary: sales, specification: try ChartSpecification(order: .name))
        #expect(content.segments.map(\.name) == ["딸기쥬스", "망고쥬스", "바나나쥬스", "수박쥬스", "키위쥬스", "파인애플쥬스"])
        #expect(content.foldedToFit == 0 && content.request(keeping: nil) == content.chart.request)
        for kept in 1...4 {
            let folded = content.keeping(kept)
            #expect(content.request(keeping: kept) == folded.chart.request, "keeping \(kept)")
            #expect(folded.segments.count == kept + 1 && folded.segments.last?.name == "기타 (\(6 - kept))")
            #expect(folded.foldedToFit == 6 - kept && folded.foldedCount == 6 - kept)
            #expect(folded.chart.sliceColors.count == kept + 1 && folded.chart.request.values.reduce(0, +) == 100)
        }
        let two = content.keeping(2)
        #expect(two.segments.map(\.name) == ["딸기쥬스", "바나나쥬스", "기타 (4)"])
        #expect(two.chart.request.footnote == "기타 (4): 망고쥬스 5, 수박쥬스 1, 키위쥬스 12, 파인애플쥬스 2")
        #expect(two.chart.request.labels == ["딸기쥬스\n50%", "바나나쥬스\n30%", "기타 (4)\n20%"])
        // --top 4 folds two juices as asked; keeping 2 folds two more to fit.
        let asked = ChartContent(summary: sales, specification: try ChartSpecification(top: 4))
        #expect(asked.foldedCount == 2 && asked.foldedToFit == 0)
        #expect(asked.keeping(2).foldedCount == 4 && asked.keeping(2).foldedToFit == 2)
        #expect(two.keeping(nil).segments == content.segments, "back to the juices asked for")
    }

    @Test func equalValuesReadTheSame() throws {
        // Two juices of 1 unit of 8: 12.5 % rounds to 13 % for both; no decimal is taken for the tie
        // alone, and the figures need not add up to 100 (issue 28).
        let eight = try summary(#"[{"juice": "strawberry", "quantity": 6}, {"juice": "kiwi"}, {"juice": "mango"}]"#)
        let chart = ChartContent(summary: eight, specification: try ChartSpecification()).chart
        #expect(chart.request.legend.map(\.share) == ["75%", "13%", "13%"])
        let fixed = ChartContent(summary: eight, specification: try ChartSpecification(precision: 1)).chart
        #expect(fixed.request.legend.map(\.share) == ["75.0%", "12.5%", "12.5%"])
        // Three equal thirds: 33 % each.
        let thirds = try summary(#"[{"juice": "strawberry"}, {"juice": "kiwi"}, {"juice": "mango"}]"#)
        #expect(
            ChartContent(summary: thirds, specification: try ChartSpecification()).chart.request.legend.map(\.share)
                == ["33%", "33%", "33%"])
    }

    @Test func topAndMinimumShareFoldIntoOther() throws {
        let chart = ChartContent(summary: try summary(week), specification: try ChartSpecification(top: 3)).chart
        #expect(chart.request.legend.map(\.name) == ["딸기쥬스", "바나나쥬스", "키위쥬스", "기타 (3)"])
        #expect(chart.request.legend.map(\.value) == ["50", "30", "12", "8"])
        #expect(chart.request.footnote == "기타 (3): 망고쥬스 5, 파인애플쥬스 2, 수박쥬스 1")
        #expect(chart.sliceColors.last == ProductColor.other.color)

        let english = ChartContent(
            summary: try summary(week),
            specification: try ChartSpecification(language: .english, minimumSharePercent: 4)
        ).chart
        #expect(english.request.legend.map(\.name) == ["Strawberry", "Banana", "Kiwi", "Mango", "Other (2)"])
        #expect(english.request.footnote == "Other (2): Pineapple 2, 수박쥬스 1")

        // Only 수박쥬스 (1 %) is below 1.5 %; one juice is never folded.
        let single = ChartContent(
            summary: try summary(week),
            specification: try ChartSpecification(language: .english, minimumSharePercent: 1.5)
        ).chart
        #expect(single.request.footnote == nil)
    }

    @Test func sortOrders() throws {
        let sales = try summary(week)
        #expect(
            ChartContent(summary: sales, specification: try ChartSpecification(order: .name)).segments.map(\.name)
                == ["딸기쥬스", "망고쥬스", "바나나쥬스", "수박쥬스", "키위쥬스", "파인애플쥬스"])
        #expect(
            ChartContent(summary: sales, specification: try ChartSpecification(order: .menu)).segments.map(\.name)
                == ["딸기쥬스", "바나나쥬스", "파인애플쥬스", "키위쥬스", "망고쥬스", "수박쥬스"])
    }

    @Test func donutShowsTheTotalInTheHole() throws {
        let chart = ChartContent(
            summary: try summary(week), specification: try ChartSpecification(legendPosition: .none, donut: 0.5)
        ).chart
        #expect(chart.request.centerText == "100\nunits")
        let renderer = PieChartRenderer()
        let render = RenderOptions(format: .png)
        let layout = try renderer.layout(chart)
        #expect(layout.innerRadius == layout.radius * 0.5)
        let image = try RasterImage(pngBytes: try renderer.render(chart, options: render))
        // The hole is background; the ring is the slice colour.
        let hole = layout.center.moved(by: layout.radius * 0.45, toward: Double.pi / 2)
        #expect(image.color(x: Int(hole.x), y: Int(hole.y)) == .white)
        let ring = layout.center.moved(by: layout.radius * 0.95, toward: layout.slices[0].midAngle)
        #expect(image.color(x: Int(ring.x), y: Int(ring.y)) == RGBColor(hex: 0xD62839))
    }

    @Test func startAngleAndDirectionMoveTheFirstSlice() throws {
        let chart = ChartContent(
            summary: try summary(week), specification: try ChartSpecification(startAngleDegrees: -90, clockwise: false)
        ).chart
        #expect(abs(chart.request.startAngle + Double.pi / 2) < 1e-12)
        let layout = try PieChartRenderer().layout(chart)
        // Half the units, counterclockwise from 12 o'clock: the first slice is the left half.
        #expect(abs(layout.slices[0].midAngle - (-Double.pi)) < 1e-9)
    }

    @Test func themesPaintTheBackground() throws {
        let chart = ChartContent(summary: try summary(week), specification: try ChartSpecification()).chart
        let dark = try RasterImage(
            pngBytes: try PieChartRenderer(style: ChartStyle(theme: .dark)).render(
                chart, options: RenderOptions(format: .png)))
        #expect(dark.color(x: 2, y: 2) == RGBColor(hex: 0x1C2128))
        let clear = try RasterImage(
            pngBytes: try PieChartRenderer(style: ChartStyle(theme: .transparent)).render(
                chart, options: RenderOptions(format: .png)))
        #expect(clear.alpha(x: 2, y: 2) == 0)
        #expect(clear.alpha(x: 400, y: 300) == 255)
    }

    @Test func svgCarriesTitleDescriptionAndRole() throws {
        let chart = ChartContent(summary: try summary(week), specification: try ChartSpecification()).chart
        let bytes = try PieChartRenderer().render(chart, options: RenderOptions(format: .svg))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"<svg role="img" aria-labelledby="chart-title chart-desc" "#))
        #expect(text.contains("<title id=\"chart-title\">주스별 판매 수량 ⋅ 2026년 11월 20일 ⋅ 100개</title>"))
        #expect(
            text.contains("<desc id=\"chart-desc\">딸기쥬스: 50 units, 50%\n바나나쥬스: 30 units, 30%\n키위쥬스: 12 units, 12%\n"))
        let parser = XMLParser(data: Data(bytes))
        #expect(parser.parse())
    }

    @Test func foldingKeepsTheLargestThenSortsAsAsked() throws {
        let content = ChartContent(
            summary: try summary(week), specification: try ChartSpecification(top: 3, order: .name))
        // The three largest are kept, sorted by name; Other stays last; the folded ones are listed by name too.
        #expect(content.segments.map(\.name) == ["딸기쥬스", "바나나쥬스", "키위쥬스", "기타 (3)"])
        #expect(content.chart.request.footnote == "기타 (3): 망고쥬스 5, 수박쥬스 1, 파인애플쥬스 2")
        let byMenu = ChartContent(
            summary: try summary(week), specification: try ChartSpecification(minimumSharePercent: 10, order: .menu))
        #expect(byMenu.segments.map(\.name) == ["딸기쥬스", "바나나쥬스", "키위쥬스", "기타 (3)"])
        #expect(byMenu.chart.request.footnote == "기타 (3): 파인애플쥬스 2, 망고쥬스 5, 수박쥬스 1")
    }
}
