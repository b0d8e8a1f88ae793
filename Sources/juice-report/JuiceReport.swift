import ArgumentParser
import Foundation
import JuiceReports

/// `juice-report sales.json -o pie.png`, or `juice-report daily sales.json --out-dir reports`.
@main
struct JuiceReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juice-report",
        abstract: "Draw pie charts of a juice shop's sales from its order history.",
        discussion: ExitStatus.helpText,
        version: JuiceReportVersion.current,
        subcommands: [ChartCommand.self, DailyCommand.self, ReportCommand.self, TrendCommand.self, HoursCommand.self, ServeCommand.self],
        defaultSubcommand: ChartCommand.self
    )

    /// `--summary` alone means `--summary table`: argument parser options always take a value,
    /// so the bare flag is completed before parsing.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--summary"),
           index + 1 == arguments.count || SummaryFormat(rawValue: arguments[index + 1]) == nil {
            arguments.insert("table", at: index + 1)
        }
        // A closed pipe is then a failed write (exit 73 with a message), not a silent death by signal.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch where exitCode(for: error) == .success {
            // --help and --version: their text goes through the checked writer, so a full disk is exit 73.
            let text = fullMessage(for: error)
            do {
                try runReportingFailure { try StandardOutput.write(text.isEmpty ? "" : text + "\n") }
            } catch {
                exit(withError: error)
            }
        } catch {
            exit(withError: error)
        }
    }
}
