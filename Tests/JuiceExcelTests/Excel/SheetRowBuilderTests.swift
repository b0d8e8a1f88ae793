import JuiceIngest
import Testing
@testable import JuiceExcel

struct SheetRowBuilderTests {
    /// A chunk of XML naming a long shared string on every row: the rows go to the consumer
    /// whenever the batch passes its budget, so memory holds about a budget's worth of rows,
    /// not the chunk's half gigabyte.
    @Test func aChunkOfRowsNamingLongStringsIsHandedOnWithinTheBudget() throws {
        let long = String(repeating: "x", count: 256 << 10)
        let rows = (1...1_900).map { "<row r=\"\($0)\"><c t=\"s\"><v>\($0 == 1 ? 1 : 0)</v></c></row>" }.joined()
        let xml = Array(SheetScanning.sheet(rows).utf8)
        var scanner = SheetXMLScanner(
            handler: SheetRowBuilder(
                sharedStrings: SharedStringBytes([long, "juice"]), formats: [nil],
                date1904: false))
        var largest = 0
        var handedOn = 0
        scanner.handler.overflow = { batch in
            largest = max(largest, batch.byteCount)
            return batch.drain { row, _ in
                handedOn += 1
                #expect(row.count == 1)
                return true
            }
        }
        try xml.withUnsafeBufferPointer { bytes throws(SheetProblem) in try scanner.feed(bytes) }
        try scanner.finish()
        _ = scanner.handler.batch.drain { _, _ in
            handedOn += 1
            return true
        }
        #expect(handedOn == 1_900)
        #expect(largest <= SheetRowBatch.byteBudget + long.utf8.count)
    }

    /// What the consumer throws mid-chunk stops the scan, kept for the reader to throw.
    @Test func aConsumerThatThrowsMidChunkStopsTheScan() {
        struct Refused: Error {}
        let rows = (1...100).map { "<row r=\"\($0)\"><c r=\"XFD\($0)\"><v>1</v></c></row>" }.joined()
        let xml = Array(SheetScanning.sheet(rows).utf8)
        var scanner = SheetXMLScanner(
            handler: SheetRowBuilder(sharedStrings: SharedStringBytes([]), formats: [nil], date1904: false))
        scanner.handler.overflow = { _ in throw Refused() }
        #expect(throws: SheetProblem.consumerStop) {
            try xml.withUnsafeBufferPointer { bytes throws(SheetProblem) in try scanner.feed(bytes) }
        }
        #expect(scanner.handler.consumerError is Refused)
    }

    /// Well-formed XML may nest a row in a row; a sheet never does.
    @Test func aRowInsideARowIsRefused() {
        let outcome = SheetScanning.scan(
            SheetScanning.sheet(
                #"<row r="1"><c><v>1</v></c></row><row r="2"><c><v>2</v></c><row r="3"><c><v>3</v></c></row></row>"#))
        #expect(outcome == .init(csv: "1\n", problem: "a row starts inside row 2"))
    }
}
