import Testing
import PieGeometry

struct LegendBuilderTests {
    /// Money figures differ in width ("$1,115.38", "$9.18"): the value column is right-aligned, so
    /// the figures line up on their right edge, in every column of a legend beside or below the pie.
    @Test(arguments: [LegendPosition.right, .bottom])
    func valuesLineUpOnTheirRightEdge(position: LegendPosition) throws {
        let values = ["$1,115.38", "$9.18", "$8.00", "$6.00", "$3.00", "$120.50"]
        let names = ["Orange Juice", "Matcha Latte", "Strawberry", "sticker", "Custom Amount", "Kiwi"]
        let request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: nil, values: [1115.38, 9.18, 8, 6, 3, 120.5], labels: names,
            legend: zip(names, values).map { LegendEntryText(name: $0, value: $1, share: "1%") },
            legendPosition: position)
        let layout = PieLayoutEngine().layout(request, measuring: FixedSizeMeasurer())
        #expect(layout.invariantViolations().isEmpty)
        let entries = try #require(layout.legend?.entries)
        #expect(entries.count == values.count)
        // Entries in one column share the left edge of their swatch.
        let columns = Dictionary(grouping: entries) { $0.swatch.minX }
        for column in columns.values {
            let rights = Set(column.map { ($0.value.box.maxX * 1000).rounded() })
            #expect(rights.count == 1, "value right edges \(column.map(\.value.box.maxX))")
            #expect(column.allSatisfy { $0.value.alignment == .right })
        }
    }
}
