import Foundation
import JuiceReports
import Testing

/// The one clock "today" is read on: fixed for tests, from `JUICE_REPORT_NOW`, or the machine's.
struct ReportClockTests {
    /// 2026-11-22 01:00 UTC: 10:00 in Seoul, still 20:00 on the 21st in New York.
    private let instant = Date(timeIntervalSince1970: 1_795_309_200)

    @Test func theEnvironmentFixesTheInstantAndAnythingElseIsTheMachinesClock() {
        #expect(ReportClock(environment: ["JUICE_REPORT_NOW": "2026-11-22T01:00:00Z"]).now == instant)
        let before = Date()
        for environment in [[:], ["JUICE_REPORT_NOW": "yesterday"], ["JUICE_REPORT_NOW": ""]] {
            let now = ReportClock(environment: environment).now
            #expect(now >= before && now <= Date(), "\(environment)")
        }
    }

    @Test func todayAndYesterdayAreReadOnTheClockInTheZone() throws {
        let clock = ReportClock.fixed(instant)
        #expect(clock.now == instant && clock.now == instant)
        let seoul = PeriodChoice(date: "today", timeZoneName: "Asia/Seoul")
        #expect(try seoul.period(on: clock) == ReportPeriod(day: CalendarDay("2026-11-22")!))
        #expect(
            try PeriodChoice(date: "yesterday", timeZoneName: "Asia/Seoul").period(on: clock)
                == ReportPeriod(day: CalendarDay("2026-11-21")!))
        #expect(
            try PeriodChoice(date: "today", timeZoneName: "America/New_York").period(on: clock)
                == ReportPeriod(day: CalendarDay("2026-11-21")!))
        #expect(try seoul.period(on: clock) == seoul.period(now: instant))
    }
}
