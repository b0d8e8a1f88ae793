import ArgumentParser
import JuiceReports

/// `juice-report daily sales.json --out-dir reports`: a chart per day and an HTML report.
struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Write one chart per day with sales, and an index.html report of the period.",
        discussion:
            "Without --date, --from/--to or --month the period runs from the first to the last day with orders.\n\n"
            + ExitStatus.helpText
    )

    @Argument(help: SharedHelp.inputs)
    var inputs: [String]

    @OptionGroup(title: "Input")
    var reading: InputOptions

    @Option(help: "The folder to write the charts and index.html into; created when missing.")
    var outDir: String

    @Option(help: "The chart file format: png, svg or pdf.")
    var format: ChartFormat = .png

    @Option(
        defaultAsFlag: SummaryFormat.table, parsing: .next,
        help: "Print the totals over the period on standard output: table (the default), json or csv.")
    var summary: SummaryFormat? = nil

    @Option(
        name: .customLong("layout-json"),
        help:
            """
            Also write each day's computed layout as JSON into this folder, as DAY.json beside the day's chart (it may \
            be the --out-dir folder). Described by samples/chart-layout.schema.json.
            """
    )
    var layoutJSON: String?

    @Option(
        name: .customLong("split-by"),
        help:
            """
            Also a folder per value of this column of the orders (a store), DIR/VALUE/ with its own charts and page, \
            over the same days and in the same colours; the whole's page links them, biggest first. \
            --summary prints each value's totals.
            """
    )
    var splitBy: String?

    @Flag(name: .shortAndLong, help: SharedHelp.quiet)
    var quiet = false

    @OptionGroup
    var picture: PieCommandOptions

    func run() throws {
        let progress = ProgressBar(quiet: quiet)
        var request = DailyReportRequest(
            inputs: try picture.appearance.grouped(reading.inputs(inputs, progress: progress)),
            query: try picture.query(),
            chart: try picture.specification(), outDirectory: outDir,
            format: format, summary: summary, menu: try reading.menu(), layoutDirectory: layoutJSON)
        request.splitBy = splitBy
        let result = try runReportingFailure {
            defer { progress?.finish() }; return try request.run()
        }
        try present(
            table: result.table, notes: result.notes, reading: result.reading, written: result.written, quiet: quiet)
    }
}
