import Foundation
import JuiceIngest
import JuiceReportCLI
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `juice-report` inside the test process, through the argument parser and the commands'
/// own code, and returns what a spawned binary would: its exit code and its two streams' bytes.
///
/// Output and environment are the run's own (`ConsoleCapture`, `CommandEnvironment`, both
/// task-local), so runs in parallel do not see each other's. So is the current directory: each run
/// has a thread whose directory is its own (Linux's `unshare(CLONE_FS)`), shared by the threads it
/// starts. `daily` alone writes from GCD's threads (`ParallelWork`), which keep the process's
/// directory: its runs take turns to set that one. What is the process's alone (standard input,
/// signals, a standard output that cannot be written, libpq's reading of PG* variables) is tested
/// through `CommandRunner`, which spawns the binary.
enum InProcessRunner {
    /// Held while a run has the process's current directory (`daily`'s, or every run's without `unshare`).
    private static let turn = NSLock()

    /// - Parameter environment: added to the process's environment, as `CommandRunner.run` adds it.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> CommandRunner.Result
    {
        let capture = ConsoleCapture()
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let command: @Sendable () -> Int32 = {
            ConsoleCapture.$current.withValue(capture) {
                CommandEnvironment.$variables.withValue(variables) { JuiceReport.run(arguments: arguments) }
            }
        }
        let status =
            try unshare.flatMap { unshare in
                arguments.first == "daily" ? nil : try onThreadOfItsOwn(in: directory, unshare: unshare, command)
            } ?? turn.withLock { try inProcessDirectory(directory, command) }
        return CommandRunner.Result(
            status: status,
            standardOutput: String(decoding: capture.standardOutput, as: UTF8.self),
            standardError: String(decoding: capture.standardError, as: UTF8.self))
    }

    /// `body` run with the process's current directory set to `directory`, then put back.
    private static func inProcessDirectory(_ directory: URL, _ body: () -> Int32) throws -> Int32 {
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return body()
    }

    /// glibc's `unshare(2)`, which its Swift module does not import (sched.h declares it for _GNU_SOURCE
    /// only); nil where there is none (macOS), and then every run takes turns on the process's directory.
    private static let unshare: (@convention(c) (Int32) -> Int32)? = {
        dlsym(dlopen(nil, RTLD_NOW), "unshare").map { unsafeBitCast($0, to: (@convention(c) (Int32) -> Int32).self) }
    }()

    /// `body` run on a new thread whose current directory is `directory` and no other thread's.
    private static func onThreadOfItsOwn(
        in directory: URL, unshare: @escaping @convention(c) (Int32) -> Int32,
        _ body: @escaping @Sendable () -> Int32
    ) throws -> Int32 {
        let outcome = Mutex<Result<Int32, POSIXError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let path = directory.path
        let thread = Thread {
            // CLONE_FS (sched.h, 0x200): the thread leaves the file system information it shared with
            // the process, the current directory among it.
            let result: Result<Int32, POSIXError> =
                unshare(0x200) == 0 && chdir(path) == 0
                ? .success(body()) : .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM))
            outcome.withLock { $0 = result }
            done.signal()
        }
        // The stack of a process's main thread, where the command runs when spawned.
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        guard let result = outcome.withLock({ $0 }) else { throw POSIXError(.EINTR) }
        return try result.get()
    }
}
