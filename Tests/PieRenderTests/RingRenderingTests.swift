import ChartTestSupport
import Foundation
import PieGeometry
import Testing
@testable import PieRender

/// A grouped chart's inner ring: each group's arc in its colour inside the products' ring, its
/// name inside when it fits.
struct RingRenderingTests {
    @Test func theInnerRingIsDrawnInItsGroupsColours() throws {
        let red = RGBColor(hex: 0xCC3311)
        let blue = RGBColor(hex: 0x0044AA)
        var chart = PieChart(
            request: PieLayoutRequest(
                canvas: Size(width: 400, height: 400), title: nil, values: [3, 1, 2, 2],
                labels: ["", "", "", ""], innerRadiusRatio: 0.55),
            sliceColors: [
                RGBColor(hex: 0xEE7755), RGBColor(hex: 0xFFAA88), RGBColor(hex: 0x6699CC), RGBColor(hex: 0x88BBEE),
            ])
        chart.ring = RingGroups(names: ["Coffee", "Tea"], colors: [red, blue], slices: [0..<2, 2..<4])
        let style = ChartStyle()
        let measurer = try PangoMeasurer(style: style, canvas: chart.canvas)
        let layout = PieLayoutEngine().layout(chart.request, measuring: measurer)
        let ring = try #require(
            RingLayout.around(layout, groups: [0..<2, 2..<4], names: ["Coffee", "Tea"], measuring: measurer))
        #expect(ring.outerRadius == layout.innerRadius - RingLayout.gap)
        // Coffee spans the first two slices (half the pie), Tea the rest.
        #expect(abs(ring.arcs[0].slice.sweep - Double.pi) < 1e-9)
        #expect(ring.unnamedArcs.isEmpty)
        let renderer = PieChartRenderer(style: style)
        let png = try renderer.render(
            PieDrawing(chart, layout: layout, ring: ring), as: [RenderOptions(format: .png, scale: 1)])[0]
        let image = try RasterImage(pngBytes: png)
        // A point in each arc's band, away from its name: the group's colour.
        let band = (ring.innerRadius + ring.outerRadius) / 2
        for (arc, color) in zip(ring.arcs, [red, blue]) {
            let point = layout.center.moved(by: band, toward: arc.slice.startAngle + 0.15)
            #expect(image.color(x: Int(point.x), y: Int(point.y)) == color, "arc at \(point)")
        }
        // Between the rings: the background.
        let gap = layout.center.moved(by: ring.outerRadius + RingLayout.gap / 2, toward: 0.5)
        let between = image.color(x: Int(gap.x.rounded()), y: Int(gap.y.rounded()))
        #expect(min(between.red, between.green, between.blue) >= 240, "\(between)")
        // Without the ring the hole stays empty.
        let plain = try RasterImage(
            pngBytes: renderer.render(PieDrawing(chart, layout: layout), as: [RenderOptions(format: .png, scale: 1)])[0]
        )
        let inside = layout.center.moved(by: band, toward: 0.15)
        #expect(plain.color(x: Int(inside.x), y: Int(inside.y)) == RGBColor(hex: 0xFFFFFF))
    }
}
