import PieGeometry
import SeededRandom
import Testing

struct TrendLayoutEngineTests {
    private let measurer = FixedSizeMeasurer(characterWidth: 6, lineHeight: 12, titleLineHeight: 18)

    private func request(
        days: Int, series: Int = 3, width: Double = 600, height: Double = 300,
        value: (Int, Int) -> Double = { day, series in Double((day + 1) * (series + 1)) }
    ) -> TrendLayoutRequest {
        let stacks = (0..<days).map { day in (0..<series).map { value(day, $0) } }
        let maximum = stacks.map { $0.reduce(0, +) }.max() ?? 0
        let ticks = TrendAxis.ticks(maximum: maximum, minimumStep: 1).map { TrendTick(value: $0, text: "\(Int($0))") }
        return TrendLayoutRequest(
            canvas: Size(width: width, height: height), title: "Units per day",
            dayLabels: (0..<days).map { String(format: "11-%02d", $0 % 30 + 1) },
            stacks: stacks, ticks: ticks, seriesNames: (0..<series).map { "juice \($0)" })
    }

    @Test func axisFiguresAreRoundAndCoverTheMaximum() {
        #expect(TrendAxis.ticks(maximum: 113) == [0, 25, 50, 75, 100, 125])
        #expect(TrendAxis.ticks(maximum: 7, minimumStep: 1) == [0, 2, 4, 6, 8])
        #expect(TrendAxis.ticks(maximum: 3, minimumStep: 1) == [0, 1, 2, 3])
        #expect(TrendAxis.ticks(maximum: 0, minimumStep: 1) == [0, 1])
        #expect(TrendAxis.ticks(maximum: 1_234_500) == [0, 250_000, 500_000, 750_000, 1_000_000, 1_250_000])
        #expect(TrendAxis.ticks(maximum: 100) == [0, 20, 40, 60, 80, 100])
    }

    @Test func barsStackInProportionFromTheZeroLine() {
        let layout = TrendLayoutEngine().layout(request(days: 4), measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(layout.bars.count == 12)
        // Day 4 stacks 4 + 8 + 12 = 24 on an axis to 25.
        let day3 = layout.bars.filter { $0.day == 3 }
        let heights = day3.map(\.rect.size.height)
        #expect(abs(heights.reduce(0, +) - layout.plot.size.height * 24 / 25) < 1e-9)
        #expect(abs(heights[2] / heights[0] - 3) < 1e-9)
        #expect(layout.gridLines.map(\.label.text) == ["0", "5", "10", "15", "20", "25"])
        #expect(layout.gridLines[0].y == layout.plot.maxY && layout.gridLines[5].y == layout.plot.minY)
        #expect(layout.dayLabelStride == 1 && layout.dayLabels.count == 4)
    }

    @Test func aDayWithoutSalesIsAGap() {
        let layout = TrendLayoutEngine().layout(request(days: 5) { day, _ in day == 2 ? 0 : 3 }, measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(Set(layout.bars.map(\.day)) == [0, 1, 3, 4])
    }

    @Test func datesThinOutSoTheyNeverCollide() {
        // 92 days on a 450-point plot: a slot is 4.9 points, a label 30 and its gap 8, so every 14th day.
        let layout = TrendLayoutEngine().layout(request(days: 92, width: 500), measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(abs(layout.plot.size.width - 450) < 1e-9)
        #expect(layout.dayLabelStride == 14)
        #expect(layout.dayLabels.count == 7)
        #expect(layout.dayLabels.first?.text == "11-01")
    }

    @Test func aLongLegendWrapsIntoRows() {
        let layout = TrendLayoutEngine().layout(
            request(days: 30, series: 12, width: 400, height: 320), measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(layout.legend.count == 12)
        #expect(Set(layout.legend.map(\.name.box.minY)).count > 1)
        #expect(layout.legend.allSatisfy { $0.swatch.minY > layout.plot.maxY })
    }

    /// Random periods, series and canvases keep every promise.
    @Test func randomTrendsKeepTheirPromises() {
        var random = SplitMix64(seed: 19)
        for _ in 0..<500 {
            let days = Int(random.next() % 400) + 1
            let series = Int(random.next() % 9) + 1
            let width = Double(random.next() % 900) + 300
            let height = Double(random.next() % 400) + 220
            let trend = request(days: days, series: series, width: width, height: height) { _, _ in
                random.next() % 4 == 0 ? 0 : Double(random.next() % 500)
            }
            let layout = TrendLayoutEngine().layout(trend, measuring: measurer)
            #expect(layout.invariantViolations() == [], "\(days) days, \(series) series, \(width)×\(height)")
        }
    }
}
