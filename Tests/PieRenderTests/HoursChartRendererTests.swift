import ChartTestSupport
import Foundation
import PieGeometry
import PieRender
import Testing

struct HoursChartRendererTests {
    /// A week of 12 hours from 10:00, the busiest hour Saturday 12:00 (row 5, column 2), Monday closed.
    static func week(canvas: Size = Size(width: 800, height: 600)) -> (chart: HoursChart, values: [[Int]]) {
        let values = (0..<7).map { row in
            (0..<12).map { column in row == 0 ? 0 : row == 5 && column == 2 ? 60 : (row * 7 + column * 3) % 40 + 1 }
        }
        let scale = SequentialScale.oranges
        let ticks = [0.0, 20, 40, 60].map { TrendTick(value: $0, text: "\(Int($0))") }
        let request = HoursLayoutRequest(
            canvas: canvas, title: "Units by hour", subtitle: "Busiest: Saturday 12:00–13:00",
            rowLabels: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], columnLabels: (10..<22).map(String.init),
            cellTexts: values.map { $0.map { $0 == 0 ? nil : String($0) } }, scaleMaximum: 60, scaleTicks: ticks,
            scaleCaption: "units")
        let colors = values.map { $0.map { $0 == 0 ? nil : scale.color(at: Double($0) / 60) } }
        return (
            HoursChart(
                request: request, cellColors: colors, scale: scale, description: "Busiest: Saturday 12:00–13:00"),
            values
        )
    }

    /// Each cell is drawn in its colour; the darkest is the busiest hour's, and an hour without
    /// sales is an empty cell, lighter than the scale's low end.
    @Test func theDarkestCellIsTheBusiestHour() throws {
        let (chart, values) = Self.week()
        let renderer = HoursChartRenderer()
        let (png, layout) = try renderer.render(chart, options: RenderOptions(format: .png, scale: 2))
        #expect(layout.invariantViolations() == [])
        let image = try RasterImage(pngBytes: png)
        #expect(image.width == 1600 && image.height == 1200)
        // Beside the figure (a corner of the cell), the cell's own colour.
        func sample(_ cell: HoursLayout.Cell) -> RGBColor {
            image.color(x: Int((cell.rect.minX + 3) * 2), y: Int((cell.rect.minY + 3) * 2))
        }
        for cell in layout.cells {
            #expect(
                sample(cell) == (chart.cellColors[cell.row][cell.column] ?? renderer.emptyCellColor),
                "cell \(cell.row),\(cell.column)")
        }
        let darkest = try #require(
            layout.cells.filter { values[$0.row][$0.column] > 0 }.min {
                sample($0).relativeLuminance < sample($1).relativeLuminance
            })
        #expect(darkest.row == 5 && darkest.column == 2)
        #expect(sample(layout.cells[0]).relativeLuminance > SequentialScale.oranges.stops[0].relativeLuminance)
        // The figure is written on the busiest cell in white, on a light cell in dark text.
        let busiest = layout.cells[5 * 12 + 2]
        #expect(busiest.text?.text == "60")
        #expect(renderer.textColor(on: SequentialScale.oranges.color(at: 1)) == .white)
        #expect(renderer.textColor(on: SequentialScale.oranges.color(at: 0)) != .white)
        // The scale's bar runs from the low end's colour to the high end's.
        let bar = layout.scaleBar
        let low = image.color(x: Int((bar.minX + 1) * 2), y: Int(bar.center.y * 2))
        let high = image.color(x: Int((bar.maxX - 1) * 2), y: Int(bar.center.y * 2))
        #expect(low.difference(from: SequentialScale.oranges.stops[0]) < 3)
        #expect(high.difference(from: SequentialScale.oranges.stops[SequentialScale.oranges.stops.count - 1]) < 3)
    }

    /// In grey print the order still reads: every step of the scale is darker than the one before.
    @Test func theScaleDarkensAtEveryStep() {
        let scale = SequentialScale.oranges
        let lightness = (0...100).map { scale.color(at: Double($0) / 100).relativeLuminance }
        #expect(zip(lightness, lightness.dropFirst()).allSatisfy { $0 > $1 })
        #expect(lightness[0] > 0.75 && lightness[100] < 0.07)
        // Grey steps a printer can tell apart between the two ends.
        #expect(lightness[0] / lightness[100] > 10)
        #expect(scale.reversed().color(at: 0) == scale.color(at: 1))
        #expect(scale.color(at: -1) == scale.stops[0] && scale.color(at: 2) == scale.stops[scale.stops.count - 1])
    }

    @Test func writesPNGSVGAndPDF() throws {
        let (chart, _) = Self.week()
        let png = try HoursChartRenderer().render(chart, options: RenderOptions(format: .png)).file
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let svg = String(
            decoding: try HoursChartRenderer().render(chart, options: RenderOptions(format: .svg)).file, as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<title id=\"chart-title\">Units by hour</title>"))
        #expect(svg.contains("Busiest: Saturday 12:00–13:00"))
        let options = RenderOptions(format: .pdf, creationDate: Date(timeIntervalSince1970: 1_764_000_000))
        let pdf = try HoursChartRenderer().render(chart, options: options).file
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(try HoursChartRenderer().render(chart, options: options).file == pdf)
        // The dark theme draws on its own background, a light cell's figure still in dark text.
        let darkRenderer = HoursChartRenderer(style: ChartStyle(theme: .dark))
        let dark = try darkRenderer.render(chart, options: RenderOptions(format: .png))
        let image = try RasterImage(pngBytes: dark.file)
        #expect(image.color(x: 2, y: 2) == RGBColor(hex: 0x1C2128))
        #expect(darkRenderer.textColor(on: SequentialScale.oranges.color(at: 0)) == RGBColor(hex: 0x1F2328))
        #expect(darkRenderer.textColor(on: SequentialScale.oranges.color(at: 1)) == .white)
    }
}
