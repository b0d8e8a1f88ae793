import Foundation

/// Where a server test's own steps run: each on a thread of its own, which may block.
///
/// The steps block in `RawHTTPClient`'s reads for up to their seconds. Run on `ServeExecutor`,
/// whose concurrent queue draws on libdispatch's shared pool (sized to the cores), the steps of a
/// few server tests reading at once held every such thread: under the whole suite the servers
/// could then neither send an event nor a keep-alive for 30 s, and their watchdogs closed the
/// streams (a store's stream heard nothing in "a store's stream hears of its own store's orders
/// only", a day's stream missed its version 4 in a CI run). A thread per step costs a few
/// microseconds; the servers keep their own executor (`LiveServer`'s).
final class OwnThreadExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread.detachNewThread { job.runSynchronously(on: executor) }
    }
}
