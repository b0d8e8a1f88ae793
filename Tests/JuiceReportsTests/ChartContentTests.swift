import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import JuiceCore
import PieGeometry
import PieRender
import Testing

/// What the chart options change in the output.
struct ChartOptionsTests {
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
        var options = PieChartOptions()
        let sales = try summary(week)
        let expected: [LabelContent: String] = [
            .name: "딸기쥬스", .percent: "50%", .value: "50", .namePercent: "딸기쥬스\n50%",
            .nameValue: "딸기쥬스\n50", .all: "딸기쥬스\n50 (50%)",
        ]
        for (content, text) in expected {
            options.labelContent = content
            #expect(PieChart(summary: sales, options: options).slices[0].label == text)
        }
        options.labelContent = .percent
        options.precision = 2
        #expect(PieChart(summary: sales, options: options).slices.map(\.label) == ["50.00%", "30.00%", "12.00%", "5.00%", "2.00%", "1.00%"])
    }

    @Test func topAndMinimumShareFoldIntoOther() throws {
        var options = PieChartOptions()
        options.top = 3
        let chart = PieChart(summary: try summary(week), options: options)
        #expect(chart.legend.map(\.name) == ["딸기쥬스", "바나나쥬스", "키위쥬스", "기타"])
        #expect(chart.legend.map(\.value) == ["50", "30", "12", "8"])
        #expect(chart.footnote == "기타: 망고쥬스 5, 파인애플쥬스 2, 수박쥬스 1")
        #expect(chart.slices.last?.color == JuicePalette.otherColor)

        options = PieChartOptions()
        options.minimumShare = 0.04
        options.language = .english
        var aggregator = SalesAggregator(language: .english)
        try aggregator.add(contentsOf: try OrderHistoryReader().read(Array(week.utf8), source: "t.json"))
        let english = PieChart(summary: aggregator.summary(), options: options)
        #expect(english.legend.map(\.name) == ["Strawberry", "Banana", "Kiwi", "Mango", "Other"])
        #expect(english.footnote == "Other: Pineapple 2, 수박쥬스 1")

        options.minimumShare = 0.015  // only pineapple (2 %)… no: 수박쥬스 (1 %) alone; one juice is never folded
        #expect(PieChart(summary: aggregator.summary(), options: options).footnote == nil)
    }

    @Test func sortOrders() throws {
        let sales = try summary(week)
        #expect(SegmentOrder.name.sorted(sales.segments, menu: .standard).map(\.name)
                == ["딸기쥬스", "망고쥬스", "바나나쥬스", "수박쥬스", "키위쥬스", "파인애플쥬스"])
        #expect(SegmentOrder.menu.sorted(sales.segments, menu: .standard).map(\.name)
                == ["딸기쥬스", "바나나쥬스", "파인애플쥬스", "키위쥬스", "망고쥬스", "수박쥬스"])
    }

    @Test func donutShowsTheTotalInTheHole() throws {
        var options = PieChartOptions()
        options.donutRatio = 0.5
        options.legendPosition = .none
        let chart = PieChart(summary: try summary(week), options: options)
        #expect(chart.centerText == "100\nunits")
        let renderer = PieChartRenderer()
        let render = RenderOptions(format: .png)
        let layout = try renderer.layout(chart, options: render)
        #expect(layout.innerRadius == layout.radius * 0.5)
        let image = try RasterImage(pngBytes: try renderer.render(chart, options: render))
        // The hole is background; the ring is the slice colour.
        let hole = layout.center.moved(by: layout.radius * 0.45, toward: Double.pi / 2)
        #expect(image.color(x: Int(hole.x), y: Int(hole.y)) == .white)
        let ring = layout.center.moved(by: layout.radius * 0.95, toward: layout.slices[0].midAngle)
        #expect(image.color(x: Int(ring.x), y: Int(ring.y)) == RGBColor(hex: 0xD62839))
    }

    @Test func startAngleAndDirectionMoveTheFirstSlice() throws {
        var options = PieChartOptions()
        options.startAngleDegrees = -90
        options.clockwise = false
        let chart = PieChart(summary: try summary(week), options: options)
        #expect(abs(chart.startAngle + Double.pi / 2) < 1e-12)
        let layout = try PieChartRenderer().layout(chart, options: RenderOptions(format: .png))
        // Half the units, counterclockwise from 12 o'clock: the first slice is the left half.
        #expect(abs(layout.slices[0].midAngle - (-Double.pi)) < 1e-9)
    }

    @Test func themesPaintTheBackground() throws {
        let chart = PieChart(summary: try summary(week))
        let dark = try RasterImage(pngBytes: try PieChartRenderer(style: ChartStyle(theme: .dark)).render(chart, options: RenderOptions(format: .png)))
        #expect(dark.color(x: 2, y: 2) == RGBColor(hex: 0x1C2128))
        let clear = try RasterImage(pngBytes: try PieChartRenderer(style: ChartStyle(theme: .transparent)).render(chart, options: RenderOptions(format: .png)))
        #expect(clear.alpha(x: 2, y: 2) == 0)
        #expect(clear.alpha(x: 400, y: 300) == 255)
    }

    @Test func svgCarriesTitleDescriptionAndRole() throws {
        let chart = PieChart(summary: try summary(week))
        let bytes = try PieChartRenderer().render(chart, options: RenderOptions(format: .svg))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"<svg role="img" aria-labelledby="chart-title chart-desc" "#))
        #expect(text.contains("<title id=\"chart-title\">Juice sales ⋅ 2026-11-20 ⋅ 100 units</title>"))
        #expect(text.contains("<desc id=\"chart-desc\">딸기쥬스: 50 units, 50%\n바나나쥬스: 30 units, 30%\n키위쥬스: 12 units, 12%\n"))
        let parser = XMLParser(data: Data(bytes))
        #expect(parser.parse())
    }
}
