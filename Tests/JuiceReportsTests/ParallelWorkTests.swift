import Foundation
import Synchronization
import Testing
@testable import JuiceReports

struct ParallelWorkTests {
    private struct Failure: Error, Equatable {
        let index: Int
    }

    @Test func keepsTheOrderAndThrowsTheFirstFailureInItemOrder() throws {
        #expect(try ParallelWork.map(Array(0..<200)) { $0 * 2 } == (0..<200).map { $0 * 2 })
        for _ in 0..<20 {
            #expect(throws: Failure(index: 7)) {
                try ParallelWork.map(Array(0..<200)) { index in
                    if index == 7 || index == 3 + 150 { throw Failure(index: index) }
                    return index
                }
            }
        }
    }

    /// Work beside: its value once done, its error thrown, and work never asked for still done.
    @Test func workBesideGivesItsValueOrItsErrorAndFinishesUnasked() throws {
        #expect(try ParallelWork.Beside { (1...1_000).reduce(0, +) }.value() == 500_500)
        #expect(throws: Failure(index: 2)) {
            try ParallelWork.Beside<Int, Failure> { () throws(Failure) -> Int in throw Failure(index: 2) }.value()
        }
        let ran = Mutex(false)
        _ = ParallelWork.Beside { ran.withLock { $0 = true } }
        for _ in 0..<500 where !ran.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.01) }
        #expect(ran.withLock { $0 }, "work never asked for still runs to its end")
    }
}
