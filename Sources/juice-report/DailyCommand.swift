import ArgumentParser
import JuiceCore
import PieRender

/// `juice-report daily sales.json --out-dir reports`: a chart per day and an HTML report.
struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Write one chart per day with sales, and an index.html report of the period.",
        discussion: "Without --date, --from/--to or --month the period runs from the first to the last day with orders.\n\n"
            + ExitStatus.helpText
    )

    @Argument(help: "Order histories (JSON, JSON Lines or CSV; - is standard input), read together.")
    var inputs: [String]

    @OptionGroup(title: "Input")
    var reading: InputOptions

    @Option(help: "The folder to write the charts and index.html into; created when missing.")
    var outDir: String

    @Option(help: "The chart file format: png, svg or pdf.")
    var format: ChartFormat = .png

    @Option(help: "Print the totals over the period on standard output: table (the default), json or csv.")
    var summary: SummaryFormat?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @OptionGroup(title: "Days")
    var days: PeriodOptions

    @OptionGroup(title: "Chart")
    var appearance: ChartAppearanceOptions

    func run() throws {
        let job = DailyReportJob(inputs: OrderInputs(paths: inputs, options: reading, quiet: quiet), outDirectory: outDir, format: format, appearance: appearance,
                                 timeZone: try days.timeZone(), period: try days.period(), summary: summary)
        let report = try runReportingFailure(job.run)
        if let table = report.table { print(table, terminator: "") }
        for note in report.notes { printToStandardError("juice-report: note: \(note)") }
        for line in OrderInputs.skippedNotes(report.reading) { printToStandardError("juice-report: \(line)") }
        if !quiet { printToStandardError("juice-report: wrote \(report.written)") }
        if report.reading.skipped > 0 { throw ExitCode(ExitStatus.skippedOrders.rawValue) }
    }
}
