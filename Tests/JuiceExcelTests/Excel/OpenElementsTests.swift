import Testing
@testable import JuiceExcel

struct OpenElementsTests {
    /// Names nest deeper than the buffer first holds; each close checks against its own open.
    @Test func deepNestingClosesInOrder() {
        var open = OpenElements()
        let names = (0..<300).map { Array("x:element\($0)".utf8) }
        for name in names { name.withUnsafeBufferPointer { open.append($0) } }
        for name in names.reversed() {
            #expect(name.withUnsafeBufferPointer { open.isLast($0) })
            #expect(!Array("x:other".utf8).withUnsafeBufferPointer { open.isLast($0) })
            open.removeLast()
        }
        #expect(open.isEmpty)
    }
}
