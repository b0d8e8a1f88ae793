import PieGeometry
import PieRender

/// Charts with known content for the rendering tests.
enum ChartFixtures {
    /// Four juices with shares 40 / 30 / 20 / 10 %: big enough slices to probe colours in.
    static let fourJuices = chart(
        title: "Juice sales ⋅ 2026-11-21 ⋅ 100 units",
        slices: [
            ("딸기쥬스\n40%", 40, RGBColor(hex: 0xD62839)),
            ("바나나쥬스\n30%", 30, RGBColor(hex: 0xF7D64A)),
            ("키위쥬스\n20%", 20, RGBColor(hex: 0x5C9E31)),
            ("Mango Kiwi\n10%", 10, RGBColor(hex: 0xA8C545)),
        ])

    /// A chart of labelled, coloured slices on an 800 × 600 pt canvas, without legend.
    static func chart(
        title: String?, slices: [(label: String, value: Double, color: RGBColor)],
        canvas: Size = Size(width: 800, height: 600)
    ) -> PieChart {
        PieChart(
            request: PieLayoutRequest(
                canvas: canvas, title: title, values: slices.map(\.value), labels: slices.map(\.label)),
            sliceColors: slices.map(\.color))
    }
}
