import Foundation

/// Runs independent pieces of work on all cores.
enum ParallelWork {
    /// `items.map(transform)`, with the calls spread over the available cores; the results
    /// keep the items' order. When calls throw, the error of the first failing item in the
    /// items' order is thrown, so a run fails the same way every time; items after a failed
    /// one are not started.
    @discardableResult
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) throws -> Result) throws -> [Result] {
        let results = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            guard index < results.firstFailure else { return }
            do {
                results.set(index, .success(try transform(items[index])))
            } catch {
                results.set(index, .failure(error))
            }
        }
        return try results.values()
    }

    /// One result per item, written from any thread.
    private final class Slots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Swift.Result<Value, any Error>?]
        private var failure = Int.max

        init(count: Int) {
            storage = Array(repeating: nil, count: count)
        }

        /// The index of the first item that failed so far, or `Int.max`.
        var firstFailure: Int { lock.withLock { failure } }

        func set(_ index: Int, _ result: Swift.Result<Value, any Error>) {
            lock.withLock {
                storage[index] = result
                if case .failure = result { failure = min(failure, index) }
            }
        }

        /// Every value, or the first failure's error (every item before it ran).
        func values() throws -> [Value] {
            try lock.withLock {
                if failure < .max, case .failure(let error) = storage[failure]! { throw error }
                return try storage.map { try $0!.get() }
            }
        }
    }
}
