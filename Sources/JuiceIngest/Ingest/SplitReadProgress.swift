import Synchronization

/// Progress of one file read by two readers at once, the first from the start and the second
/// from `split`: the number of distinct input bytes the two have covered so far.
///
/// A byte both read counts once: the first reader reads past the split to confirm it, and
/// when the split fails it reads on over what the second already read. The number reported
/// only grows and never exceeds the file's size, whichever thread reports it.
///
/// `@unchecked Sendable`: both readers call in from their own threads; every field that
/// changes is inside the mutex, and `report` is called only while holding it, so calls are
/// serial and in increasing order.
final class SplitReadProgress: @unchecked Sendable {
    private struct State {
        /// The first reader has read `0..<first`.
        var first = 0
        /// The second reader has read `split..<second`.
        var second: Int
        var reported = 0
    }

    private let split: Int
    private let size: Int
    private let report: ((Int) -> Void)?
    private let state: Mutex<State>

    init(split: Int, size: Int, report: ((Int) -> Void)?) {
        self.split = split
        self.size = size
        self.report = report
        state = Mutex(State(second: split))
    }

    /// Distinct input bytes read so far by either reader.
    var covered: Int { state.withLock { covered(by: $0) } }

    /// The first reader has read the input up to `offset`.
    func firstRead(upTo offset: Int) {
        update { $0.first = max($0.first, offset) }
    }

    /// The second reader has read from `split` up to `offset`.
    func secondRead(upTo offset: Int) {
        update { $0.second = max($0.second, offset) }
    }

    private func update(_ change: (inout State) -> Void) {
        state.withLock { state in
            change(&state)
            let now = covered(by: state)
            guard now > state.reported else { return }
            state.reported = now
            report?(now)
        }
    }

    /// The size of `0..<first ∪ split..<second`, within the file.
    private func covered(by state: State) -> Int {
        let union = state.first >= split ? max(state.first, state.second) : state.first + (state.second - split)
        return min(union, size)
    }
}
