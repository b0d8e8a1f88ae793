import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

struct ReportPeriodTests {
    @Test func parsesRealDaysOnly() {
        #expect(CalendarDay("2026-11-21")?.description == "2026-11-21")
        #expect(CalendarDay("2028-02-29") != nil)
        #expect(CalendarDay("2026-02-29") == nil)
        #expect(CalendarDay("2026-13-01") == nil)
        #expect(CalendarDay("2026-1-01") == nil)
        #expect(CalendarDay("yesterday") == nil)
        #expect(CalendarDay("2026-12-31")!.adding(days: 1) == CalendarDay("2027-01-01"))
        #expect(CalendarDay("2026-03-01")!.adding(days: -1) == CalendarDay("2026-02-28"))
    }

    @Test func monthsAndRanges() {
        let november = ReportPeriod(month: "2026-11")!
        #expect(november.description == "2026-11-01 – 2026-11-30")
        #expect(november.days.count == 30)
        #expect(ReportPeriod(month: "2028-02")!.last == CalendarDay("2028-02-29"))
        #expect(ReportPeriod(month: "2026-13") == nil)
        #expect(ReportPeriod(first: CalendarDay("2026-11-22")!, last: CalendarDay("2026-11-21")!) == nil)
        #expect(ReportPeriod(day: CalendarDay("2026-11-21")!).description == "2026-11-21")
    }

    /// 23:30 UTC on the 21st is already the 22nd in Seoul and still the 21st in New York.
    @Test func daysFollowTheTimeZoneAtMidnightEdges() throws {
        let json = """
            [{"id": "late", "juice": "kiwi", "orderedAt": "2026-11-21T23:30:00+00:00"},
             {"id": "early", "juice": "mango", "orderedAt": "2026-11-21T00:10:00+09:00"}]
            """
        let orders = try OrderHistoryReader().read(Array(json.utf8), source: "t.json")
        func juices(on day: String, in zone: String) throws -> [String] {
            let query = SalesQuery(period: ReportPeriod(day: CalendarDay(day)!), timeZone: TimeZone(identifier: zone)!)
            var aggregator = SalesAggregator(query: query)
            try aggregator.add(contentsOf: orders)
            return aggregator.summary().segmentNames(.english)
        }
        #expect(try juices(on: "2026-11-21", in: "Asia/Seoul") == ["Mango"])
        #expect(try juices(on: "2026-11-22", in: "Asia/Seoul") == ["Kiwi"])
        #expect(try juices(on: "2026-11-21", in: "UTC") == ["Kiwi"])
        // 00:10 in Seoul is 15:10 the day before in UTC, and 10:10 the day before in New York.
        #expect(try juices(on: "2026-11-20", in: "UTC") == ["Mango"])
        #expect(try juices(on: "2026-11-20", in: "America/New_York") == ["Mango"])
        #expect(try juices(on: "2026-11-21", in: "America/New_York") == ["Kiwi"])
    }

    @Test func aPeriodNeedsEveryOrdersTime() throws {
        let json =
            "[{\"juice\": \"kiwi\", \"orderedAt\": \"2026-11-21T10:00:00+09:00\"},\n {\"id\": \"B-2\", \"juice\": \"mango\"}]"
        let orders = try OrderHistoryReader().read(Array(json.utf8), source: "t.json")
        var aggregator = SalesAggregator(query: SalesQuery(period: ReportPeriod(day: CalendarDay("2026-11-21")!)))
        #expect(throws: SalesAggregationError.self) { try aggregator.add(contentsOf: orders) }
        do {
            try aggregator.add(contentsOf: orders)
        } catch {
            #expect(
                error.description
                    == #"t.json:2:2: order 2 (id "B-2"): "orderedAt" is missing; choosing days (--date, --from, --to, --month) needs every order's time"#
            )
        }
    }
}
