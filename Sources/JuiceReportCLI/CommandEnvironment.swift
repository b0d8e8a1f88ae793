import Foundation

/// The environment the commands read (`JUICE_REPORT_NOW`, `JUICE_REPORT_TOKEN`, the SMTP login):
/// the process's, or the variables a test sets for one in-process run.
///
/// Task-local, as `ConsoleCapture` is, so that tests running commands in parallel each see their
/// own. libpq reads its PG* variables from the process itself: those stay with spawned runs.
package enum CommandEnvironment {
    @TaskLocal package static var variables: [String: String]?

    static var current: [String: String] { variables ?? ProcessInfo.processInfo.environment }
}
