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
    }

    func run() throws {
        guard let format = resolvedFormat else { throw ExitCode(ExitStatus.usage.rawValue) }
        let job = ChartJob(input: input, output: output, format: format, size: Size(width: width, height: height),
                           scale: scale, title: title, language: names)
        do {
            let report = try job.run()
            if !quiet { printToStandardError("juice-report: wrote \(report)") }
        } catch {
            let status = ExitStatus(for: error)
            printToStandardError("juice-report: \(error)")
            throw ExitCode(status.rawValue)
        }
    }

    private var resolvedFormat: ChartFormat? {
        format ?? ChartFormat(pathExtension: output.split(separator: ".").count > 1 ? String(output.split(separator: ".").last!) : "")
    }
}

extension ChartFormat: ExpressibleByArgument {}
extension NameLanguage: ExpressibleByArgument {}
