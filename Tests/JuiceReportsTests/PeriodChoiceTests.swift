import Foundation
import JuiceCore
import Testing
@testable import JuiceReports

struct PeriodChoiceTests {
    /// 2026-11-22 00:30 in Seoul is still 2026-11-21 in UTC.
    private let now = Date(timeIntervalSince1970: 1_795_275_000)

    @Test func todayAndYesterdayAreDaysInTheChosenZone() throws {
        #expect(
            try PeriodChoice(date: "today", timeZoneName: "Asia/Seoul").period(now: now)
                == ReportPeriod(day: CalendarDay("2026-11-22")!))
        #expect(
            try PeriodChoice(date: "yesterday", timeZoneName: "Asia/Seoul").period(now: now)
                == ReportPeriod(day: CalendarDay("2026-11-21")!))
        #expect(
            try PeriodChoice(date: "today", timeZoneName: "UTC").period(now: now)
                == ReportPeriod(day: CalendarDay("2026-11-21")!))
        #expect(try PeriodChoice(month: "2026-02").period(now: now)?.days.count == 28)
        #expect(try PeriodChoice(from: "2026-11-01", to: "2026-11-07").period(now: now)?.days.count == 7)
        #expect(try PeriodChoice().period(now: now) == nil)
    }

    /// At 00:30 with days starting at 04:00, today is still the day before: the night's business day.
    @Test func todayIsTheBusinessDayBeforeTheDaysStart() throws {
        let night = PeriodChoice(date: "today", timeZoneName: "Asia/Seoul", dayStartText: "04:00")
        #expect(try night.period(now: now) == ReportPeriod(day: CalendarDay("2026-11-21")!))
        #expect(
            try PeriodChoice(date: "yesterday", timeZoneName: "Asia/Seoul", dayStartText: "04:00").period(now: now)
                == ReportPeriod(day: CalendarDay("2026-11-20")!))
        #expect(
            try PeriodChoice(date: "today", timeZoneName: "Asia/Seoul", dayStartText: "00:15").period(now: now)
                == ReportPeriod(day: CalendarDay("2026-11-22")!))
        #expect(try night.dayStart() == DayStart(hour: 4))
        #expect(try PeriodChoice().dayStart() == .midnight)
        #expect(
            throws: RequestError(
                "--day-starts '24:00' is not a time of day such as 04:00 (hours and minutes, 00:00 to 23:59).")
        ) {
            try PeriodChoice(dayStartText: "24:00").dayStart()
        }
    }

    @Test func refusesWhatIsNotADayOrZone() {
        #expect(throws: RequestError("--date 'tomorrow' is not a day such as 2026-11-21.")) {
            try PeriodChoice(date: "tomorrow").period(now: now)
        }
        #expect(throws: RequestError("Choose days with one of --date, --from/--to or --month.")) {
            try PeriodChoice(date: "today", month: "2026-11").period(now: now)
        }
        #expect(throws: RequestError("--from and --to go together.")) {
            try PeriodChoice(from: "2026-11-01").period(now: now)
        }
        #expect(throws: RequestError("--from 2026-11-09 comes after --to 2026-11-01.")) {
            try PeriodChoice(from: "2026-11-09", to: "2026-11-01").period(now: now)
        }
        #expect(throws: RequestError("--tz 'Mars/Olympus' is not a time zone name such as Asia/Seoul or UTC.")) {
            try PeriodChoice(timeZoneName: "Mars/Olympus").timeZone()
        }
    }
}
