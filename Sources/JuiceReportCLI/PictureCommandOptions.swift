import ArgumentParser
import JuiceReports

/// What `hours` and `trend` take alike: the inputs, how to read them, the picture's file and
/// format, the days, and the chart's look. Declared once, so the two commands' help and checks
/// stay the same.
struct PictureCommandOptions: ParsableArguments {
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

    /// Checks the picture's file and format before anything is read: ArgumentParser validates an
    /// option group before the command that holds it.
    func validate() throws {
        _ = try chartOutput()
    }

    /// The picture's file, checked (a usage error for a format it cannot write).
    func chartOutput() throws -> ChartOutput {
        try usage { try ChartOutput(path: output, format: format) }
    }
}
