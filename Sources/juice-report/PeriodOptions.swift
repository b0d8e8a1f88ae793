import ArgumentParser
import Foundation
import JuiceReports

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

    var choice: PeriodChoice { PeriodChoice(date: date, from: from, to: to, month: month, timeZoneName: tz) }

    func validate() throws {
        _ = try usage { (try choice.timeZone(), try choice.period(now: Date())) }
    }

    /// The clock `today` and `yesterday` read: `JUICE_REPORT_NOW` (an ISO 8601 instant) when set, for tests.
    static var now: Date {
        ProcessInfo.processInfo.environment["JUICE_REPORT_NOW"].flatMap { try? Date($0, strategy: .iso8601) } ?? Date()
    }
}
