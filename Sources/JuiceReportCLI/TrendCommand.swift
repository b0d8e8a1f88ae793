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

    @OptionGroup
    var options: PictureCommandOptions

    func run() throws {
        let (reading, appearance) = (options.reading, options.appearance)
        let progress = ProgressBar(quiet: options.quiet)
        let request = TrendRequest(
            inputs: try appearance.grouped(reading.inputs(options.inputs, progress: progress)),
            query: try appearance.query(options.days), chart: try appearance.specification(),
            output: try options.chartOutput(), menu: try reading.menu())
        let result = try runReportingFailure {
            defer { progress?.finish() }; return try request.run()
        }
        try present(
            table: nil, notes: result.notes, reading: result.reading, written: result.written, quiet: options.quiet)
    }
}
