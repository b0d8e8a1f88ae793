import Synchronization

/// A command's standard output and standard error kept in memory instead of written to file
/// descriptors 1 and 2: how tests run a command in process, many at once, each with its own.
///
/// Task-local: set for one run with `ConsoleCapture.$current.withValue`, it is seen by the code
/// that run calls on its own thread and by the tasks it starts. The product never sets it.
package final class ConsoleCapture: Sendable {
    @TaskLocal package static var current: ConsoleCapture?

    private let output = Mutex<[UInt8]>([])
    private let error = Mutex<[UInt8]>([])

    package init() {}

    package func writeOutput(_ bytes: [UInt8]) { output.withLock { $0 += bytes } }
    package func writeError(_ bytes: [UInt8]) { error.withLock { $0 += bytes } }

    package var standardOutput: [UInt8] { output.withLock { $0 } }
    package var standardError: [UInt8] { error.withLock { $0 } }
}
