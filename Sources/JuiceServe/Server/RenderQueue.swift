/// Where charts are drawn: off the threads that serve sockets (drawing is blocking work), at
/// most `running` at once, with at most `waiting` queued behind them; past that a request is
/// told to come back (503 with Retry-After) instead of piling up.
actor RenderQueue {
    struct Busy: Error {}

    private let running: Int
    private let waiting: Int
    private var active = 0
    private var queue: [CheckedContinuation<Void, Never>] = []
    private let workers = BlockingWork(label: "juice-report.render")

    init(running: Int = 2, waiting: Int = 32) {
        self.running = running
        self.waiting = waiting
    }

    /// Runs `work` on a drawing thread when a place is free; throws `Busy` when the queue is full.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        if active >= running {
            guard queue.count < waiting else { throw Busy() }
            await withCheckedContinuation { queue.append($0) }
        } else {
            active += 1
        }
        defer { release() }
        return try await workers.run(work)
    }

    /// Hands the place to the first in the queue, or frees it.
    private func release() {
        if queue.isEmpty {
            active -= 1
        } else {
            queue.removeFirst().resume()
        }
    }
}
