import Foundation

/// Runs independent pieces of work on all cores.
enum ParallelWork {
    /// `items.map(transform)`, with the calls spread over the available cores; the results
    /// keep the items' order. When calls throw, the error of the first failing item (in the
    /// items' order, not in time) is thrown, so a run fails the same way every time.
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) throws -> Result) throws -> [Result] {
        let results = Slots<Swift.Result<Result, any Error>>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, Swift.Result { try transform(items[index]) })
        }
        return try results.values.map { try $0!.get() }
    }

    /// One result per item, written from any thread.
    private final class Slots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value?]

        init(count: Int) {
            storage = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ value: Value) {
            lock.withLock { storage[index] = value }
        }

        var values: [Value?] { lock.withLock { storage } }
    }
}
