import Foundation
import JuiceCore
import JuiceIngest
import Testing
@testable import JuiceReports

struct SummaryWriterTests {
    private func summary() throws -> SalesSummary {
        let json = """
            [{"juice": "딸기쥬스", "quantity": 2, "unitPrice": 5000, "orderedAt": "2026-11-21T10:00:00+09:00"},
             {"juice": "kiwi", "unitPrice": 5000}, {"juice": "Lemon, \\"fresh\\""}]
            """
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!))
        try aggregator.add(contentsOf: try OrderHistoryReader().read(Array(json.utf8), source: "t.json"))
        return aggregator.summary()
    }

    @Test func tableAlignsKoreanNamesByTheirWidthOnScreen() throws {
        #expect(
            SummaryWriter().write(try summary(), as: .table) == """
                juice           units  share of units  revenue
                딸기쥬스            2             50%  ₩10,000
                Lemon, "fresh"      1             25%        –
                키위쥬스            1             25%   ₩5,000
                ──────────────────────────────────────────────
                total               4            100%        –

                """)
    }

    /// Equal units read the same, in whole figures: no decimal is taken for ties alone (issue 28).
    @Test func equalUnitsShowEqualShares() throws {
        var aggregator = SalesAggregator()
        try aggregator.add(
            contentsOf: try OrderHistoryReader().read(
                Array(#"[{"juice": "kiwi"}, {"juice": "mango"}, {"juice": "banana"}]"#.utf8),
                source: "t.json"))
        #expect(
            SummaryWriter().write(aggregator.summary(), as: .csv)
                == "juice,units,share,revenue\n망고쥬스,1,33,\n바나나쥬스,1,33,\n키위쥬스,1,33,\n")
    }

    @Test func csvQuotesAndLeavesUnknownRevenueEmpty() throws {
        #expect(
            SummaryWriter().write(try summary(), as: .csv) == #"""
                juice,units,share,revenue
                딸기쥬스,2,50,10000
                "Lemon, ""fresh""",1,25,
                키위쥬스,1,25,5000

                """#)
    }

    @Test func jsonIsMachineReadable() throws {
        let text = SummaryWriter().write(try summary(), as: .json)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["units"] as? Int == 4)
        #expect(object?["revenue"] is NSNull)
        #expect(object?["firstDay"] as? String == "2026-11-21")
        let juices = object?["juices"] as? [[String: Any]]
        #expect(juices?.map { $0["juice"] as? String } == ["딸기쥬스", "Lemon, \"fresh\"", "키위쥬스"])
        #expect(juices?.first?["share"] as? Double == 50)
        #expect(juices?[1]["revenue"] is NSNull)
    }
}
