import ArgumentParser
import JuiceCore
import PieRender

/// `juice-report sales.json -o pie.png`: one chart of the whole history or of a period.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw one pie chart of units sold per juice (the default command).",
        discussion: ExitStatus.helpText
    )

    @Argument(help: "Order histories (JSON, JSON Lines or CSV; - is standard input), added up into one chart.")
    var inputs: [String] = []

    @OptionGroup(title: "Input")
    var reading: InputOptions

    @Option(help: "Draw pre-aggregated totals instead of orders: a CSV with juice and value columns, or JSON [{\"juice\": …, \"value\": …}].")
    var totals: String?

    @Option(name: .shortAndLong, help: "The chart file to write. Its extension (.png, .svg or .pdf) picks the format; - writes to standard output (then give --format).")
    var output: String?

    @Option(help: "The file format, overriding the output file's extension.")
    var format: ChartFormat?

    @Option(help: "The title above the pie. By default it names what is shown, the days and the total.")
    var title: String?

    @Option(help: "Print the totals on standard output: table (the default), json or csv. With --summary, -o is optional.")
    var summary: SummaryFormat?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @OptionGroup(title: "Days")
    var days: PeriodOptions

    @OptionGroup(title: "Chart")
    var appearance: ChartAppearanceOptions

    func validate() throws {
        guard inputs.isEmpty != (totals == nil) else {
            throw ValidationError("Give an order history, or --totals FILE, but not both.")
        }
        if totals != nil, days.date != nil || days.from != nil || days.month != nil {
            throw ValidationError("Totals carry no dates; --date, --from/--to and --month need an order history.")
        }
        guard output != nil || summary != nil else {
            throw ValidationError("Name the chart file with -o, or ask for --summary.")
        }
        if output == "-", format == nil {
            throw ValidationError("Writing the chart to standard output (-o -) needs --format png, svg or pdf.")
        }
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("Standard input (-) can be read only once.")
        }
        if output == "-", summary != nil {
            throw ValidationError("-o - and --summary would both write to standard output; choose one.")
        }
        if let output, resolvedFormat == nil {
            throw ValidationError("Cannot tell the format of '\(output)' from its extension; name the file .png, .svg or .pdf, or pass --format.")
        }
    }

    func run() throws {
        let query = SalesQuery(period: try days.period(), timeZone: try days.timeZone(),
                               metric: appearance.metric, grouping: appearance.by)
        let chartOutput = output.flatMap { path in resolvedFormat.map { ChartJob.Output(path: path, format: $0) } }
        let source: ChartJob.Source = if let totals { .totals(totals) } else { .orders(OrderInputs(paths: inputs, options: reading, quiet: quiet)) }
        let job = ChartJob(source: source, output: chartOutput, size: appearance.size, scale: appearance.scale,
                           theme: appearance.theme, chart: appearance.chartOptions(title: title), query: query, summary: summary)
        let report = try runReportingFailure(job.run)
        if let table = report.table { print(table, terminator: "") }
        for note in report.notes { printToStandardError("juice-report: note: \(note)") }
        for line in OrderInputs.skippedNotes(report.reading) { printToStandardError("juice-report: \(line)") }
        if !quiet, let written = report.written { printToStandardError("juice-report: wrote \(written)") }
        if report.reading.skipped > 0 { throw ExitCode(ExitStatus.skippedOrders.rawValue) }
    }

    private var resolvedFormat: ChartFormat? {
        let parts = (output ?? "").split(separator: ".")
        return format ?? (parts.count > 1 ? ChartFormat(pathExtension: String(parts.last!)) : nil)
    }
}
