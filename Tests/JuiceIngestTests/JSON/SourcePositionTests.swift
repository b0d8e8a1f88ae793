import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct SourcePositionTests {
    @Test func countsLinesAndUnicodeScalarColumns() {
        let bytes = Array("ab\n딸기 x\n".utf8)
        #expect(SourcePosition(offset: 0, in: bytes) == SourcePosition(line: 1, column: 1))
        #expect(SourcePosition(offset: 3, in: bytes) == SourcePosition(line: 2, column: 1))
        // "딸기 " is 7 bytes but three characters, so 'x' stands in column 4.
        #expect(SourcePosition(offset: 10, in: bytes) == SourcePosition(line: 2, column: 4))
        #expect(SourcePosition(offset: 12, in: bytes).description == "3:1")
    }
}
