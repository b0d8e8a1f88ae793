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
        let request = PieLayoutRequest(
            canvas: Size(width: 400, height: 300), title: nil,
            values: [1, 1, 2], labels: ["ab", "cdef", "g\nhi"])
        let layout = engine.layout(request, measuring: measurer)
        #expect(layout.invariantViolations().isEmpty)
        // Area inside the 16 pt padding is 368 × 268 with its centre at (200, 150);
        // radius = 268 / 2 − 6 = 128, so labels sit 128 × 2/3 from the centre.
        #expect(layout.center == Point(x: 200, y: 150))
        #expect(layout.radius == 128)
        let reach = 128.0 * 2 / 3
        // Slice 1 spans 0…π/2, mid-angle π/4 (down and right, since y grows downwards).
        expectClose(layout.labels[0].text.box.center.x, 200 + reach * cos(Double.pi / 4))
        expectClose(layout.labels[0].text.box.center.y, 150 + reach * sin(Double.pi / 4))
        #expect(layout.labels[0].text.box.size == Size(width: 20, height: 20))
        expectClose(layout.labels[0].text.box.minX, 200 + reach * cos(Double.pi / 4) - 10)
        // Slice 2 spans π/2…π; slice 3 spans π…2π with its mid-angle straight up at 3π/2.
        expectClose(layout.labels[1].text.box.center.x, 200 + reach * cos(3 * Double.pi / 4))
        expectClose(layout.labels[2].text.box.center.x, 200)
        expectClose(layout.labels[2].text.box.center.y, 150 - reach)
        #expect(layout.labels[2].text.box.size == Size(width: 20, height: 40))
        expectClose(layout.labels[2].text.box.minY, 150 - reach - 20)
    }

    @Test func titleTakesTheTopAndThePieCentresInTheRest() throws {
        let request = PieLayoutRequest(
            canvas: Size(width: 400, height: 300), title: "Sales",
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
        #expect(layout.labels[0].text.box.center == Point(x: 200, y: 168))
    }

    @Test func flagsBrokenLayouts() {
        func label(_ index: Int, _ box: Rect, leader: [Point]? = nil) -> SliceLabel {
            SliceLabel(
                sliceIndex: index, text: PlacedText(text: "a", role: .sliceLabel, box: box),
                placement: leader.map { .outside(leader: $0) } ?? .inside)
        }
        // Slice 0 is the lower half (0 to π, clockwise from 3 o'clock), slice 1 the upper.
        let small = Rect(x: 45, y: 55, width: 4, height: 4)
        let sound = PieLayout(
            canvas: Size(width: 100, height: 100), title: nil, center: Point(x: 50, y: 50), radius: 40,
            slices: Slice.slices(for: [1, 1]),
            labels: [label(0, small), label(1, Rect(x: 52, y: 41, width: 4, height: 4))])
        #expect(sound.invariantViolations().isEmpty)
        let broken = PieLayout(
            canvas: Size(width: 100, height: 100), title: nil, center: Point(x: 50, y: 50), radius: 40,
            slices: [Slice(startAngle: 0, endAngle: 1), Slice(startAngle: 2, endAngle: 2 * Double.pi)],
            labels: [
                label(0, small),
                label(
                    0, Rect(x: 47, y: 47, width: 60, height: 4),
                    leader: [Point(x: 90, y: 50), Point(x: 95, y: 50), Point(x: 0, y: 0)]),
            ])
        #expect(
            broken.invariantViolations() == [
                "slice starting at 2.0 does not meet the previous one ending at 1.0",
                "label of slice 0 Rect(origin: (47.0, 47.0), size: PieGeometry.Size(width: 60.0, height: 4.0)) leaves the canvas",
                "inside label of slice 0 leaves its slice",
                "outside label of slice 0 overlaps the pie",
                "leader line of slice 0 ends at (0.0, 0.0), away from its label Rect(origin: (47.0, 47.0), size: PieGeometry.Size(width: 60.0, height: 4.0))",
                "leader line of slice 0 crosses the pie",
                "slice 0 has two labels",
                "slice 1 has neither a label nor a legend entry",
            ])
    }

    @Test func flagsLeaderLinesThatCrossAndLabelsThatNameNothing() {
        // Four quarter slices of a pie of radius 40 at (100, 100); labels right of the pie.
        func outside(_ index: Int, y: Double, from rim: Point, form: LabelForm = .full) -> SliceLabel {
            let box = Rect(x: 160, y: y - 5, width: 30, height: 10)
            return SliceLabel(
                sliceIndex: index, text: PlacedText(text: "x", role: .sliceLabel, box: box, alignment: .left),
                placement: .outside(leader: [rim, Point(x: 150, y: y), Point(x: 156, y: y)]), form: form)
        }
        let slices = Slice.slices(for: [1, 1, 1, 1])  // down-right, down-left, up-left, up-right
        let downRight = Point(x: 100, y: 100).moved(by: 40, toward: Double.pi / 4)
        let upRight = Point(x: 100, y: 100).moved(by: 40, toward: -Double.pi / 4)
        // Slice 0 (down-right) points to the upper label, slice 3 (up-right) to the lower: the lines cross.
        let crossing = PieLayout(
            canvas: Size(width: 200, height: 200), title: nil, center: Point(x: 100, y: 100), radius: 40,
            slices: slices,
            labels: [
                outside(0, y: 60, from: downRight), outside(1, y: 100, from: upRight, form: .shortened),
                outside(3, y: 140, from: upRight, form: .shortened),
            ])
        // None of the three leaves its slice radially, and the upper label belongs to the lower slice.
        #expect(
            crossing.invariantViolations() == [
                "leader line of slice 0 is not a radial piece and one piece to its label",
                "leader line of slice 0 crosses the pie",
                "leader line of slice 1 starts on the rim of another slice",
                "leader line of slice 1 is not a radial piece and one piece to its label",
                "leader lines of slices 0 and 1 cross",
                "leader line of slice 3 is not a radial piece and one piece to its label",
                "leader line of slice 3 crosses the pie",
                "leader lines of slices 0 and 3 cross",
                "leader lines of slices 0 and 1 come within 0.0 pt",
                "outside labels of slices 0 and 1 are out of order",
                "slice 1 has a shortened label and no legend entry",
                "slice 2 has neither a label nor a legend entry",
                "slice 3 has a shortened label and no legend entry",
            ])
        // A leader line through another label's text.
        let throughText = PieLayout(
            canvas: Size(width: 200, height: 200), title: nil, center: Point(x: 100, y: 100), radius: 40,
            slices: Slice.slices(for: [1]),
            labels: [
                SliceLabel(
                    sliceIndex: 0,
                    text: PlacedText(
                        text: "x", role: .sliceLabel,
                        box: Rect(x: 160, y: 100, width: 30, height: 10)),
                    placement: .outside(leader: [Point(x: 140, y: 100), Point(x: 150, y: 100), Point(x: 156, y: 105)]))
            ],
            footnote: PlacedText(text: "note", role: .footnote, box: Rect(x: 145, y: 95, width: 10, height: 8)))
        #expect(throughText.invariantViolations() == ["leader line of slice 0 crosses the footnote"])
    }
}
