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

    @Argument(help: "The order history: a JSON file holding an object with an \"orders\" array, or a bare array of orders.")
    var input: String?

    @Option(help: "Draw pre-aggregated totals instead of orders: a CSV with juice and value columns, or JSON [{\"juice\": …, \"value\": …}].")
    var totals: String?

    @Option(name: .shortAndLong, help: "The chart file to write. Its extension (.png, .svg or .pdf) picks the format.")
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
        guard (input == nil) != (totals == nil) else {
            throw ValidationError("Give an order history, or --totals FILE, but not both.")
        }
        if totals != nil, days.date != nil || days.from != nil || days.month != nil {
            throw ValidationError("Totals carry no dates; --date, --from/--to and --month need an order history.")
        }
        guard output != nil || summary != nil else {
            throw ValidationError("Name the chart file with -o, or ask for --summary.")
        }
        if let output, resolvedFormat == nil {
            throw ValidationError("Cannot tell the format of '\(output)' from its extension; name the file .png, .svg or .pdf, or pass --format.")
        }
    }

    func run() throws {
        let query = SalesQuery(period: try days.period(), timeZone: try days.timeZone(),
                               metric: appearance.metric, grouping: appearance.by)
        let chartOutput = output.flatMap { path in resolvedFormat.map { ChartJob.Output(path: path, format: $0) } }
        let source: ChartJob.Source = if let totals { .totals(totals) } else { .orders(input ?? "") }
        let job = ChartJob(source: source, output: chartOutput, size: appearance.size, scale: appearance.scale,
                           theme: appearance.theme, chart: appearance.chartOptions(title: title), query: query, summary: summary)
        let report = try runReportingFailure(job.run)
        if let table = report.table { print(table, terminator: "") }
        for note in report.notes { printToStandardError("juice-report: note: \(note)") }
        if !quiet, let written = report.written { printToStandardError("juice-report: wrote \(written)") }
    }

    private var resolvedFormat: ChartFormat? {
        let parts = (output ?? "").split(separator: ".")
        return format ?? (parts.count > 1 ? ChartFormat(pathExtension: String(parts.last!)) : nil)
    }
}
