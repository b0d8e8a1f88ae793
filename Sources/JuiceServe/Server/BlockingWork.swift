import Dispatch

/// Where the server's blocking work runs (drawing a chart, reading a database again): threads of
/// its own, never those that serve sockets nor Swift's shared pool, awaited like any async call.
/// The one way work leaves the server's threads: `RenderQueue` bounds how many drawings wait for
/// it, and `LiveSales` runs one read of each database at a time.
struct BlockingWork: Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated, attributes: .concurrent)
    }

    /// `work`'s result, run on one of these threads.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
