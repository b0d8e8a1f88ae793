import Testing
@testable import JuiceExcel

struct CSVRowWriterTests {
    @Test func cellsThatCouldSplitAreQuotedAndQuotesDoubled() {
        var writer = CSVRowWriter(reservingCapacity: 64)
        writer.append(row: ["plain", "a,b", "a;b", "tab\there", "said \"hi\"", "two\nlines", "cr\r", "딸기쥬스", ""])
        writer.appendBlankLine()
        writer.append(row: ["x"])
        #expect(String(decoding: writer.bytes, as: UTF8.self)
            == "plain,\"a,b\",\"a;b\",\"tab\there\",\"said \"\"hi\"\"\",\"two\nlines\",\"cr\r\",딸기쥬스,\n\nx\n")
    }
}
