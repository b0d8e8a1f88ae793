import ArgumentParser
import JuiceReports

/// `juice-report report orders.json --month 2026-11 -o report.pdf`: the period in one file.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Write a report of a period as one file: a PDF, "
            + "a self-contained HTML page, or a mail message (.eml) with the PDF attached.",
        discussion:
            "The report holds the period's totals, its pie and table (units, revenue and the share of the metric "
            + "charted), the change against the previous period of the same length (when the period is given), the "
            + "trend per day, and each day as a small pie. Without --date, --from/--to or --month the period runs from "
            + "the first to the last day with orders.\n\n"
            + ExitStatus.helpText
    )

    @Argument(help: SharedHelp.inputs)
    var inputs: [String]

    @OptionGroup(title: "Input")
    var reading: InputOptions

    @Option(name: .shortAndLong, help: "The report file to write. Its extension picks the format: .pdf, .html or .eml.")
    var output: String

    @Option(help: "The paper of the PDF (and of the PDF a mail attaches): a4 or letter.")
    var paper: ReportPaper = .a4

    @Option(name: .customLong("mail-from"), help: "The sender of a .eml report, an address such as shop@example.com.")
    var mailFrom: String = PeriodReportRequest.defaultSender

    @Option(
        name: .customLong("mail-to"), parsing: .upToNextOption,
        help: "The recipients of a .eml report, one address or more.")
    var mailTo: [String] = []

    @Option(
        help:
            """
            Also send the .eml report to this SMTP server: smtp://HOST:PORT (STARTTLS when offered) \
            or smtps://HOST:PORT. The user and password come from JUICE_REPORT_SMTP_USER and \
            JUICE_REPORT_SMTP_PASSWORD, or from ~/.netrc.
            """
    )
    var send: String?

    @Flag(help: "With --send smtp://…, refuse to send unless the server takes STARTTLS.")
    var starttls = false

    @Option(
        help:
            """
            The subject of a .eml report. By default the title (--title), else what is shown, the days and the total, \
            after the shop's name (--shop).
            """
    )
    var subject: String?

    @Option(
        name: .customLong("split-by"),
        help:
            """
            After the whole, a section per value of this column of the orders (a store): its totals, pie, \
            table and days, biggest first, each product in the whole's colour.
            """
    )
    var splitBy: String?

    @Option(
        defaultAsFlag: SummaryFormat.table, parsing: .next,
        help:
            """
            Also print the period's totals, the figures of the report's table, on standard output: table (the \
            default), json or csv.
            """
    )
    var summary: SummaryFormat? = nil

    @Flag(help: "Write and send nothing when the period has no sales.")
    var skipEmpty = false

    @Flag(name: .shortAndLong, help: SharedHelp.quiet)
    var quiet = false

    @OptionGroup
    var picture: PieCommandOptions

    func validate() throws {
        try picture.appearance.refuseCanvas(in: "report", because: "a report lays out its page's charts itself")
        _ = try request(progress: nil)
    }

    func run() throws {
        let progress = ProgressBar(quiet: quiet)
        let request = try request(progress: progress)
        let result = try runReportingFailure {
            defer { progress?.finish() }; return try request.run()
        }
        if !quiet, let sent = result.sent { printToStandardError("juice-report: sent the mail to \(sent)") }
        try present(
            table: result.table, notes: result.notes, reading: result.reading, written: result.written, quiet: quiet)
    }

    private func request(progress: ProgressBar?) throws -> PeriodReportRequest {
        let query = try picture.query()
        let chart = try picture.specification()
        let inputs = try picture.appearance.grouped(reading.inputs(inputs, progress: progress))
        let menu = try reading.menu()
        var delivery: SMTPDelivery?
        if let send {
            do {
                delivery = try SMTPDelivery(url: send, requireTLS: starttls, environment: CommandEnvironment.current)
            } catch {
                throw ValidationError(error.description)
            }
        }
        if starttls, send == nil { throw ValidationError("--starttls applies to --send smtp://…; give --send.") }
        return try usage {
            var request = try PeriodReportRequest(
                inputs: inputs, query: query, chart: chart, output: output, paper: paper, mailFrom: mailFrom,
                mailTo: mailTo,
                menu: menu, delivery: delivery, skipEmpty: skipEmpty, subject: subject, summary: summary)
            request.splitBy = splitBy
            // The library takes a sender and recipients for every report (its tests give them); here
            // they are asked for by hand, and only a mail message has them.
            if request.format != .eml, !mailTo.isEmpty || mailFrom != PeriodReportRequest.defaultSender {
                throw ValidationError("--mail-from and --mail-to address the mail message: name the report file .eml.")
            }
            return request
        }
    }
}

extension ReportPaper: ArgumentChoice {}
