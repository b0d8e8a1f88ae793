import ArgumentParser
import JuiceReports

/// `juice-report sales.json -o pie.png`: one chart of the whole history or of a period.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw one pie chart of units sold per juice (the default command).",
        discussion: ExitStatus.helpText
    )

    @Argument(
        help:
            """
            Order histories (JSON, JSON Lines, CSV, exports, .xlsx, database URLs, http(s); - is stdin), \
            added up into one chart.
            """
    )
    var inputs: [String] = []

    @OptionGroup(title: "Input")
    var reading: InputOptions

    @Option(
        help:
            """
            Draw pre-aggregated totals instead of orders: a CSV with product and value columns, \
            or JSON [{\"product\": …, \"value\": …}] (juice for product is read too, through 0.11).
            """
    )
    var totals: String?

    @Option(
        name: .shortAndLong,
        help: SharedHelp.chartOutput
    )
    var output: String?

    @Option(help: SharedHelp.format)
    var format: ChartFormat?

    @Option(
        name: .customLong("layout-json"),
        help:
            """
            Also write the computed layout (pie, slices, labels, leader lines, legend, juices folded into Other) \
            as JSON to this file; - writes to standard output. Described by samples/chart-layout.schema.json.
            """
    )
    var layoutJSON: String?

    @Option(
        name: .customLong("split-by"),
        help:
            """
            A pie per value of this column of the orders (a store, a channel), biggest first, \
            each product in the same colour: small multiples in one image of the size asked, \
            or one file per value when the output's name holds {value} (pies/{value}.png). \
            --summary prints each value's totals.
            """
    )
    var splitBy: String?

    @Option(
        defaultAsFlag: SummaryFormat.table, parsing: .next,
        help: "Print the totals on standard output: table (the default), json or csv. With --summary, -o is optional.")
    var summary: SummaryFormat? = nil

    @Flag(name: .shortAndLong, help: SharedHelp.quiet)
    var quiet = false

    @OptionGroup
    var picture: PieCommandOptions

    func validate() throws {
        _ = try source(progress: nil)
        guard output != nil || summary != nil else {
            throw ValidationError("Name the chart file with -o, or ask for --summary.")
        }
        if format != nil, output == nil {
            throw ValidationError("--format is the chart file's format: name the chart file with -o.")
        }
        if output == "-", summary != nil {
            throw ValidationError("-o - and --summary would both write to standard output; choose one.")
        }
        if layoutJSON != nil, output == nil {
            throw ValidationError("--layout-json describes a chart: name the chart file with -o.")
        }
        if layoutJSON == "-", output == "-" || summary != nil {
            throw ValidationError(
                "--layout-json - would share standard output with the chart or the summary; write it to a file.")
        }
        _ = try chartOutput()
    }

    func run() throws {
        let progress = ProgressBar(quiet: quiet)
        var request = ChartRequest(
            source: try source(progress: progress), query: try picture.query(),
            chart: try picture.specification(), output: try chartOutput(), summary: summary,
            menu: try reading.menu(), layoutJSON: layoutJSON)
        request.splitBy = splitBy
        let result = try runReportingFailure {
            defer { progress?.finish() }; return try request.run()
        }
        try present(
            table: result.table, notes: result.notes, reading: result.reading, written: result.written, quiet: quiet)
    }

    private func source(progress: ProgressBar?) throws -> ChartRequest.Source {
        try usage {
            try ChartRequest.Source(
                orders: try picture.appearance.grouped(reading.inputs(inputs, progress: progress)), totals: totals,
                choosesDays: picture.days.choice.choosesDays)
        }
    }

    private func chartOutput() throws -> ChartOutput? {
        try output.map { path in try usage { try ChartOutput(path: path, format: format) } }
    }
}
