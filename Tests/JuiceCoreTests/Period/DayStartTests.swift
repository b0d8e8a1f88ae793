import Foundation
import Testing
@testable import JuiceCore

struct DayStartTests {
    @Test func readsHoursAndMinutes() {
        #expect(DayStart("04:00")?.secondsAfterMidnight == 4 * 3600)
        #expect(DayStart("4:30")?.secondsAfterMidnight == 4 * 3600 + 30 * 60)
        #expect(DayStart("00:00") == .midnight)
        #expect(DayStart("23:59")?.description == "23:59")
        #expect(DayStart("5:07")?.description == "05:07")
        for bad in ["24:00", "4", "04:60", "04:0", "-1:00", "04:00:00", "", "four", "０４:00", " 4:00"] {
            #expect(DayStart(bad) == nil, "\(bad)")
        }
    }

    /// With days starting at 04:00 a sale at 01:30 is on the day before; at 04:00 on its own day.
    @Test func aSaleBeforeTheStartIsOnTheDayBefore() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        var resolver = ZoneDayResolver(timeZone: seoul, dayStart: try #require(DayStart("04:00")))
        let saturday = CalendarDay(year: 2026, month: 11, day: 21)
        for (time, day) in [
            ("2026-11-21T01:30:00+09:00", saturday.adding(days: -1)),
            ("2026-11-21T03:59:59+09:00", saturday.adding(days: -1)),
            ("2026-11-21T04:00:00+09:00", saturday), ("2026-11-21T23:59:00+09:00", saturday),
            ("2026-11-22T00:10:00+09:00", saturday), ("2026-11-20T19:30:00Z", saturday),
        ] {
            let timestamp = try #require(OrderTimestamp.parse(time))
            #expect(resolver.day(of: timestamp) == day.daysSinceEpoch, "\(time)")
            #expect(resolver.daysSinceEpoch(of: timestamp.secondsSinceEpoch) == day.daysSinceEpoch, "\(time)")
        }
        #expect(Weekday(saturday) == .saturday)
        #expect(Weekday(daysSinceEpoch: 0) == .thursday)
        #expect(Weekday(daysSinceEpoch: -4) == .sunday)
    }

    /// An order with a date but no time stays on its date, whatever the start.
    @Test func aDateWithoutATimeStaysOnItsDate() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let clock = LocalClock(timeZone: newYork)
        var text = Array("2026-11-21 00:00".utf8)
        let midnight = try #require(
            text.withUnsafeMutableBytes { OrderTimestamp.parse(UnsafeRawBufferPointer($0), localTo: clock) })
        var resolver = ZoneDayResolver(timeZone: newYork, dayStart: try #require(DayStart("05:00")))
        let day = CalendarDay(year: 2026, month: 11, day: 21).daysSinceEpoch
        #expect(midnight.hasTimeOfDay)
        #expect(resolver.day(of: midnight) == day - 1)
        #expect(!midnight.withoutTimeOfDay().hasTimeOfDay)
        #expect(resolver.day(of: midnight.withoutTimeOfDay()) == day)
        // Export dates without a time are read as such.
        text = Array("11/21/2026".utf8)
        let exported = text.withUnsafeMutableBytes { bytes -> OrderTimestamp? in
            if case .timestamp(let timestamp) = OrderTimestamp.parse(
                UnsafeRawBufferPointer(bytes), localTo: clock, order: .monthFirst)
            {
                return timestamp
            }
            return nil
        }
        #expect(exported?.hasTimeOfDay == false)
        #expect(exported.map { resolver.day(of: $0) } == day)
    }

    /// Every query's days move with the start: a chart of Friday counts Friday night's sales after midnight.
    @Test func chartsCountTheNightOnItsBusinessDay() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let friday = CalendarDay(year: 2026, month: 11, day: 20)
        let menu = Menu.standard
        func units(_ start: DayStart) throws -> Int64 {
            var aggregator = SalesAggregator(
                query: SalesQuery(period: ReportPeriod(day: friday), timeZone: seoul, dayStart: start))
            for (time, quantity) in [
                ("2026-11-20T03:00:00+09:00", 1), ("2026-11-20T22:00:00+09:00", 2), ("2026-11-21T01:30:00+09:00", 4),
            ] {
                let slot = aggregator.slot(for: menu.identify("kiwi"))
                try aggregator.add(
                    OrderRecord(
                        orderedAt: OrderTimestamp.parse(time),
                        lines: [SaleLine(slot: slot, quantity: Int64(quantity), unitPrice: nil)]),
                    at: { nil })
            }
            return aggregator.summary().totalUnits
        }
        #expect(try units(.midnight) == 3)
        #expect(try units(try #require(DayStart("04:00"))) == 6)
    }
}
