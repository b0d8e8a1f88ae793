import Foundation
import JuiceCore
import JuiceIngest
import PieGeometry
import ChartTestSupport
import JuiceReports
import PieRender
import Testing

/// The hard inputs in samples/gallery, laid out and drawn as the tool does by default.
struct GalleryTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../samples/gallery").standardizedFileURL
    static let names = [
        "one-juice", "two-equal", "steep-tail", "long-names", "sixty-juices", "one-dominant", "no-sales",
    ]

    static func summary(_ name: String) throws -> SalesSummary {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("\(name).json")))
        var aggregator = SalesAggregator()
        try aggregator.add(contentsOf: try OrderHistoryReader().read(bytes, source: name))
        return aggregator.summary()
    }

    private let renderer = PieChartRenderer()
    private let options = RenderOptions(format: .png)

    static func chart(_ summary: SalesSummary) throws -> PieChart {
        ChartContent(summary: summary, specification: try ChartSpecification()).chart
    }

    @Test(arguments: names)
    func layoutKeepsEveryPromise(name: String) throws {
        let summary = try Self.summary(name)
        let chart = try Self.chart(summary)
        let layout = try renderer.layout(chart)
        #expect(layout.invariantViolations() == [])
        // Every juice is labelled or in the legend.
        let inLegend = Set(layout.legend?.entries.map(\.index) ?? [])
        for index in chart.request.values.indices {
            #expect(
                layout.labels.contains { $0.sliceIndex == index } || inLegend.contains(index),
                "\(name): slice \(index) is nowhere")
        }
        #expect(chart.request.values.count == summary.segments.count)
    }

    /// Issue 28: each share shown is the rule's figure for its slice (the nearest, at one decimal
    /// count for the chart), never `0%` or `<0.1%` for a juice that sold; they need not add up to 100.
    @Test(arguments: names)
    func shownPercentagesAreTheRulesFigures(name: String) throws {
        let chart = try Self.chart(try Self.summary(name))
        let values = chart.request.values.map { Int64($0) }
        let shares = chart.request.legend.map(\.share)
        #expect(shares == ShareRounding.shares(of: values).texts, "\(name): \(shares)")
        for (value, share) in zip(values, shares) where value > 0 {
            #expect(!share.hasPrefix("<") && share.contains(where: { "123456789".contains($0) }), "\(name): \(share)")
        }
    }

    @Test(arguments: names)
    func insideLabelsContrastWithTheirSlice(name: String) throws {
        let chart = try Self.chart(try Self.summary(name))
        let layout = try renderer.layout(chart)
        for label in layout.labels where label.placement == .inside {
            let color = chart.sliceColors[label.sliceIndex]
            #expect(
                color.readableTextColor.contrastRatio(with: color) >= 4.5, "\(name): \(label.text.text) on \(color)")
        }
    }

    @Test(arguments: names)
    func everySliceOfThreePercentOrMoreCarriesItsName(name: String) throws {
        let chart = try Self.chart(try Self.summary(name))
        let layout = try renderer.layout(chart)
        let total = chart.request.values.reduce(0, +)
        for (index, value) in chart.request.values.enumerated() where value / total >= 0.03 {
            let label = layout.labels.first { $0.sliceIndex == index }
            #expect(label != nil, "\(name): slice \(index) (\(value / total)) shows nothing")
        }
    }

    @Test(arguments: names)
    func legendTypeNeverFallsBelowNinePoints(name: String) throws {
        let layout = try renderer.layout(try Self.chart(try Self.summary(name)))
        let size = ChartStyle().fontSize(for: .legend, canvas: layout.canvas)
        // From 400 × 300 up (every chart of this gallery is 800 × 600).
        for entry in layout.legend?.entries ?? [] {
            #expect(size * entry.name.fontScale >= 9 - 1e-9, "\(name): \(entry.name.text)")
        }
    }

    @Test func bigSlicesKeepTheirLabelsInside() throws {
        let chart = try Self.chart(try Self.summary("steep-tail"))
        let layout = try renderer.layout(chart)
        // The three largest fit inside with their names; 키위 3.8 % is named beside the pie rather than
        // showing its share alone inside (issue 18: names before shares), and so are the rest.
        #expect(layout.labels.filter { $0.placement == .inside }.map(\.sliceIndex) == [0, 1, 2])
        #expect(layout.labels.filter { $0.placement == .inside }.map(\.form) == [.full, .full, .full])
        #expect(layout.labels.filter { $0.placement != .inside }.map(\.sliceIndex) == [3, 4, 5, 6])
        #expect(layout.labels.allSatisfy { $0.form == .full })
        #expect(layout.unlabelledSlices == [])
    }

    @Test func noSalesDrawsARingWithTheMessage() throws {
        let chart = try Self.chart(try Self.summary("no-sales"))
        #expect(chart.request.values.isEmpty)
        #expect(chart.request.centerText == "판매 없음 / No sales")
        let layout = try renderer.layout(chart)
        #expect(layout.centerText?.text == "판매 없음 / No sales")
        let image = try RasterImage(pngBytes: try renderer.render(chart, options: options))
        let ring = layout.center.moved(by: layout.radius * 0.95, toward: 0)
        #expect(image.color(x: Int(ring.x), y: Int(ring.y)) == ChartStyle().emptyRingColor)
        #expect(image.color(x: Int(layout.center.x), y: Int(layout.center.y - layout.radius * 0.5)) == .white)
    }

    @Test(arguments: ["steep-tail", "long-names"])
    func matchesTheGoldenImage(name: String) throws {
        let bytes = try renderer.render(try Self.chart(try Self.summary(name)), options: options)
        try GoldenImage.assertMatches(bytes, named: name, testFile: "GalleryTests")
    }
}
