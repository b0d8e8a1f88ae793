import Foundation
import JuiceCore
import PieRender
import SeededRandom
import Testing
@testable import JuiceReports

/// Neighbouring slices are drawn apart in lightness when their products' colours look alike;
/// the products keep their colours (issue 37).
struct SliceFillsTests {
    private func segment(_ name: String, _ color: RGBColor, other: Bool = false) -> ChartSegment {
        ChartSegment(
            juice: other ? .other : .offMenu(name), name: name, value: 1,
            color: other ? .other : ProductColor(color, source: .palette))
    }

    /// The smallest difference, for any reader, between two slices drawn side by side (the last and the first too).
    static func closestNeighbours(_ fills: [RGBColor]) -> (difference: Double, index: Int) {
        guard fills.count > 1 else { return (.infinity, 0) }
        return fills.indices.map { (ColorVision.leastDifference(fills[$0], fills[($0 + 1) % fills.count]), $0) }
            .min { $0.0 < $1.0 } ?? (.infinity, 0)
    }

    @Test func twoAlikeNeighboursAreDrawnApartAndKeepTheirColour() {
        let red = RGBColor(hex: 0xD62839)
        let segments = [segment("Strawberry Juice", red), segment("Strawberry Latte", red), segment("Bagel", .black)]
        let fills = SliceFills.fills(of: segments)
        #expect(fills[0] == red, "the first keeps its colour")
        #expect(fills[1] != red)
        #expect(ColorVision.leastDifference(fills[0], fills[1]) >= SliceFills.minimumDifference)
        // Drawn in a step of its own colour: the hue stays red.
        #expect(abs(fills[1].lch.hue - red.lch.hue) < 8, "\(fills[1])")
        #expect(segments.map(\.color) == [red, red, .black], "the products' colours stay")
    }

    @Test func theLastIsDrawnApartFromTheFirst() {
        let blue = SafePalette.colors[SafePalette.hues.count + 9]
        let fills = SliceFills.fills(of: [segment("A", blue), segment("B", .white), segment("C", blue)])
        #expect(fills[0] == blue && fills[1] == .white)
        #expect(ColorVision.leastDifference(fills[2], fills[0]) >= SliceFills.minimumDifference)
    }

    @Test func otherKeepsItsGreyAndItsNeighboursMove() {
        let grey = ProductColor.other.color
        let fills = SliceFills.fills(of: [
            segment("Ash", grey), segment("Bagel", .black), segment("Other", grey, other: true),
        ])
        #expect(fills[2] == grey, "Other stays grey")
        #expect(ColorVision.leastDifference(fills[0], grey) >= SliceFills.minimumDifference, "\(fills[0])")
    }

    @Test func unlikeNeighboursKeepTheirColours() {
        let segments = [segment("A", RGBColor(hex: 0xD62839)), segment("B", RGBColor(hex: 0x4F4A9E))]
        #expect(SliceFills.fills(of: segments) == segments.map(\.color))
    }

    /// Found by the property below (seed 3710, round 228) when only lightness changes of ±16 to ±40
    /// were tried: the last slice, a dark mango brown, sat between a settled dark green and the
    /// first slice's olive, and the best step stood 8.4 apart. Finer steps find one 10 apart.
    @Test func theLastSliceBetweenTwoSettledNeighboursFindsAStep() {
        let previous = RGBColor(hex: 0x245C25)
        let first = RGBColor(hex: 0x9FA65B)
        let fill = SliceFills.fill(RGBColor(hex: 0x763D05), apartFrom: [previous, first])
        #expect(ColorVision.leastDifference(fill, previous) >= SliceFills.minimumDifference, "\(fill)")
        #expect(ColorVision.leastDifference(fill, first) >= SliceFills.minimumDifference, "\(fill)")
    }

    /// Property (fixed seed): on whole-input charts of random catalogues, as asked and folded into
    /// Other at any count, no two neighbouring slices are filled within CIEDE2000 10 of each other
    /// for normal, deutan or protan readers, and every slice's product colour is its own.
    @Test func noTwoNeighbouringFillsAlikeOnRandomCatalogues() throws {
        var random = SplitMix64(seed: 3_710)
        let colors = ProductColors(menu: .standard)
        var drawnApart = 0
        var charts = 0
        for round in 0..<300 {
            let products = Array(
                Set(ProductColorsTests.catalogue(Int.random(in: 2...90, using: &random), using: &random))
            )
            .sorted { "\($0)" < "\($1)" }
            let summary = SalesSummary(
                segments: products.map { Segment(juice: $0, value: Int64.random(in: 1...5_000, using: &random)) },
                totalUnits: 0, soldOrders: 0, excludedOrders: 0, firstDay: nil, lastDay: nil, latestInstant: nil)
            let order: SegmentOrder = [.value, .name, .input][round % 3]
            let whole = ChartContent(summary: summary, specification: try ChartSpecification(order: order))
            for kept in [nil, 5, 12, 27] as [Int?] {
                let content = whole.keeping(kept)
                let fills = content.chart.sliceColors
                charts += 1
                let (closest, index) = Self.closestNeighbours(fills)
                #expect(
                    closest >= SliceFills.minimumDifference,
                    "round \(round) keeping \(kept ?? -1): slices \(index) and \(index + 1) of \(fills.count) differ by \(closest)"
                )
                for (segment, fill) in zip(content.segments, fills) where segment.juice != .other {
                    #expect(segment.color == colors.color(for: segment.juice).color)
                    if fill != segment.color { drawnApart += 1 }
                }
            }
        }
        #expect(charts == 1_200)
        #expect(drawnApart > 0, "the property saw slices drawn apart")
    }
}
