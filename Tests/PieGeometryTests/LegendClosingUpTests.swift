import Testing

@testable import PieGeometry

/// A legend relisted shorter once labels named some of its rows (`LegendBuilder.relisting`) keeps
/// its foot where it was: the room its rows freed is shared out, half above the pie and half
/// below the legend, so no gap is left between them (`PieLayoutEngine.Plot.closingUp`).
struct LegendClosingUpTests {
    static func legend(_ frame: Rect, position: LegendPosition = .bottom) -> LegendLayout {
        let text = PlacedText(
            text: "Latte", role: .legend, box: Rect(x: frame.minX, y: frame.maxY - 16, width: 40, height: 16))
        return LegendLayout(
            position: position, frame: frame,
            entries: [LegendLayout.Entry(index: 0, swatch: text.box, name: text, value: text, share: text)])
    }

    @Test func aShorterLegendBelowMovesUpAndThePieDownByHalfWhatItFreed() {
        let label = SliceLabel(
            sliceIndex: 1,
            text: PlacedText(text: "Mocha", role: .sliceLabel, box: Rect(x: 500, y: 100, width: 50, height: 20)),
            placement: .outside(leader: [Point(x: 480, y: 120), Point(x: 495, y: 110)]))
        let plot = PieLayoutEngine.Plot(
            center: Point(x: 400, y: 150), radius: 84, innerRadius: 0, labels: [label],
            legend: Self.legend(Rect(x: 17, y: 249, width: 766, height: 292)), centerText: nil, legendCapacity: nil,
            score: 1)
        let shorter = Self.legend(Rect(x: 17, y: 307, width: 766, height: 234))
        let closed = plot.closingUp(from: plot.legend!, to: shorter)
        #expect(closed.legend?.frame == Rect(x: 17, y: 278, width: 766, height: 234))
        #expect(closed.center == Point(x: 400, y: 179))
        #expect(closed.labels[0].text.box == Rect(x: 500, y: 129, width: 50, height: 20))
        #expect(closed.radius == 84 && closed.score == 1)
        // Beside the pie, right-aligned: the room freed across.
        let beside = PieLayoutEngine.Plot(
            center: Point(x: 200, y: 300), radius: 84, innerRadius: 0, labels: [],
            legend: Self.legend(Rect(x: 500, y: 100, width: 280, height: 400), position: .right), centerText: nil,
            legendCapacity: nil, score: 1)
        let narrower = Self.legend(Rect(x: 560, y: 150, width: 220, height: 300), position: .right)
        let across = beside.closingUp(from: beside.legend!, to: narrower)
        #expect(across.legend?.frame == Rect(x: 530, y: 150, width: 220, height: 300))
        #expect(across.center == Point(x: 230, y: 300))
    }
}
