import Foundation
import Synchronization

/// Runs independent pieces of work on all cores.
enum ParallelWork {
    /// `items.map(transform)`, with the calls spread over the available cores; the results
    /// keep the items' order. When calls throw, the error of the first failing item in the
    /// items' order is thrown, so a run fails the same way every time; items after a failed
    /// one are not started.
    @discardableResult
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) throws -> Result)
        throws -> [Result]
    {
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

    /// Work started on another thread at once and waited for only when its result is asked for
    /// (`value()`); work never asked for finishes unseen. For a result that may be needed, found
    /// out only later (the page's second pie, `PeriodReport.pie`).
    /// The work's error type is kept (`Failure`), so a caller gets back what the work throws.
    final class Beside<Value: Sendable, Failure: Error>: Sendable {
        private let result = Mutex<Swift.Result<Value, Failure>?>(nil)
        private let done = DispatchGroup()

        init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
            done.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                let outcome = Swift.Result { () throws(Failure) -> Value in try work() }
                result.withLock { $0 = outcome }
                done.leave()
            }
        }

        /// The work's result, once it is done.
        func value() throws(Failure) -> Value {
            done.wait()
            guard let outcome = result.withLock({ $0 }) else { preconditionFailure("the work is done") }
            return try outcome.get()
        }
    }

    /// One result per item, written from any thread.
    private final class Slots<Value: Sendable>: Sendable {
        private struct State {
            var storage: [Swift.Result<Value, any Error>?]
            var failure = Int.max
        }

        private let state: Mutex<State>

        init(count: Int) {
            state = Mutex(State(storage: Array(repeating: nil, count: count)))
        }

        /// The index of the first item that failed so far, or `Int.max`.
        var firstFailure: Int { state.withLock { $0.failure } }

        func set(_ index: Int, _ result: Swift.Result<Value, any Error>) {
            state.withLock { state in
                state.storage[index] = result
                if case .failure = result { state.failure = min(state.failure, index) }
            }
        }

        /// Every value, or the first failure's error (every item before it ran).
        func values() throws -> [Value] {
            let storage = state.withLock { $0.storage }
            var values: [Value] = []
            values.reserveCapacity(storage.count)
            for slot in storage {
                // Before the first failure every item ran; the first failure is thrown.
                guard let slot else { preconditionFailure("an item before the first failure did not run") }
                values.append(try slot.get())
            }
            return values
        }
    }
}
