import ArgumentParser
import JuiceReports

/// `juice-report trend orders.json --month 2026-11 -o trend.png`: the period per day, stacked by juice.
struct TrendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "Draw the trend of a period: units or revenue per day, stacked by juice in the pie's colours.",
        discussion:
            "The eight largest juices of the period have a colour each (the pie's), the rest stack together as 기타 "
            + "(Other). Days without sales are gaps. Without --date, --from/--to or --month the period runs from the "
            + "first to the last day with orders.\n\n"
            + ExitStatus.helpText
    )

    @Argument(help: SharedHelp.inputs)
    var inputs: [String]

    @OptionGroup(title: "Input")
    var reading: InputOptions

    @Option(
        name: .shortAndLong,
        help: SharedHelp.chartOutput
    )
    var output: String

    @Option(help: SharedHelp.format)
    var format: ChartFormat?

    @Flag(name: .shortAndLong, help: SharedHelp.quiet)
    var quiet = false

    @OptionGroup(title: "Days")
    var days: PeriodOptions

    @OptionGroup(title: "Chart")
    var appearance: ChartAppearanceOptions

    func validate() throws {
        _ = try usage { try ChartOutput(path: output, format: format) }
    }

    func run() throws {
        let progress = ProgressBar(quiet: quiet)
        let request = TrendRequest(
            inputs: try appearance.grouped(reading.inputs(inputs, progress: progress)),
            query: try appearance.query(days),
            chart: try appearance.specification(), output: try usage { try ChartOutput(path: output, format: format) },
            menu: try reading.menu())
        let result = try runReportingFailure {
            defer { progress?.finish() }; return try request.run()
        }
        try present(table: nil, notes: result.notes, reading: result.reading, written: result.written, quiet: quiet)
    }
}
