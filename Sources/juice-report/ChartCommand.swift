import ArgumentParser
import JuiceCore
import JuiceReports
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
        if inputs.isEmpty && totals == nil {
            throw ValidationError("Give an order history to draw (a JSON, JSON Lines or CSV file, or - for standard input), or --totals FILE.")
        }
        if !inputs.isEmpty && totals != nil {
            throw ValidationError("Give an order history or --totals FILE, not both.")
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
        if let output, chartOutput == nil {
            throw ValidationError("Cannot tell the format of '\(output)' from its extension; name the file .png, .svg or .pdf, or pass --format.")
        }
    }

    func run() throws {
        let progress = ProgressBar(quiet: quiet)
        let request = ChartRequest(
            source: totals.map { .totals(path: $0) } ?? .orders(reading.inputs(inputs, progress: progress)),
            query: try appearance.query(days), chart: try appearance.specification(title: title),
            output: chartOutput, summary: summary)
        let result = try runReportingFailure { defer { progress?.finish() }; return try request.run() }
        try present(table: result.table, notes: result.notes, reading: result.reading, written: result.written, quiet: quiet)
    }

    /// The output path and the format its extension or --format names; nil without -o or when neither names one.
    private var chartOutput: ChartOutput? {
        guard let output else { return nil }
        let parts = output.split(separator: ".")
        let resolved = format ?? (parts.count > 1 ? ChartFormat(pathExtension: String(parts.last!)) : nil)
        return resolved.map { ChartOutput(path: output, format: $0) }
    }
}
