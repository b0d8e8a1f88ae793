import Foundation
import JuiceIngest
import JuiceReportCLI

/// Runs `juice-report` inside the test process, through the argument parser and the commands'
/// own code, and returns what a spawned binary would: its exit code and its two streams' bytes.
///
/// Output and environment are the run's own (`ConsoleCapture`, `CommandEnvironment`, both
/// task-local), so runs in parallel do not see each other's. The current directory is the
/// process's: runs take turns to set it and put it back. What is the process's alone (standard
/// input, signals, a standard output that cannot be written, libpq's reading of PG* variables)
/// is tested through `CommandRunner`, which spawns the binary.
enum InProcessRunner {
    /// Held while a run has the process's current directory.
    private static let turn = NSLock()

    /// - Parameter environment: added to the process's environment, as `CommandRunner.run` adds it.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> CommandRunner.Result
    {
        let capture = ConsoleCapture()
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let status = try turn.withLock {
            let previous = FileManager.default.currentDirectoryPath
            guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
            }
            defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
            return ConsoleCapture.$current.withValue(capture) {
                CommandEnvironment.$variables.withValue(variables) { JuiceReport.run(arguments: arguments) }
            }
        }
        return CommandRunner.Result(status: status,
                                    standardOutput: String(decoding: capture.standardOutput, as: UTF8.self),
                                    standardError: String(decoding: capture.standardError, as: UTF8.self))
    }
}
