import Foundation

/// Work started on a thread of its own, whose result the starting thread takes by `join()`.
///
/// The one way the readers use a second core (`OrderStreamReader.readOnTwoCores`,
/// `OrderCSVReader.readOnTwoCores`): the work is handed over whole when the thread starts,
/// and its result handed back once, after the thread has signalled that it wrote it. What
/// the work captures must not be used by the starting thread while it runs, apart from what
/// guards itself (`SplitReadProgress`): the compiler cannot prove that of a reader's options,
/// whose progress callback is a plain closure, so this is the one place that vouches for it.
package final class WorkerThread<Result>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written by the worker before `done` is signalled; read by `join` after waiting for it.
    private var result: Result?
    private var joined = false

    /// Starts `work` on a new thread, with `stackSize` bytes of stack if given (else the system's default).
    package init(stackSize: Int? = nil, _ work: @escaping () -> Result) {
        nonisolated(unsafe) let work = work
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        if let stackSize { thread.stackSize = stackSize }
        thread.start()
    }

    /// Waits for the work to end (the first call only) and returns what it gave.
    package func join() -> Result {
        if !joined {
            done.wait()
            joined = true
        }
        guard let result else { preconditionFailure("the worker signalled before writing its result") }
        return result
    }
}
