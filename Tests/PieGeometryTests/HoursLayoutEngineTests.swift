import PieGeometry
import SeededRandom
import Testing

struct HoursLayoutEngineTests {
    private let measurer = FixedSizeMeasurer(characterWidth: 6, lineHeight: 12, titleLineHeight: 18)

    private func request(
        hours: Int = 12, width: Double = 800, height: Double = 600, subtitle: String? = "Busiest: Saturday 11:00–13:00",
        value: (Int, Int) -> Int? = { row, column in (row + 1) * (column + 1) }
    ) -> HoursLayoutRequest {
        let texts = (0..<7).map { row in (0..<hours).map { column in value(row, column).map(String.init) } }
        let maximum = Double(texts.joined().compactMap { $0.flatMap(Int.init) }.max() ?? 1)
        let ticks = TrendAxis.ticks(maximum: maximum, count: 4, minimumStep: 1).filter { $0 <= maximum }.map {
            TrendTick(value: $0, text: "\(Int($0))")
        }
        return HoursLayoutRequest(
            canvas: Size(width: width, height: height), title: "Units by hour", subtitle: subtitle,
            rowLabels: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
            columnLabels: (0..<hours).map { "\((10 + $0) % 24)" }, cellTexts: texts,
            scaleMaximum: max(maximum, 1), scaleTicks: ticks, scaleCaption: "units")
    }

    @Test func cellsTileTheGridWithoutOverlapping() {
        let layout = HoursLayoutEngine().layout(request(), measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(layout.cells.count == 7 * 12)
        // Row by row, left to right, an even pitch with the gutter between.
        let first = layout.cells[0].rect, second = layout.cells[1].rect, below = layout.cells[12].rect
        #expect(abs(second.minX - first.maxX - 2) < 1e-9 && abs(below.minY - first.maxY - 2) < 1e-9)
        #expect(abs(first.minX - layout.grid.minX) < 1e-9 && abs(layout.cells[83].rect.maxX - layout.grid.maxX) < 1e-9)
        for (a, b) in zip(layout.cells, layout.cells.dropFirst()) {
            #expect(!a.rect.intersects(b.rect))
        }
        for cell in layout.cells {
            #expect(!cell.rect.intersects(layout.scaleBar))
            #expect(cell.text.map { cell.rect.contains($0.box) } ?? false)
        }
    }

    @Test func labelsSitBesideTheirRowsAndColumnsInsideTheCanvas() {
        let layout = HoursLayoutEngine().layout(request(), measuring: measurer)
        let canvas = Rect(x: 0, y: 0, width: 800, height: 600)
        for (row, label) in layout.rowLabels.enumerated() {
            #expect(canvas.contains(label.box))
            #expect(label.box.maxX <= layout.grid.minX)
            #expect(abs(label.box.center.y - layout.cells[row * 12].rect.center.y) < 1e-9)
        }
        #expect(layout.columnLabelStride == 1 && layout.columnLabels.count == 12)
        for (column, label) in layout.columnLabels.enumerated() {
            #expect(canvas.contains(label.box))
            #expect(label.box.maxY <= layout.grid.minY)
            #expect(abs(label.box.center.x - layout.cells[column].rect.center.x) < 1e-9)
        }
        #expect(layout.title.map { canvas.contains($0.box) && $0.box.maxY <= (layout.subtitle?.box.minY ?? 0) } == true)
        #expect(layout.scaleTicks.map(\.label.text) == ["0", "25", "50", "75"])
        #expect(layout.scaleBar.minY > layout.grid.maxY && canvas.contains(layout.scaleBar))
        // The figures stand under their places on the bar (0 at its left end, 84 at its right).
        #expect(abs(layout.scaleTicks[0].x - layout.scaleBar.minX) < 1e-9)
        #expect(abs(layout.scaleTicks[3].x - (layout.scaleBar.minX + 75.0 / 84 * layout.scaleBar.size.width)) < 1e-9)
        #expect(layout.scaleCaption.box.maxX < layout.scaleBar.minX)
    }

    @Test func figuresThatDoNotFitAreLeftOutAndEmptyHoursHaveNone() {
        // 24 narrow columns: a figure of 6 digits (36 points) does not fit a cell of about 30.
        let layout = HoursLayoutEngine().layout(
            request(hours: 24) { row, column in
                row == 2 ? nil : column == 5 ? 123_456 : row + column
            }, measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(layout.cells.filter { $0.row == 2 }.allSatisfy { $0.text == nil })
        #expect(layout.cells.filter { $0.column == 5 }.allSatisfy { $0.text == nil })
        #expect(layout.cells.filter { $0.row != 2 && $0.column != 5 }.allSatisfy { $0.text != nil })
        // Cells are no taller than their width allows: the grid is kept together.
        #expect(layout.cells[0].rect.size.height <= layout.cells[0].rect.size.width * 1.15 + 1e-9)
    }

    @Test func hoursThinOutOnANarrowCanvas() {
        let layout = HoursLayoutEngine().layout(request(hours: 24, width: 320, height: 240), measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(layout.columnLabelStride > 1)
        #expect(layout.columnLabels.first?.text == "10")
    }

    /// Random grids, texts and canvases keep every promise.
    @Test func randomHeatmapsKeepTheirPromises() {
        var random = SplitMix64(seed: 28)
        for _ in 0..<400 {
            let hours = Int(random.next() % 24) + 1
            let width = Double(random.next() % 1200) + 320
            let height = Double(random.next() % 700) + 240
            let big = random.next() % 3 == 0
            let subtitle: String? =
                random.next() % 4 == 0
                ? nil : String(repeating: "Busiest: Saturday 11:00–13:00 ", count: Int(random.next() % 3) + 1)
            let heatmap = request(hours: hours, width: width, height: height, subtitle: subtitle) { _, _ in
                random.next() % 5 == 0 ? nil : Int(random.next() % (big ? 10_000_000 : 60))
            }
            let layout = HoursLayoutEngine().layout(heatmap, measuring: measurer)
            #expect(layout.invariantViolations() == [], "\(hours) hours, \(width)×\(height)")
            #expect(layout.cells.count == 7 * hours)
        }
    }
}
