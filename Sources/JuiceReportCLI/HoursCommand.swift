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

    @OptionGroup
    var options: PictureCommandOptions

    func validate() throws {
        try usage { try HoursRequest.check(inputs: options.inputs, grouping: options.appearance.grouping) }
        if options.appearance.groupingColumn != nil {
            throw ValidationError("hours draws the shop's hours, not products or a column's values; leave out --by.")
        }
    }

    func run() throws {
        let (reading, appearance) = (options.reading, options.appearance)
        let progress = ProgressBar(quiet: options.quiet)
        let request = try usage {
            HoursRequest(
                inputs: reading.inputs(options.inputs, progress: progress), query: try appearance.query(options.days),
                chart: try appearance.specification(), output: try options.chartOutput(), menu: try reading.menu())
        }
        let result = try runReportingFailure {
            defer { progress?.finish() }; return try request.run()
        }
        try present(
            table: nil, notes: result.notes, reading: result.reading, written: result.written, quiet: options.quiet)
    }
}
