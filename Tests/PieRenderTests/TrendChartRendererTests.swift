import ChartTestSupport
import Foundation
import PieGeometry
import PieRender
import Testing

struct TrendChartRendererTests {
    static let colors = [RGBColor(hex: 0xE8414E), RGBColor(hex: 0xF5A623), RGBColor(hex: 0x7BB342)]

    /// Five days of three juices; the third day without sales.
    static func fiveDays(canvas: Size = Size(width: 600, height: 300)) -> TrendChart {
        let stacks: [[Double]] = [[10, 5, 2], [12, 4, 6], [0, 0, 0], [8, 8, 8], [20, 2, 1]]
        let ticks = TrendAxis.ticks(maximum: 24, minimumStep: 1).map { TrendTick(value: $0, text: "\(Int($0))") }
        return TrendChart(
            request: TrendLayoutRequest(
                canvas: canvas, title: "Units per day",
                dayLabels: ["11-01", "11-02", "11-03", "11-04", "11-05"], stacks: stacks,
                ticks: ticks, seriesNames: ["딸기쥬스", "망고쥬스", "키위쥬스"]),
            seriesColors: colors)
    }

    @Test func barsShowTheirJuicesColoursAndAClosedDayIsEmpty() throws {
        let (png, layout) = try TrendChartRenderer().render(
            Self.fiveDays(), options: RenderOptions(format: .png, scale: 2))
        #expect(layout.invariantViolations() == [])
        let image = try RasterImage(pngBytes: png)
        #expect(image.width == 1200 && image.height == 600)
        for bar in layout.bars where bar.rect.size.height > 4 {
            let centre = bar.rect.center
            #expect(
                image.color(x: Int(centre.x * 2), y: Int(centre.y * 2)) == Self.colors[bar.series], "day \(bar.day)")
        }
        // The closed day's slot is background from the zero line up.
        let slot = layout.plot.size.width / 5
        let x = layout.plot.minX + 2.5 * slot
        #expect(image.color(x: Int(x * 2), y: Int((layout.plot.maxY - 20) * 2)) == RGBColor.white)
        #expect(layout.gridLines.map(\.label.text) == ["0", "5", "10", "15", "20", "25"])
    }

    @Test func svgAndPDFKeepTheTextAsText() throws {
        let svg = try TrendChartRenderer().render(Self.fiveDays(), options: RenderOptions(format: .svg)).file
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<title id=\"chart-title\">Units per day</title>"))
        let pdf = try TrendChartRenderer().render(
            Self.fiveDays(),
            options: RenderOptions(format: .pdf, creationDate: Date(timeIntervalSince1970: 1_764_000_000))
        ).file
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let again = try TrendChartRenderer().render(
            Self.fiveDays(),
            options: RenderOptions(format: .pdf, creationDate: Date(timeIntervalSince1970: 1_764_000_000))
        ).file
        #expect(pdf == again)
    }
}
