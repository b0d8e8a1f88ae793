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
}
