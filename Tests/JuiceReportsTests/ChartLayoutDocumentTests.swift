import Foundation
import JuiceCore
import Testing
@testable import JuiceReports

/// The layout as data (`--layout-json`, samples/chart-layout.schema.json).
struct ChartLayoutDocumentTests {
    private func document(totals: String) throws -> [String: Any] {
        let directory = try ChartRunTests.temporaryDirectory()
        let input = directory.appendingPathComponent("totals.csv")
        try Data(totals.utf8).write(to: input)
        let json = directory.appendingPathComponent("layout.json").path
        _ = try ChartRequest(
            source: .totals(path: input.path), chart: try ChartSpecification(top: 2),
            output: ChartOutput(path: directory.appendingPathComponent("pie.svg").path, format: .svg), layoutJSON: json
        ).run()
        return try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
    }

    @Test func listsJuicesOfValueZero() throws {
        // Issue 18, item 7: juices of value 0 were dropped from slices and folded without a word.
        let document = try document(
            totals: "juice,value\nstrawberry,10\n수박쥬스,0\nbanana,6\nkiwi,0\nmango,2\npineapple,1\n")
        let zero = try #require(document["zeroValue"] as? [[String: Any]])
        #expect(
            zero.map { $0["juice"] as? String } == ["수박쥬스", "키위쥬스"],
            "in the order first seen, named as the chart names juices")
        let drawn = ((document["slices"] as? [[String: Any]] ?? []) + (document["folded"] as? [[String: Any]] ?? []))
            .compactMap { $0["juice"] as? String }
        #expect(drawn == ["딸기쥬스", "바나나쥬스", "기타 (2)", "망고쥬스", "파인애플쥬스"])
    }

    @Test func givesTheProductsColourAndTheFillWhenANeighbourIsAlike() throws {
        // Issue 37: a strawberry drink whose name's step is the family's anchor is the strawberry
        // juice's red; side by side, the second is filled apart, and `color` stays the product's.
        let red = "#D62839"
        let drink = try #require(
            (1...60).map { "Strawberry Drink \($0)" }.first {
                ProductColors(menu: .standard).color(for: .offMenu($0)).color.description == red
            })
        let document = try document(totals: "juice,value\nstrawberry,10\n\(drink),9\n")
        let slices = try #require(document["slices"] as? [[String: Any]])
        #expect(slices.map { $0["color"] as? String } == [red, red])
        #expect(slices[0]["fill"] == nil)
        let fill = try #require(slices[1]["fill"] as? String)
        #expect(fill != red && fill.hasPrefix("#") && fill.count == 7)
    }

    @Test func listsNoneWhenEveryJuiceSold() throws {
        let document = try document(totals: "juice,value\nstrawberry,10\nbanana,6\n")
        #expect((document["zeroValue"] as? [[String: Any]])?.isEmpty == true)
    }
}
