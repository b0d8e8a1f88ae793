import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct TotalsReaderTests {
    private static let oneBadRow = Array("product,value\nkiwi,3\nlemon,many\nmango,2\n".utf8)

    @Test func withoutSkippedTheFirstBadRowStopsTheRead() {
        #expect(throws: TotalsError.self) { try TotalsCSVReader.read(Self.oneBadRow, source: "t.csv") }
    }

    @Test func withSkippedTheBadRowIsListedAndTheRestRead() throws {
        var skipped: [TotalsError]? = []
        let rows = try TotalsCSVReader.read(Self.oneBadRow, source: "t.csv", skipped: &skipped)
        #expect(rows.map(\.juice) == ["kiwi", "mango"])
        #expect(skipped?.map(\.location) == ["t.csv:3"])
    }

    @Test func theJSONReaderTakesTheSameShortFormAsTheCSVReader() throws {
        let json = Array(#"[{"product": "kiwi", "value": 3}, {"product": "mango", "value": 2}]"#.utf8)
        let csv = Array("product,value\nkiwi,3\nmango,2\n".utf8)
        #expect(
            try TotalsJSONReader.read(json, source: "t").map(\.value)
                == TotalsCSVReader.read(csv, source: "t").map(\.value))
    }
}
