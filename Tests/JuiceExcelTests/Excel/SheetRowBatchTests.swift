import JuiceIngest
import Testing
@testable import JuiceExcel

struct SheetRowBatchTests {
    private func cells(_ batch: inout SheetRowBatch) -> [[String]] {
        var rows: [[String]] = []
        _ = batch.drain { row, number in
            rows.append(["#\(number)"] + (0..<row.count).map { String(decoding: row[$0], as: UTF8.self) })
            return true
        }
        return rows
    }

    /// A row a chunk cut is still open when the closed rows are taken, and keeps its cells.
    @Test func anOpenRowOutlivesTakingTheClosedOnes() {
        var batch = SheetRowBatch()
        batch.openRow()
        batch.appendCell("juice")
        batch.appendCell("quantity")
        #expect(batch.closeRow(number: 1, width: nil) == 2)
        batch.openRow()
        batch.appendCell("kiwi")
        #expect(cells(&batch) == [["#1", "juice", "quantity"]])
        batch.appendCell("2")
        batch.closeRow(number: 3, width: 2)
        #expect(cells(&batch) == [["#3", "kiwi", "2"]])
        #expect(batch.isEmpty)
    }

    /// The header ends at its last value; later rows are fitted to it, but keep values past it.
    @Test func rowsAreFittedToTheHeader() {
        var batch = SheetRowBatch()
        batch.openRow()
        batch.appendCell("juice")
        batch.appendEmptyCell()
        #expect(batch.closeRow(number: 2, width: nil) == 1)
        batch.openRow()
        batch.appendEmptyCell()
        batch.appendEmptyCell()
        #expect(batch.openRowIsEmpty)
        batch.discardOpenRow()
        batch.openRow()
        batch.appendCell("kiwi")
        batch.appendEmptyCell()
        batch.appendEmptyCell()
        batch.closeRow(number: 4, width: 1)
        batch.openRow()
        batch.appendEmptyCell()
        batch.appendCell("past")
        batch.closeRow(number: 5, width: 1)
        #expect(cells(&batch) == [["#2", "juice"], ["#4", "kiwi"], ["#5", "", "past"]])
    }

    /// Taking rows stops where the consumer says, and the rows are gone either way.
    @Test func takingStopsWhenTheConsumerDoes() {
        var batch = SheetRowBatch()
        for number in 1...3 {
            batch.openRow()
            batch.appendCell("\(number)")
            batch.closeRow(number: number, width: nil)
        }
        var seen: [Int] = []
        #expect(
            !batch.drain { _, number in
                seen.append(number)
                return number < 2
            })
        #expect(seen == [1, 2])
        #expect(batch.isEmpty)
    }
}
