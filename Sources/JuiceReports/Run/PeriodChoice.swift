import Foundation
import JuiceCore

/// The days a user asked for, as written (`--date`, `--from`/`--to`, `--month`, `--tz`),
/// turned into a period and a time zone, or refused with a sentence naming the flag.
public struct PeriodChoice: Sendable, Equatable {
    /// `YYYY-MM-DD`, `today` or `yesterday`.
    public var date: String?
    public var from: String?
    public var to: String?
    /// `YYYY-MM`.
    public var month: String?
    /// An IANA zone name; nil is the machine's zone.
    public var timeZoneName: String?
    /// When the business day starts, `HH:MM` (`--day-starts`); nil is midnight.
    public var dayStartText: String?

    public init(
        date: String? = nil, from: String? = nil, to: String? = nil, month: String? = nil, timeZoneName: String? = nil,
        dayStartText: String? = nil
    ) {
        self.date = date
        self.from = from
        self.to = to
        self.month = month
        self.timeZoneName = timeZoneName
        self.dayStartText = dayStartText
    }

    /// Whether any days were chosen.
    public var choosesDays: Bool { date != nil || from != nil || to != nil || month != nil }

    public func timeZone() throws(RequestError) -> TimeZone {
        guard let timeZoneName else { return .current }
        guard let zone = TimeZone(identifier: timeZoneName) else {
            throw RequestError("--tz '\(timeZoneName)' is not a time zone name such as Asia/Seoul or UTC.")
        }
        return zone
    }

    /// When the business day starts: `--day-starts`, or midnight.
    public func dayStart() throws(RequestError) -> DayStart {
        guard let dayStartText else { return .midnight }
        guard let start = DayStart(dayStartText) else {
            throw RequestError(
                "--day-starts '\(dayStartText)' is not a time of day such as 04:00 (hours and minutes, 00:00 to 23:59)."
            )
        }
        return start
    }

    /// The days asked for; nil for every day. `today` and `yesterday` are read on `now` in the
    /// zone, as business days (before the day's start, today is still the day before).
    public func period(on clock: ReportClock) throws(RequestError) -> ReportPeriod? {
        try period(now: clock.now)
    }

    /// The days asked for, with `today` read at the instant `now`.
    public func period(now: Date) throws(RequestError) -> ReportPeriod? {
        guard [date != nil, from != nil || to != nil, month != nil].filter({ $0 }).count <= 1 else {
            throw RequestError("Choose days with one of --date, --from/--to or --month.")
        }
        if let date {
            let start = try dayStart()
            var resolver = ZoneDayResolver(timeZone: try timeZone(), dayStart: start)
            let today =
                start == .midnight
                ? CalendarDay(now, in: try timeZone())
                : CalendarDay(daysSinceEpoch: resolver.daysSinceEpoch(of: now.timeIntervalSince1970))
            switch date {
            case "today": return ReportPeriod(day: today)
            case "yesterday": return ReportPeriod(day: today.adding(days: -1))
            default: return ReportPeriod(day: try day(date, "--date"))
            }
        }
        if let month {
            guard let period = ReportPeriod(month: month) else {
                throw RequestError("--month '\(month)' is not a month such as 2026-11.")
            }
            return period
        }
        guard from != nil || to != nil else { return nil }
        guard let from, let to else { throw RequestError("--from and --to go together.") }
        guard let period = ReportPeriod(first: try day(from, "--from"), last: try day(to, "--to")) else {
            throw RequestError("--from \(from) comes after --to \(to).")
        }
        return period
    }

    private func day(_ text: String, _ option: String) throws(RequestError) -> CalendarDay {
        guard let day = CalendarDay(text) else {
            throw RequestError("\(option) '\(text)' is not a day such as 2026-11-21.")
        }
        return day
    }
}
