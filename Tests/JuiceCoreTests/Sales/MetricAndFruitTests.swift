import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

struct MetricAndFruitTests {
    private let json = """
        [{"juice": "딸바쥬스", "quantity": 2, "unitPrice": 5500},
         {"items": [{"juice": "mangoKiwi", "unitPrice": 6000}, {"juice": "kiwi", "quantity": 3, "unitPrice": 5000}]},
         {"juice": "mango", "quantity": 9, "unitPrice": 5500, "status": "refunded"},
         {"juice": "수박쥬스", "quantity": 4, "unitPrice": 4000}]
        """

    private func summary(_ query: SalesQuery, text: String? = nil) throws -> SalesSummary {
        var aggregator = SalesAggregator(query: query)
        try aggregator.add(contentsOf: try OrderHistoryReader().read(Array((text ?? json).utf8), source: "t.json"))
        return aggregator.summary()
    }

    @Test func revenueIsQuantityTimesPrice() throws {
        let result = try summary(SalesQuery(metric: .revenue))
        // 2 × 5,500; 6,000; 3 × 5,000; 4 × 4,000 (the refund does not count).
        #expect(result.segmentNames(.english) == ["수박쥬스", "Kiwi", "Strawberry Banana", "Mango Kiwi"])
        #expect(result.segmentValues(.english) == [16_000, 15_000, 11_000, 6_000].map { $0 * Money.scale })
        #expect(result.total == 48_000 * Money.scale)
        #expect(result.totalRevenue == 48_000 * Money.scale)
        #expect(result.totalUnits == 10)
    }

    @Test func revenueNeedsEveryPrice() throws {
        let text =
            "[{\"juice\": \"kiwi\", \"unitPrice\": 5000},\n{\"id\": 9, \"items\": [{\"juice\": \"kiwi\", \"unitPrice\": 1}, {\"juice\": \"mango\"}]}]"
        #expect(
            throws: SalesAggregationError.missingPrice(
                OrderLocation(
                    source: "t.json", position: SourcePosition(line: 2, column: 1),
                    reference: OrderReference(position: 2, id: "9")),
                item: 2)
        ) { try summary(SalesQuery(metric: .revenue), text: text) }
        #expect(
            SalesAggregationError.missingPrice(
                OrderLocation(
                    source: "t.json", position: SourcePosition(line: 2, column: 1),
                    reference: OrderReference(position: 2, id: "9")),
                item: 2
            ).description
                == #"t.json:2:1: order 2 (id "9"), item 2: "unitPrice" is missing; --metric revenue needs every sold item's price"#
        )
        // Counting units, a missing price only makes the revenue total unknown.
        #expect(try summary(SalesQuery(), text: text).totalRevenue == nil)
    }

    @Test func fruitUsedFollowsTheRecipes() throws {
        let result = try summary(SalesQuery(grouping: .fruit))
        // 딸바 ×2: 20 strawberries, 2 bananas; 망고키위 ×1: 2 mangoes, 1 kiwi; 키위 ×3: 9 kiwis.
        #expect(result.segmentNames(.english) == ["Strawberry", "Kiwi", "Banana", "Mango"])
        #expect(result.segmentValues(.english) == [20, 10, 2, 2])
        #expect(result.unrecipedUnits == [.offMenu("수박쥬스"): 4])
    }
}
