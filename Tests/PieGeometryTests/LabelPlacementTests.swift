import Foundation
import Testing
@testable import PieGeometry

/// Placement beyond the seed: fit test, outside columns, legend fallback, donut and direction.
struct LabelPlacementTests {
    private let engine = PieLayoutEngine()
    private let measurer = FixedSizeMeasurer()

    private func expectSound(_ layout: PieLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout.invariantViolations() == [], sourceLocation: sourceLocation)
    }

    @Test func wedgeContainmentHonoursEdgesAndPadding() {
        let center = Point(x: 0, y: 0)
        let quarter = Slice(startAngle: 0, endAngle: Double.pi / 2)  // down-right on screen
        #expect(quarter.wedgeContains(Point(x: 10, y: 10), center: center, padding: 3))
        #expect(!quarter.wedgeContains(Point(x: 10, y: 2), center: center, padding: 3), "2 pt from the edge, padding 3")
        #expect(!quarter.wedgeContains(Point(x: -10, y: 10), center: center, padding: 0))
        let wide = Slice(startAngle: 0, endAngle: 1.5 * Double.pi)  // everything but the top-right quarter
        #expect(wide.wedgeContains(Point(x: -10, y: -10), center: center, padding: 3))
        #expect(!wide.wedgeContains(Point(x: 10, y: -10), center: center, padding: 0))
        // Behind the centre, the distance to each edge is to its ray, not its line.
        #expect(wide.wedgeContains(Point(x: -5, y: 0.5), center: center, padding: 3))
    }

    @Test func aLabelTooBigForItsSliceGoesOutsideWithALeaderLine() throws {
        // Starting at 12 o'clock, the two 5 % slices end up just left of the top, where
        // their narrow wedges stand upright and no horizontal label fits inside.
        let request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: nil, values: [90, 5, 5],
            labels: ["big", "a long\nlabel", "tiny two"], startAngle: -Double.pi / 2)
        let layout = engine.layout(request, measuring: measurer)
        expectSound(layout)
        #expect(layout.labels.map(\.sliceIndex) == [0, 1, 2])
        #expect(layout.labels[0].placement == .inside)
        for label in layout.labels.dropFirst() {
            let leader = try #require(label.leader)
            #expect(leader.count == 3)
            #expect(abs(leader[0].distance(to: layout.center) - layout.radius) < 1e-6, "starts on the rim")
            #expect(label.text.alignment == .right)
            #expect(label.text.box.maxX < layout.center.x - layout.radius)
            #expect(abs(leader[2].y - label.text.box.center.y) < 1e-9, "the last stretch is level")
            #expect(abs(leader[2].x - label.text.box.maxX - 4) < 1e-9, "and ends 4 pt from the text")
        }
        // Outside labels read on one line.
        #expect(layout.labels[1].text.text == "a long label")
        // With labels on the left only, the pie moves right to make room for them.
        #expect(layout.center.x > 400)
    }

    @Test func aWideSliceWithNoColumnOnItsSideIsNamedAboveThePie() throws {
        // A thin ring at its area's left edge, 10 pt above its foot: the 70 % slice points left,
        // where no column has room, and the ring holds no text. Once the columns are placed, its
        // label stands above the pie, over the pie's width, its leader leaving the slice where it
        // faces up; the 30 % slice keeps its column.
        let canvas = Size(width: 600, height: 400)
        let sweep = 0.7 * 2 * Double.pi
        let request = PieLayoutRequest(
            canvas: canvas, title: nil, values: [70, 30], labels: ["Other (12)", "Latte"],
            startAngle: Double.pi - sweep / 2, innerRadiusRatio: 0.9)
        let slices = Slice.slices(for: request.values, startAngle: request.startAngle, clockwise: true)
        let metrics = PieLayoutMetrics()
        let area = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let (center, radius) = (Point(x: 112, y: 290), 100.0)
        let placer = LabelPlacer(
            slices: slices, values: request.values, texts: LabelTexts(request, measurer: measurer),
            measurer: measurer, metrics: metrics, area: area, center: center, radius: radius,
            innerRadius: radius * 0.9)
        let columns = placer.place()
        #expect(columns.map(\.sliceIndex) == [1], "the columns alone leave it bare")
        let labels = placer.addingStanding(to: columns)
        #expect(labels.map(\.sliceIndex) == [0, 1])
        let other = labels[0]
        #expect(other.text.text == "Other (12)" && other.form == .full)
        #expect(other.text.box.maxY <= center.y - radius, "above the pie")
        #expect(other.text.box.minX >= center.x - radius && other.text.box.maxX <= center.x + radius)
        let leader = try #require(other.leader)
        #expect(
            leader[0].y < center.y && slices[0].contains(angle: atan2(leader[0].y - center.y, leader[0].x - center.x)))
        #expect(labels[1].text.box.minX > center.x + radius, "in the right column")
        let layout = PieLayout(
            canvas: canvas, title: nil, center: center, radius: radius, innerRadius: radius * 0.9, slices: slices,
            labels: labels, legend: nil, footnote: nil, centerText: nil,
            insideLabelPadding: metrics.insideLabelPadding, leaderSeparation: metrics.leaderSeparation)
        expectSound(layout)
    }

    @Test func aLabelStandingAboveThePieMovesWithItOnAWideCanvas() throws {
        // On a 3:1 canvas the label columns move out to the quarter lines. A label standing above
        // the pie (`LabelPlacer.addingStanding`), its leader ending left of the centre, was taken
        // for a left column: moved out to the left quarter line away from its slice, and the pie,
        // having a right column only, kept from coming over to its own quarter line.
        let canvas = Size(width: 1200, height: 400)
        let slices = Slice.slices(for: [30, 20, 10, 10, 10, 20], startAngle: -Double.pi, clockwise: true)
        let (center, radius) = (Point(x: 600, y: 220), 100.0)
        let metrics = PieLayoutMetrics()
        let route = LeaderRoute(
            center: center, radius: radius, elbowRadius: radius + metrics.leaderRadialLength,
            textGap: metrics.leaderTextGap)
        let angle = -100 * Double.pi / 180
        let elbow = center.moved(by: radius + metrics.leaderRadialLength, toward: angle)
        let standingBox = Rect(x: elbow.x + 20, y: 80, width: 80, height: 20)
        let standing = SliceLabel(
            sliceIndex: 0, text: PlacedText(text: "Other (9)", role: .sliceLabel, box: standingBox),
            placement: .outside(
                leader: [center.moved(by: radius, toward: angle), elbow, Point(x: standingBox.minX - 4, y: 90)]))
        let columnBox = Rect(x: 740, y: 150, width: 60, height: 20)
        let column = SliceLabel(
            sliceIndex: 1, text: PlacedText(text: "Latte", role: .sliceLabel, box: columnBox, alignment: .left),
            placement: .outside(leader: try #require(route.leader(for: slices[1], to: columnBox, side: 1))))
        let plot = PieLayoutEngine.Plot(
            center: center, radius: radius, innerRadius: 0, labels: [standing, column], legend: nil,
            centerText: nil, legendCapacity: nil, score: 0)
        let spread = PieLayoutEngine().spreadOverWideCanvas(
            plot, slices: slices, region: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
            canvas: canvas
        ) { _ in true }
        let moved = try #require(spread.labels.first { $0.sliceIndex == 0 })
        #expect(moved.text.box.minX - spread.center.x == standingBox.minX - center.x, "it moves with the pie")
        #expect(moved.text.box.minY == standingBox.minY)
        #expect(spread.center.x < center.x - 1, "the pie comes over, its left side bare")
        let latte = try #require(spread.labels.first { $0.sliceIndex == 1 })
        #expect(latte.text.box.maxX > columnBox.maxX + 50, "the column moves out")
    }

    @Test func insideLabelsMoveAlongTheMidAngleWhenThatMakesThemFit() throws {
        // A 60° slice pointing straight down (60° to 120°); the radius is 278 pt. A 220 × 20 pt
        // label needs the wedge 110 pt wide at its top edge, about 207 pt from the centre:
        // at the seed's 185 pt it does not fit, one 11 pt step further out it still does not,
        // two steps out (207.6 pt) it does.
        let request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: nil, values: [1, 5],
            labels: [String(repeating: "w", count: 22), "x"], startAngle: Double.pi / 3)
        let layout = engine.layout(request, measuring: measurer)
        expectSound(layout)
        #expect(layout.radius == 278)
        let label = try #require(layout.labels.first { $0.sliceIndex == 0 })
        #expect(label.placement == .inside)
        #expect(abs(label.text.box.center.distance(to: layout.center) - (278.0 * 2 / 3 + 2 * 278 * 0.04)) < 1e-9)
        #expect(abs(label.text.box.center.x - layout.center.x) < 1e-9, "still on the mid-angle")
    }

    @Test func crowdedOutsideLabelsNeverOverlapAndEveryJuiceIsShownSomewhere() {
        let values = [500.0] + (1...40).map { Double($0 % 7 + 1) }
        let labels = values.indices.map { "juice number \($0)\n\(Int(values[$0]))" }
        let legend = values.indices.map {
            LegendEntryText(name: "juice \($0)", value: "\(Int(values[$0]))", share: "1%")
        }
        for position in [LegendPosition.none, .automatic, .right, .bottom] {
            let request = PieLayoutRequest(
                canvas: Size(width: 640, height: 480), title: "Crowded", values: values,
                labels: labels, legend: legend, legendPosition: position)
            let layout = engine.layout(request, measuring: measurer)
            expectSound(layout)
            #expect(!layout.unlabelledSlices.isEmpty, "40 small slices cannot all be labelled in 640×480")
            #expect(
                layout.legend != nil, "with unlabelled juices the legend appears even when it was off (\(position))")
            #expect(layout.legend?.entries.count == values.count)
        }
    }

    @Test func theLegendStaysOffWhenEveryLabelFits() {
        let request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: nil, values: [1, 1],
            labels: ["a", "b"],
            legend: [
                LegendEntryText(name: "a", value: "1", share: "50%"),
                LegendEntryText(name: "b", value: "1", share: "50%"),
            ],
            legendPosition: .none)
        let layout = engine.layout(request, measuring: measurer)
        expectSound(layout)
        #expect(layout.legend == nil)
    }

    @Test(arguments: [LegendPosition.right, .bottom])
    func legendGoesWhereAskedAndKeepsOffThePie(position: LegendPosition) throws {
        let entries = (0..<5).map { LegendEntryText(name: "juice \($0)", value: "\($0 + 1)", share: "20%") }
        let request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: "T", values: [5, 4, 3, 2, 1],
            labels: (0..<5).map { "j\($0)" }, legend: entries, legendPosition: position)
        let layout = engine.layout(request, measuring: measurer)
        expectSound(layout)
        let legend = try #require(layout.legend)
        #expect(legend.position == position)
        #expect(legend.entries.map(\.index) == [0, 1, 2, 3, 4])
        if position == .right {
            #expect(legend.frame.minX > layout.center.x + layout.radius)
        } else {
            #expect(legend.frame.minY > layout.center.y + layout.radius)
        }
        // Rows in slice order, down each column, then the next column.
        let reading = legend.entries.sorted { ($0.swatch.minX, $0.swatch.minY) < ($1.swatch.minX, $1.swatch.minY) }
        #expect(reading.map(\.index) == [0, 1, 2, 3, 4])
    }

    @Test func onABannerTheLegendStandsBesideThePieAndBothAreCentred() throws {
        // 1200 × 240: the legend stood at the right edge, 500 pt of empty canvas from the pie.
        let entries = (0..<5).map { LegendEntryText(name: "juice \($0)", value: "\($0 + 1)", share: "20%") }
        let request = PieLayoutRequest(
            canvas: Size(width: 1200, height: 240), title: nil, values: [5, 4, 3, 2, 1],
            labels: (0..<5).map { "j\($0)" }, legend: entries, legendPosition: .right)
        let layout = engine.layout(request, measuring: measurer)
        expectSound(layout)
        let legend = try #require(layout.legend)
        let pieRight = layout.center.x + layout.radius
        let labelsRight = layout.labels.map(\.text.box.maxX).max() ?? pieRight
        let groupRight = max(pieRight, labelsRight)
        #expect(
            legend.frame.minX - groupRight <= 2 * PieLayoutMetrics().sectionGap + 1e-9,
            "\(legend.frame.minX - groupRight) pt apart")
        #expect(legend.frame.minX > groupRight)
        let left = layout.center.x - layout.radius
        #expect(abs((left + legend.frame.maxX) / 2 - 600) < 1, "pie and legend centred together")
    }

    @Test func donutLabelsSitMidRingAndTheTotalInTheHole() throws {
        let request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: nil, values: [1, 1, 1, 1],
            labels: ["a", "b", "c", "d"], innerRadiusRatio: 0.5, centerText: "549\nunits")
        let layout = engine.layout(request, measuring: measurer)
        expectSound(layout)
        #expect(layout.innerRadius == layout.radius * 0.5)
        for label in layout.labels {
            #expect(abs(label.text.box.center.distance(to: layout.center) - layout.radius * 0.75) < 1e-9)
        }
        let center = try #require(layout.centerText)
        #expect(center.box.center == layout.center)
        #expect(center.box.size == Size(width: 50, height: 40))
    }

    @Test func counterclockwiseSlicesRunTheOtherWay() {
        let clockwise = Slice.slices(for: [1, 3], startAngle: 0)
        let counter = Slice.slices(for: [1, 3], startAngle: 0, clockwise: false)
        #expect(clockwise[0].midAngle == Double.pi / 4)
        #expect(counter[0].midAngle == -Double.pi / 4)
        #expect(counter[1].startAngle == -2 * Double.pi && counter[1].endAngle == -Double.pi / 2)
        let layout = engine.layout(
            PieLayoutRequest(
                canvas: Size(width: 400, height: 400), title: nil, values: [1, 3],
                labels: ["a", "b"], clockwise: false), measuring: measurer)
        expectSound(layout)
    }

    @Test func stacksSpreadLabelsApartWithinBoundsAndDropTheSmallestWhenFull() {
        let stack = OutsideLabelStack(top: 0, bottom: 100, gap: 2)
        func items(_ list: [(Int, Double, Double, Double)]) -> [OutsideLabelStack.Item] {
            list.map { OutsideLabelStack.Item(sliceIndex: $0.0, value: $0.1, desiredCenterY: $0.2, height: $0.3) }
        }
        let tops = stack.place(items([(0, 10, 50, 20), (1, 5, 52, 20), (2, 7, 55, 20)]))
        #expect(tops.count == 3)
        let ordered = tops.sorted { $0.value < $1.value }
        #expect(ordered.map(\.key) == [0, 1, 2])
        for (a, b) in zip(ordered, ordered.dropFirst()) { #expect(b.value - a.value >= 22 - 1e-9) }
        let full = stack.place(items((0..<6).map { ($0, Double($0 + 1), 50, 20) }))
        #expect(full.keys.sorted() == [1, 2, 3, 4, 5], "six 20 pt labels cannot share 100 pt; the smallest goes")
        #expect(full.values.allSatisfy { $0 >= 0 && $0 + 20 <= 100 })
    }
}
