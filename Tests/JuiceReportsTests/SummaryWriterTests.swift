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
                product         units  share of units  revenue
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
                == "product,units,share,revenue\n망고쥬스,1,33,\n바나나쥬스,1,33,\n키위쥬스,1,33,\n")
    }

    @Test func csvQuotesAndLeavesUnknownRevenueEmpty() throws {
        #expect(
            SummaryWriter().write(try summary(), as: .csv) == #"""
                product,units,share,revenue
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
        let products = object?["products"] as? [[String: Any]]
        #expect(products?.map { $0["product"] as? String } == ["딸기쥬스", "Lemon, \"fresh\"", "키위쥬스"])
        #expect(products?.first?["share"] as? Double == 50)
        #expect(products?[1]["revenue"] is NSNull)
        #expect(object?["currency"] as? String == "KRW", "some lines had prices")
        #expect(object?["juices"] == nil)
    }

    /// Issue 37: the summaries say product, whatever the shop sells, and name no currency for an
    /// input without a price; `--totals` reads the summary back, and 0.10's `juice` too.
    @Test func aSummaryOfProductsWithoutPricesNamesNoCurrency() throws {
        var aggregator = SalesAggregator()
        try aggregator.add(
            contentsOf: try OrderHistoryReader().read(
                Array(#"[{"juice": "Salt Bread", "quantity": 3}, {"juice": "Croissant"}]"#.utf8), source: "t.json"))
        let writer = SummaryWriter(names: JuiceNames(language: .english))
        let json = writer.write(aggregator.summary(), as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["currency"] is NSNull && object["revenue"] is NSNull)
        #expect(json.contains(#""currency" : null"#))
        let csv = writer.write(aggregator.summary(), as: .csv)
        #expect(csv == "product,units,share,revenue\nSalt Bread,3,75,\nCroissant,1,25,\n")
        for text in [csv, csv.replacingOccurrences(of: "product,", with: "juice,")] {
            let rows = try TotalsCSVReader.read(Array(text.utf8), source: "s.csv")
            #expect(
                rows.map(\.juice) == ["Salt Bread", "Croissant"]
                    && rows.map(\.value) == [3, 1].map { $0 * Money.scale })
        }
        let back = try TotalsJSONReader.read(Array(json.utf8), source: "s.json")
        #expect(
            back.map(\.juice) == ["Salt Bread", "Croissant"] && back.map(\.value) == [3, 1].map { $0 * Money.scale })
        let old = try TotalsJSONReader.read(
            Array(#"{"juices": [{"juice": "kiwi", "units": 2}]}"#.utf8), source: "o.json")
        #expect(old.map(\.juice) == ["kiwi"] && old.map(\.value) == [2 * Money.scale])
    }
}
