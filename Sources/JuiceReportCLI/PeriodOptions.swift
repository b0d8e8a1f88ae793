import ArgumentParser
import Foundation
import JuiceReports

/// Which days count, the zone they are cut in and when they start; shared by every command.
struct PeriodOptions: ParsableArguments {
    @Option(help: "Only orders on this day: YYYY-MM-DD, today or yesterday (in --tz).")
    var date: String?

    @Option(help: "Only orders from this day on (YYYY-MM-DD, inclusive); needs --to.")
    var from: String?

    @Option(help: "Only orders up to this day (YYYY-MM-DD, inclusive); needs --from.")
    var to: String?

    @Option(help: "Only orders in this month: YYYY-MM.")
    var month: String?

    @Option(
        help: "The time zone days are cut in, as an IANA name such as Asia/Seoul. The default is the machine's zone.")
    var tz: String?

    @Option(
        name: .customLong("day-starts"),
        help: ArgumentHelp(
            "When the business day starts on the clock of --tz, HH:MM: with 04:00 a sale at 01:30 counts on the day "
                + "before, for every day the command shows. Orders with a date but no time stay on their date. "
                + "The default is 00:00.",
            valueName: "HH:MM"))
    var dayStarts: String?

    var choice: PeriodChoice {
        PeriodChoice(date: date, from: from, to: to, month: month, timeZoneName: tz, dayStartText: dayStarts)
    }

    func validate() throws {
        _ = try usage { (try choice.timeZone(), try choice.dayStart(), try choice.period(on: Self.clock)) }
    }

    /// The clock `today` and `yesterday` read, the server's too: `JUICE_REPORT_NOW` (an ISO 8601 instant)
    /// when set, for tests.
    static var clock: ReportClock { ReportClock(environment: CommandEnvironment.current) }
}
