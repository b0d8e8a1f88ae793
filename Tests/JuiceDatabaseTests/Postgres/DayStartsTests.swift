import Foundation
import JuiceCore
import Testing
@testable import JuiceDatabase

/// The day starts a PostgreSQL daily statement buckets times by: each is the first second of
/// its day as the file readers count days, through daylight-saving changes too.
struct DayStartsTests {
    private func day(_ text: String) -> Int {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return CalendarDay(year: parts[0], month: parts[1], day: parts[2]).daysSinceEpoch
    }

    @Test func seoulDaysStartAtFifteenHundredUTCTheDayBefore() throws {
        let starts = try #require(
            DayStarts(days: day("2026-11-01")...day("2026-11-03"), zone: TimeZone(identifier: "Asia/Seoul")!))
        #expect(starts.firstDay == day("2026-11-01") && starts.count == 3)
        #expect(
            starts.arrayLiteral
                == "{\"2026-10-31 15:00:00+00\",\"2026-11-01 15:00:00+00\",\"2026-11-02 15:00:00+00\",\"2026-11-03 15:00:00+00\"}"
        )
    }

    /// New York leaves daylight-saving time on 2026-11-01 (a 25-hour day); Santiago's clocks
    /// skip from 24:00 to 01:00 on 2026-09-06, so that day starts at 01:00 local time; Kathmandu
    /// is 5:45 ahead; Apia, days before it skipped 2011-12-30.
    @Test(arguments: [
        ("America/New_York", "2026-10-30", "2026-11-03"), ("America/Santiago", "2026-09-04", "2026-09-08"),
        ("Asia/Kathmandu", "2026-11-01", "2026-11-03"), ("Pacific/Apia", "2011-12-26", "2011-12-28"),
    ])
    func everyStartIsWhereTheFileReadersDayChanges(zone: String, first: String, last: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let starts = try #require(DayStarts(days: day(first)...day(last), zone: timeZone))
        var resolver = ZoneDayResolver(timeZone: timeZone)
        for (index, start) in starts.seconds.enumerated() {
            #expect(resolver.daysSinceEpoch(of: Double(start)) == starts.firstDay + index, "\(zone) start \(index)")
            #expect(
                resolver.daysSinceEpoch(of: Double(start) - 0.000_001) == starts.firstDay + index - 1,
                "\(zone) before start \(index)")
        }
        let lengths = zip(starts.seconds.dropFirst(), starts.seconds).map { $0 - $1 }
        if zone == "America/New_York" { #expect(lengths == [86_400, 86_400, 90_000, 86_400, 86_400]) }
        if zone == "America/Santiago" { #expect(lengths == [86_400, 86_400, 82_800, 86_400, 86_400]) }
    }

    /// Business days from 04:00 (`--day-starts`): Seoul's start at 19:00 UTC the day before, and
    /// New York's at 04:00 on its clock across the change back to standard time.
    @Test func businessDaysStartAtTheirHour() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let four = try #require(DayStart("04:00"))
        let starts = try #require(DayStarts(days: day("2026-11-01")...day("2026-11-02"), zone: seoul, dayStart: four))
        #expect(
            starts.arrayLiteral == "{\"2026-10-31 19:00:00+00\",\"2026-11-01 19:00:00+00\",\"2026-11-02 19:00:00+00\"}")
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let crossing = try #require(
            DayStarts(days: day("2026-10-31")...day("2026-11-01"), zone: newYork, dayStart: four))
        var resolver = ZoneDayResolver(timeZone: newYork, dayStart: four)
        for (index, start) in crossing.seconds.enumerated() {
            #expect(resolver.daysSinceEpoch(of: Double(start)) == crossing.firstDay + index)
            #expect(resolver.daysSinceEpoch(of: Double(start) - 0.000_001) == crossing.firstDay + index - 1)
        }
        // 04:00 EDT on the 31st, 04:00 EST on the 1st and on the 2nd.
        #expect(
            crossing.arrayLiteral
                == "{\"2026-10-31 08:00:00+00\",\"2026-11-01 09:00:00+00\",\"2026-11-02 09:00:00+00\"}")
    }

    /// Apia skipped 2011-12-30 (from the 29th straight to the 31st): a day with no start of its
    /// own, so the statement converts each time itself.
    @Test func aSkippedDayLeavesTheStatementToConvertEachTime() {
        let apia = TimeZone(identifier: "Pacific/Apia")!
        #expect(DayStarts(days: day("2011-12-29")...day("2011-12-31"), zone: apia) == nil)
    }
}
