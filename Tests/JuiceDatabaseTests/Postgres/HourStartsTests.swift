import Foundation
import JuiceCore
import SeededRandom
import Testing
@testable import JuiceDatabase

/// The hour starts a PostgreSQL statement buckets times by for totals by hour: each hour is
/// labelled with the day and the hour the file readers give every time in it, through
/// daylight-saving changes, odd offsets and business days too.
struct HourStartsTests {
    private func day(_ text: String) -> Int {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return CalendarDay(year: parts[0], month: parts[1], day: parts[2]).daysSinceEpoch
    }

    private func hours(_ zone: String, _ first: String, _ last: String, dayStart: DayStart = .midnight) throws
        -> HourStarts
    {
        let timeZone = try #require(TimeZone(identifier: zone))
        let days = try #require(DayStarts(days: day(first)...day(last), zone: timeZone, dayStart: dayStart))
        return try #require(HourStarts(days: days, zone: timeZone, dayStart: dayStart))
    }

    @Test func seoulHoursStartOnTheHour() throws {
        let starts = try hours("Asia/Seoul", "2026-11-01", "2026-11-02")
        #expect(starts.count == 48)
        #expect(starts.hours == Array(0..<24) + Array(0..<24))
        #expect(
            starts.days == Array(repeating: day("2026-11-01"), count: 24)
                + Array(repeating: day("2026-11-02"), count: 24))
        #expect(
            starts.seconds.first
                == DayStarts(days: day("2026-11-01")...day("2026-11-01"), zone: TimeZone(identifier: "Asia/Seoul")!)?
                .seconds.first)
        #expect(zip(starts.seconds.dropFirst(), starts.seconds).allSatisfy { $0 - $1 == 3_600 })
        #expect(starts.day(ofBucket: "d").hasPrefix("('{\(day("2026-11-01")),"))
        #expect(
            starts.hour(ofBucket: "d")
                == "('{\((Array(0..<24) + Array(0..<24)).map(String.init).joined(separator: ","))}'::integer[])[d]")
    }

    /// New York: on 2026-11-01 the clock shows 01:00–02:00 twice (one hour of two hours' length,
    /// as the file readers put both on hour 1); on 2026-03-08 it skips 02:00 (23 hours).
    @Test func daylightSavingDaysHaveTheirHours() throws {
        let back = try hours("America/New_York", "2026-11-01", "2026-11-01")
        #expect(back.hours == Array(0..<24))
        let lengths = zip(back.seconds.dropFirst(), back.seconds).map { $0 - $1 }
        #expect(lengths[1] == 7_200 && lengths.enumerated().allSatisfy { $0.offset == 1 || $0.element == 3_600 })
        let forward = try hours("America/New_York", "2026-03-08", "2026-03-08")
        #expect(forward.hours == [0, 1] + Array(3..<24))
    }

    /// Business days from 04:00: hours 04–23 and then 00–03 of the next date make one day.
    @Test func businessDaysHoldTheirEarlyHours() throws {
        let starts = try hours("Asia/Seoul", "2026-11-01", "2026-11-01", dayStart: try #require(DayStart("04:00")))
        #expect(starts.hours == Array(4..<24) + Array(0..<4))
        #expect(Set(starts.days) == [day("2026-11-01")])
    }

    /// Property (fixed seed): for random instants in spans of zones with daylight saving, odd
    /// offsets and business days, the hour `width_bucket` finds is labelled with the day and the
    /// hour the file readers (`ZoneDayResolver`, `HourlySalesAggregator`) give the instant.
    @Test(arguments: [
        ("America/New_York", "2026-10-30", "2026-11-03", "00:00"),
        ("America/Santiago", "2026-09-04", "2026-09-08", "00:00"),
        ("Asia/Kathmandu", "2026-11-01", "2026-11-03", "04:00"),
        ("Australia/Lord_Howe", "2026-04-03", "2026-04-07", "00:00"),
        ("Europe/London", "2026-03-27", "2026-03-31", "05:00"),
    ])
    func everyInstantFallsInTheHourTheFileReadersGiveIt(zone: String, first: String, last: String, dayStart: String)
        throws
    {
        let timeZone = try #require(TimeZone(identifier: zone))
        let start = try #require(DayStart(dayStart))
        let days = try #require(DayStarts(days: day(first)...day(last), zone: timeZone, dayStart: start))
        // Lord Howe's clock moves by half an hour: the quarter-hour check still holds, so it has hours too.
        let starts = try #require(HourStarts(days: days, zone: timeZone, dayStart: start), "\(zone)")
        var random = SplitMix64(seed: 41)
        var resolver = ZoneDayResolver(timeZone: timeZone, dayStart: start)
        for _ in 0..<2_000 {
            let instant = Int.random(in: starts.seconds.first!..<starts.seconds.last!, using: &random)
            // width_bucket: the number of starts at or before the instant.
            let bucket = starts.seconds.lastIndex { $0 <= instant }!
            let local = resolver.localSeconds(of: Double(instant))
            let hour = ((local % 86_400) + 86_400) % 86_400 / 3_600
            #expect(starts.days[bucket] == resolver.daysSinceEpoch(of: Double(instant)), "\(zone) \(instant)")
            #expect(starts.hours[bucket] == hour, "\(zone) \(instant)")
        }
    }

    @Test func tooManyHoursAreLeftToTheStatement() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let days = try #require(DayStarts(days: day("2025-01-01")...day("2026-12-31"), zone: seoul))
        #expect(HourStarts(days: days, zone: seoul) == nil)
    }
}
