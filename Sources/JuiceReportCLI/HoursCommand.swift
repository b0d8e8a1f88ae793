import ArgumentParser
import JuiceReports

/// `juice-report hours orders.json --tz Asia/Seoul -o hours.png`: when the shop sells, by weekday and hour.
struct HoursCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hours",
        abstract: "Draw when the shop sells: units or revenue by hour of the day and weekday, as a heatmap.",
        discussion:
            "Rows are the weekdays (Monday first), columns the hours of --tz's clock from the hour the business day "
            + "starts (--day-starts), from the first hour with orders to the last; the darker the cell, the more sold. "
            + "The busiest hours are named under the title and on standard error. Orders with a date but no time are "
            + "left out of the hours and counted in a note. Without --date, --from/--to or --month the period runs "
            + "from the first to the last day with orders.\n\n"
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
        try usage { try HoursRequest.check(inputs: inputs, grouping: appearance.grouping) }
        if appearance.groupingColumn != nil {
            throw ValidationError("hours draws the shop's hours, not products or a column's values; leave out --by.")
        }
    }

    func run() throws {
        let progress = ProgressBar(quiet: quiet)
        let request = try usage {
            HoursRequest(
                inputs: reading.inputs(inputs, progress: progress), query: try appearance.query(days),
                chart: try appearance.specification(), output: try ChartOutput(path: output, format: format),
                menu: try reading.menu())
        }
        let result = try runReportingFailure {
            defer { progress?.finish() }; return try request.run()
        }
        try present(table: nil, notes: result.notes, reading: result.reading, written: result.written, quiet: quiet)
    }
}
