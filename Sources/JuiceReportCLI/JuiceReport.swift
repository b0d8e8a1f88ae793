import ArgumentParser
import Foundation
import JuiceReports

/// `juice-report sales.json -o pie.png`, or `juice-report daily sales.json --out-dir reports`.
public struct JuiceReport: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "juice-report",
        abstract: "Draw pie charts of a shop's sales per product, from its orders, exports, workbooks or database.",
        discussion: ExitStatus.helpText,
        version: JuiceReportVersion.current,
        subcommands: [
            ChartCommand.self, DailyCommand.self, ReportCommand.self, TrendCommand.self, HoursCommand.self,
            ServeCommand.self,
        ],
        defaultSubcommand: ChartCommand.self
    )

    public init() {}

    /// Parses `arguments` (the program's name left out), runs the command they name, and returns
    /// the exit code; what `main` would print goes to standard output and error, or to the
    /// test's `ConsoleCapture`.
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitCode.success.rawValue
        } catch  where exitCode(for: error) == .success {
            // --help and --version: their text goes through the checked writer, so a full disk is exit 73.
            let text = fullMessage(for: error, columns: columns)
            do {
                try runReportingFailure { try StandardOutput.write(text.isEmpty ? "" : text + "\n") }
                return ExitCode.success.rawValue
            } catch {
                return failure(error)
            }
        } catch {
            return failure(error)
        }
    }

    /// `exit(withError:)` without the exit: the parser's message, if any, on standard error
    /// (a usage error's lines as they are), and the error's exit code.
    private static func failure(_ error: any Error) -> Int32 {
        let text = fullMessage(for: error, columns: columns)
        if !text.isEmpty { writeToStandardError(Array((text + "\n").utf8)) }
        return exitCode(for: error).rawValue
    }

    /// The width help and usage text wrap at: the terminal's (nil), or, when a test captures the
    /// output, what a spawned process writing into a pipe gets (COLUMNS, else 80).
    private static var columns: Int? {
        guard ConsoleCapture.current != nil else { return nil }
        return CommandEnvironment.current["COLUMNS"].flatMap { Int($0) } ?? 80
    }
}
