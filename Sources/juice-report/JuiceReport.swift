import ArgumentParser
import JuiceCore
import PieGeometry
import PieRender

/// `juice-report sales.json -o pie.png`: an order history in, a pie chart of units sold per juice out.
@main
struct JuiceReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juice-report",
        abstract: "Draw a pie chart of units sold per juice from a juice shop's order history.",
        discussion: ExitStatus.helpText
    )

    @Argument(help: "The order history: a JSON file holding an object with an \"orders\" array, or a bare array of orders.")
    var input: String

    @Option(name: .shortAndLong, help: "The chart file to write. Its extension (.png, .svg or .pdf) picks the format.")
    var output: String

    @Option(help: "The file format, overriding the output file's extension.")
    var format: ChartFormat?

    @Option(help: "The chart width in points (PNG pixels at scale 1), 100 to 20000.")
    var width: Double = 800

    @Option(help: "The chart height in points (PNG pixels at scale 1), 100 to 20000.")
    var height: Double = 600

    @Option(help: "Device pixels per point for PNG output: 2 doubles the pixels, not the layout. From 0.25 to 8.")
    var scale: Double = 1

    @Option(help: "The title above the pie. By default it names the dates found in the orders and the total units.")
    var title: String?

    @Option(help: "The language of juice names on the chart: ko (딸기쥬스) or en (Strawberry).")
    var names: NameLanguage = .korean

    @Option(help: "What each slice label says: name, percent, value, name+percent, name+value or all.")
    var label: LabelContent = .namePercent

    @Option(help: "Decimals in the shares, 0 to 3. By default the fewest at which no juice shows 0%.")
    var precision: Int?

    @Option(help: "Where the legend goes: auto (right on wide charts, below on tall ones), right, bottom or none.")
    var legend: LegendPosition = .automatic

    @Option(help: "Keep the N best-selling juices and fold the rest into one slice, 기타 (Other).")
    var top: Int?

    @Option(help: "Fold every juice below this share into 기타 (Other), e.g. 2% or 2.5%.")
    var minShare: SharePercentage?

    @Option(help: "The order of the slices: value (most sold first), name, or menu.")
    var sort: SegmentOrder = .value

    @Option(parsing: .unconditional, help: "Where the first slice starts, in degrees clockwise from 3 o'clock; -90 starts at 12 o'clock.")
    var startAngle: Double = 0

    @Flag(help: "Lay the slices out counterclockwise.")
    var counterclockwise = false

    @Option(help: "Draw a ring with this hole size (0.1 to 0.9 of the radius) and the total in the middle.")
    var donut: Double?

    @Option(help: "The colours: light, dark, or transparent (no background).")
    var theme: ChartTheme = .light

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    func validate() throws {
        guard resolvedFormat != nil else {
            throw ValidationError("Cannot tell the format of '\(output)' from its extension; name the file .png, .svg or .pdf, or pass --format.")
        }
        guard (100...20_000).contains(width), (100...20_000).contains(height) else {
            throw ValidationError("--width and --height must be between 100 and 20000 points.")
        }
        guard (0.25...8).contains(scale) else {
            throw ValidationError("--scale must be between 0.25 and 8.")
        }
        if let precision, !(0...3).contains(precision) {
            throw ValidationError("--precision must be 0, 1, 2 or 3.")
        }
        if let top, top < 1 {
            throw ValidationError("--top must be at least 1.")
        }
        if let donut, !(0.1...0.9).contains(donut) {
            throw ValidationError("--donut must be between 0.1 and 0.9.")
        }
        guard startAngle.isFinite, abs(startAngle) <= 3600 else {
            throw ValidationError("--start-angle must be a number of degrees between -3600 and 3600.")
        }
    }

    func run() throws {
        guard let format = resolvedFormat else { throw ExitCode(ExitStatus.usage.rawValue) }
        var chart = PieChartOptions()
        chart.title = title
        chart.language = names
        chart.labelContent = label
        chart.precision = precision
        chart.order = sort
        chart.top = top
        chart.minimumShare = minShare?.fraction
        chart.startAngleDegrees = startAngle
        chart.clockwise = !counterclockwise
        chart.donutRatio = donut ?? 0
        chart.legendPosition = legend
        let job = ChartJob(input: input, output: output, format: format, size: Size(width: width, height: height),
                           scale: scale, theme: theme, chart: chart)
        do {
            let report = try job.run()
            for note in report.notes { printToStandardError("juice-report: note: \(note)") }
            if !quiet { printToStandardError("juice-report: wrote \(report.summary)") }
        } catch {
            let status = ExitStatus(for: error)
            printToStandardError("juice-report: \(error)")
            throw ExitCode(status.rawValue)
        }
    }

    private var resolvedFormat: ChartFormat? {
        let parts = output.split(separator: ".")
        return format ?? (parts.count > 1 ? ChartFormat(pathExtension: String(parts.last!)) : nil)
    }
}

extension ChartFormat: ExpressibleByArgument {}
extension NameLanguage: ExpressibleByArgument {}
extension LabelContent: ExpressibleByArgument {}
extension LegendPosition: ExpressibleByArgument {}
extension SegmentOrder: ExpressibleByArgument {}
extension ChartTheme: ExpressibleByArgument {}
