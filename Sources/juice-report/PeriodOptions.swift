import ArgumentParser
import Foundation
import JuiceCore

/// Which days count and the zone they are cut in; shared by `chart` and `daily`.
struct PeriodOptions: ParsableArguments {
    @Option(help: "Only orders on this day: YYYY-MM-DD, today or yesterday (in --tz).")
    var date: String?

    @Option(help: "Only orders from this day on (YYYY-MM-DD, inclusive); needs --to.")
    var from: String?

    @Option(help: "Only orders up to this day (YYYY-MM-DD, inclusive); needs --from.")
    var to: String?

    @Option(help: "Only orders in this month: YYYY-MM.")
    var month: String?

    @Option(help: "The time zone days are cut in, as an IANA name such as Asia/Seoul. The default is the machine's zone.")
    var tz: String?

    func validate() throws {
        _ = try timeZone()
        _ = try period(now: Date())
    }

    /// The clock `today` and `yesterday` read: `JUICE_REPORT_NOW` (an ISO 8601 instant) when set, for tests.
    static var now: Date {
        ProcessInfo.processInfo.environment["JUICE_REPORT_NOW"].flatMap { try? Date($0, strategy: .iso8601) } ?? Date()
    }

    func timeZone() throws -> TimeZone {
        guard let tz else { return .current }
        guard let zone = TimeZone(identifier: tz) else {
            throw ValidationError("--tz '\(tz)' is not a time zone name such as Asia/Seoul or UTC.")
        }
        return zone
    }

    /// The days asked for with --date, --from/--to or --month; nil for every day.
    func period(now: Date = PeriodOptions.now) throws -> ReportPeriod? {
        let chosen = [date != nil, from != nil || to != nil, month != nil].filter { $0 }.count
        guard chosen <= 1 else { throw ValidationError("Choose days with one of --date, --from/--to or --month.") }
        func day(_ text: String, _ option: String) throws -> CalendarDay {
            guard let day = CalendarDay(text) else {
                throw ValidationError("\(option) '\(text)' is not a day such as 2026-11-21.")
            }
            return day
        }
        if let date {
            let today = CalendarDay(now, in: try timeZone())
            switch date {
            case "today": return ReportPeriod(day: today)
            case "yesterday": return ReportPeriod(day: today.adding(days: -1))
            default: return ReportPeriod(day: try day(date, "--date"))
            }
        }
        if let month {
            guard let period = ReportPeriod(month: month) else { throw ValidationError("--month '\(month)' is not a month such as 2026-11.") }
            return period
        }
        if from != nil || to != nil {
            guard let from, let to else { throw ValidationError("--from and --to go together.") }
            guard let period = ReportPeriod(first: try day(from, "--from"), last: try day(to, "--to")) else {
                throw ValidationError("--from \(from) comes after --to \(to).")
            }
            return period
        }
        return nil
    }
}
