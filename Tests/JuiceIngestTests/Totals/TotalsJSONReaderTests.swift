import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

struct TotalsJSONReaderTests {
    @Test func readsPairsAndAddsThemUpLikeOrders() throws {
        let rows = try TotalsJSONReader.read(
            Array(
                #"{"totals": [{"juice": "kiwi", "value": 3}, {"juice": "키위쥬스", "value": 2}, {"juice": "망고", "value": 0}]}"#
                    .utf8),
            source: "t.json")
        #expect(rows.map(\.value) == [3 * Money.scale, 2 * Money.scale, 0])
        var aggregator = SalesAggregator()
        for row in rows { try aggregator.add(row) }
        let summary = aggregator.summary()
        #expect(summary.segmentNames() == ["키위쥬스"])
        #expect(summary.segments.map(\.value) == [5])
        #expect(summary.soldOrders == 0)
    }

    @Test func reportsPositionAndProblem() throws {
        #expect(throws: TotalsError(location: "t.json:1:29", problem: #"row 2: "value" must be a number"#)) {
            try TotalsJSONReader.read(
                Array(#"[{"juice": "a", "value": 1},{"juice": "b", "value": "-1"}]"#.utf8), source: "t.json")
        }
        // A figure below 0 (a juice whose returns passed its sales) is read as it is.
        #expect(
            try TotalsJSONReader.read(
                Array(#"[{"juice": "a", "value": 1},{"juice": "b", "value": -1.5}]"#.utf8), source: "t.json"
            )
            .map(\.value) == [Money.scale, -15_000])
        #expect(
            throws: TotalsError(
                location: "t.json:1:3",
                problem: "invalid JSON: expected the end of the input after the top-level value, found ']'",
                isSyntax: true)
        ) {
            try TotalsJSONReader.read(Array("[]]".utf8), source: "t.json")
        }
    }
}
