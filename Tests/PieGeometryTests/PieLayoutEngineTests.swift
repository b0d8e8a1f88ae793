import Foundation
import Testing
import PieGeometry

struct PieLayoutEngineTests {
    private let engine = PieLayoutEngine()
    private let measurer = FixedSizeMeasurer()

    private func expectClose(_ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual - expected) < 1e-9, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
    }

    @Test func placesLabelsAtTwoThirdsOfTheRadiusOnTheMidAngle() {
        let request = PieLayoutRequest(canvas: Size(width: 400, height: 300), title: nil,
                                       values: [1, 1, 2], labels: ["ab", "cdef", "g\nhi"])
        let layout = engine.layout(request, measuring: measurer)
        #expect(layout.invariantViolations().isEmpty)
        // Area inside the 16 pt padding is 368 × 268 with its centre at (200, 150);
        // radius = 268 / 2 − 6 = 128, so labels sit 128 × 2/3 from the centre.
        #expect(layout.center == Point(x: 200, y: 150))
        #expect(layout.radius == 128)
        let reach = 128.0 * 2 / 3
        // Slice 1 spans 0…π/2, mid-angle π/4 (down and right, since y grows downwards).
        expectClose(layout.labels[0].box.center.x, 200 + reach * cos(Double.pi / 4))
        expectClose(layout.labels[0].box.center.y, 150 + reach * sin(Double.pi / 4))
        #expect(layout.labels[0].box.size == Size(width: 20, height: 20))
        expectClose(layout.labels[0].box.minX, 200 + reach * cos(Double.pi / 4) - 10)
        // Slice 2 spans π/2…π; slice 3 spans π…2π with its mid-angle straight up at 3π/2.
        expectClose(layout.labels[1].box.center.x, 200 + reach * cos(3 * Double.pi / 4))
        expectClose(layout.labels[2].box.center.x, 200)
        expectClose(layout.labels[2].box.center.y, 150 - reach)
        #expect(layout.labels[2].box.size == Size(width: 20, height: 40))
        expectClose(layout.labels[2].box.minY, 150 - reach - 20)
    }

    @Test func titleTakesTheTopAndThePieCentresInTheRest() throws {
        let request = PieLayoutRequest(canvas: Size(width: 400, height: 300), title: "Sales",
                                       values: [1], labels: ["only"])
        let layout = engine.layout(request, measuring: measurer)
        #expect(layout.invariantViolations().isEmpty)
        let title = try #require(layout.title)
        #expect(title.box == Rect(x: 175, y: 16, width: 50, height: 24))
        // Pie area: y from 16 + 24 + 12 = 52 to 300 − 16 = 284, 232 tall, so radius 116 − 6 = 110.
        #expect(layout.center == Point(x: 200, y: 168))
        #expect(layout.radius == 110)
        // One juice: a full disc with its label in the centre.
        #expect(layout.slices == [Slice(startAngle: 0, endAngle: 2 * Double.pi)])
        #expect(layout.labels[0].box.center == Point(x: 200, y: 168))
    }

    @Test func flagsBrokenLayouts() {
        let label = PlacedText(text: "a", role: .sliceLabel, box: Rect(x: 0, y: 0, width: 1, height: 1))
        let sound = PieLayout(canvas: Size(width: 100, height: 100), title: nil, center: Point(x: 50, y: 50), radius: 40,
                              slices: Slice.slices(for: [1, 1]), labels: [label, label])
        #expect(sound.invariantViolations().isEmpty)
        let gap = PieLayout(canvas: Size(width: 100, height: 100), title: nil, center: Point(x: 50, y: 50), radius: 60,
                            slices: [Slice(startAngle: 0, endAngle: 1), Slice(startAngle: 2, endAngle: 2 * Double.pi)],
                            labels: [label])
        #expect(gap.invariantViolations() == [
            "1 labels for 2 slices",
            "slice starting at 2.0 does not meet the previous one ending at 1.0",
            "the pie Rect(origin: (-10.0, -10.0), size: PieGeometry.Size(width: 120.0, height: 120.0)) leaves the canvas",
        ])
    }
}
