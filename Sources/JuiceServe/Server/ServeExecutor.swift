import Dispatch

/// Where the server's own tasks run: threads of its own rather than Swift's shared pool, which
/// has one thread per core. Work elsewhere in the process that holds those threads (a test
/// suite drawing thousands of charts beside the server, a long synchronous read) must not keep
/// a connection from being answered or an event from being sent.
final class ServeExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "juice-report.serve", qos: .userInitiated, attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
