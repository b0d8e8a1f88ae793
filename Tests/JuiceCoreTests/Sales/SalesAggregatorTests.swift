import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

struct SalesAggregatorTests {
    private func summary(_ json: String) throws -> SalesSummary {
        let orders = try OrderHistoryReader().read(Array(json.utf8), source: "test.json")
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!))
        try aggregator.add(contentsOf: orders)
        return aggregator.summary()
    }

    @Test func mergesAliasesAndSkipsCancelledAndRefunded() throws {
        let result = try summary(
            """
            [{"juice": "strawberry", "quantity": 2, "orderedAt": "2026-11-20T10:00:00+09:00"},
             {"juice": "딸기쥬스", "orderedAt": "2026-11-18T23:59:00+09:00"},
             {"juice": " STRAWBERRY "},
             {"items": [{"juice": "딸기바나나쥬스", "quantity": 3}, {"juice": "딸바쥬스"}], "orderedAt": "2026-11-21T08:00:00+09:00"},
             {"juice": "mango", "quantity": 9, "status": "cancelled", "orderedAt": "2026-11-01T08:00:00+09:00"},
             {"juice": "mango", "quantity": 9, "status": "refunded"},
             {"juice": "수박쥬스", "quantity": 4},
             {"juice": "kiwi", "quantity": 1}]
            """)
        #expect(result.segmentNames() == ["딸기쥬스", "딸바쥬스", "수박쥬스", "키위쥬스"])
        #expect(result.segmentValues() == [4, 4, 4, 1])
        #expect(result.totalUnits == 13)
        #expect(result.soldOrders == 6)
        #expect(result.excludedOrders == 2)
        #expect(result.firstDay == CalendarDay("2026-11-18"))
        #expect(result.lastDay == CalendarDay("2026-11-21"))
        #expect(result.latestInstant == OrderTimestamp.parse("2026-11-21T08:00:00+09:00")?.instant)
    }

    @Test func segmentsComeInTheOrderFirstSeenForTheReportsToSort() throws {
        let result = try summary(
            #"[{"juice": "mango"}, {"juice": "kiwi"}, {"juice": "banana", "quantity": 5}, {"juice": "mango"}]"#)
        #expect(
            result.segments == [
                Segment(juice: .menu("mango"), value: 2), Segment(juice: .menu("kiwi"), value: 1),
                Segment(juice: .menu("banana"), value: 5),
            ])
        #expect(result.segmentNames(.english) == ["Banana", "Mango", "Kiwi"])
    }

    @Test func totalsTheSampleFile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../samples/sales.json")
        let orders = try OrderHistoryReader().read(Array(try Data(contentsOf: url)), source: "sales.json")
        var aggregator = SalesAggregator()
        try aggregator.add(contentsOf: orders)
        let result = aggregator.summary()
        // Cross-checked with: jq over samples/sales.json.
        #expect(result.segments.count == 7)
        #expect(result.segments.reduce(0) { $0 + $1.value } == result.totalUnits)
        #expect(result.totalUnits == 549)
    }

    @Test func refusesTotalsPastInt64() throws {
        let orders = try OrderHistoryReader().read(
            Array(
                """
                [{"juice": "kiwi", "quantity": 9223372036854775807}, {"juice": "kiwi"}]
                """.utf8), source: "t.json")
        var aggregator = SalesAggregator()
        #expect(throws: SalesAggregationError.totalOverflow(juice: "키위쥬스")) { try aggregator.add(contentsOf: orders) }
    }

    @Test func namesJuicesCountedAtZero() throws {
        // Issue 18: a totals row of 0 was dropped without a word; so was a juice whose refunds net out
        // its sales. Cancelled orders do not count, so a juice only they name is not listed.
        var totals = SalesAggregator()
        for (juice, value) in [("strawberry", Int64(5)), ("수박쥬스", 0), ("kiwi", 0)] {
            try totals.add(TotalsRow(juice: juice, value: value * Money.scale, location: "t.csv"))
        }
        let fromTotals = totals.summary()
        #expect(fromTotals.segmentNames() == ["딸기쥬스"])
        #expect(fromTotals.zeroValueJuices == [.offMenu("수박쥬스"), .menu("kiwi")])

        let orders = try OrderHistoryReader().read(
            Array(
                """
                [{"juice": "mango", "quantity": 2, "unitPrice": 4000},
                 {"juice": "kiwi", "quantity": 1, "unitPrice": 0},
                 {"juice": "banana", "quantity": 3, "status": "cancelled"}]
                """.utf8), source: "t.json")
        var revenue = SalesAggregator(query: SalesQuery(metric: .revenue))
        try revenue.add(contentsOf: orders)
        #expect(revenue.summary().zeroValueJuices == [.menu("kiwi")], "given away: sold, but no revenue")
    }

    /// What a reader streaming `json` into an aggregator adds up, spellings included.
    private func streamed(_ json: String, metric: SalesMetric = .units) throws -> SalesSummary {
        var aggregator = SalesAggregator(query: SalesQuery(metric: metric))
        _ = try OrderStreamReader().read(MemoryByteSource(Array(json.utf8), name: "s.json"), into: &aggregator)
        return aggregator.summary()
    }

    @Test func aMenuJuiceKeepsTheSpellingTheInputUsedMost() throws {
        // strawberryBanana, 딸기바나나쥬스 and 딸바쥬스 are one juice; 딸기바나나쥬스 sold most.
        let sales = try streamed(
            """
            [{"juice": "strawberryBanana", "quantity": 9}, {"juice": "딸기바나나쥬스", "quantity": 3}, {"juice": "딸바쥬스", "quantity": 2},
             {"juice": "Kiwi Juice", "quantity": 1}, {"juice": "kiwi", "quantity": 5}, {"juice": "banana", "quantity": 2}]
            """)
        #expect(sales.segmentValues() == [14, 6, 2])
        #expect(sales.segments.map(\.juice) == [.menu("strawberryBanana"), .menu("kiwi"), .menu("banana")])
        // An id is a JSON key, not a spelling: kiwi is spelled as written once, banana not at all.
        #expect(sales.menuSpellings == ["strawberryBanana": "딸기바나나쥬스", "kiwi": "Kiwi Juice"])
    }

    @Test func spellingsThatDifferInCaseCountTogether() throws {
        let sales = try streamed(
            """
            [{"juice": "Strawberry", "quantity": 2}, {"juice": "STRAWBERRY", "quantity": 2}, {"juice": "딸기쥬스", "quantity": 3},
             {"juice": " Strawberry ", "quantity": 1}]
            """)
        #expect(sales.menuSpellings == ["strawberry": "Strawberry"], "Strawberry in any case sold 5, 딸기쥬스 3")
    }

    @Test func aTieGoesToTheSpellingThatSortsFirst() throws {
        let one = try streamed(#"[{"juice": "딸바쥬스"}, {"juice": "딸기바나나쥬스"}]"#)
        let other = try streamed(#"[{"juice": "딸기바나나쥬스"}, {"juice": "딸바쥬스"}]"#)
        #expect(one.menuSpellings == other.menuSpellings)
        #expect(one.menuSpellings["strawberryBanana"] == "딸기바나나쥬스")
    }

    @Test func revenueTotalsChooseByTheirFigureAndMergingKeepsSpellings() throws {
        var first = SalesAggregator(query: SalesQuery(metric: .revenue))
        try first.add(TotalsRow(juice: "Mango Juice", value: 5 * Money.scale, location: "t:1"))
        var second = first.emptyCopy()
        try second.add(TotalsRow(juice: "망고쥬스", value: 7 * Money.scale, location: "t:2"))
        try second.add(TotalsRow(juice: "Mango Juice", value: 3 * Money.scale, location: "t:3"))
        try first.merge(second)
        #expect(first.summary().menuSpellings == ["mango": "Mango Juice"])
    }
}
