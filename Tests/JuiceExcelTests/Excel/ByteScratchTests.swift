import Testing
@testable import JuiceExcel

struct ByteScratchTests {
    /// Growing past its capacity many times over keeps every byte, in order.
    @Test func growingKeepsTheBytes() {
        let scratch = ByteScratch(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<200 {
            let piece = (0..<(round % 17)).map { UInt8(truncatingIfNeeded: round &* 31 &+ $0) }
            piece.withUnsafeBufferPointer { scratch.append($0) }
            expected += piece
        }
        #expect(Array(scratch.bytes) == expected)
        scratch.removeAll(after: 5)
        #expect(Array(scratch.bytes) == Array(expected.prefix(5)))
        scratch.removeAll()
        #expect(scratch.isEmpty)
    }
}
