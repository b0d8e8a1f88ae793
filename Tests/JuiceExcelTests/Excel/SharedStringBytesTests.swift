import Testing
@testable import JuiceExcel

struct SharedStringBytesTests {
    /// Each index finds its string's bytes, empty ones included; others find none.
    @Test func eachIndexFindsItsString() {
        let strings = ["juice", "", "딸기쥬스", "said \"hi\""]
        let table = SharedStringBytes(strings)
        #expect(table.count == 4)
        for (index, string) in strings.enumerated() {
            let range = table.range(of: index)
            #expect(range.map { Array(table.bytes[$0]) } == Array(string.utf8))
        }
        #expect(table.range(of: 4) == nil)
        #expect(table.range(of: -1) == nil)
    }
}
