import JuiceCore
import PieRender

/// Charts with known content for the rendering tests.
enum ChartFixtures {
    /// Four juices with shares 40 / 30 / 20 / 10 %: big enough slices to probe colours in.
    static let fourJuices = PieChart(title: "Juice sales ⋅ 2026-11-21 ⋅ 100 units", slices: [
        PieChartSlice(label: "딸기쥬스\n40%", value: 40, color: RGBColor(hex: 0xD62839)),
        PieChartSlice(label: "바나나쥬스\n30%", value: 30, color: RGBColor(hex: 0xF7D64A)),
        PieChartSlice(label: "키위쥬스\n20%", value: 20, color: RGBColor(hex: 0x5C9E31)),
        PieChartSlice(label: "Mango Kiwi\n10%", value: 10, color: RGBColor(hex: 0xA8C545)),
    ])
}
