import Foundation
import JuiceCore
import JuiceIngest
import Testing
@testable import JuiceExcel

struct XLSXSheetRowsTests {
    /// A workbook written by hand: prefixed elements, shared strings with rich-text runs and a
    /// phonetic guide, inline strings, a formula's text, booleans, an error cell, cells without
    /// references, skipped cells and rows, an empty formatted row, date and money styles.
    @Test func aSheetsRowsAreItsCellsAsExcelShowsThem() throws {
        let rows = try XLSXWorkbook(path: Fixtures.path("strings-and-gaps.xlsx")).sheetRows()
        #expect(rows.sheet == "Sheet1")
        #expect(
            try Fixtures.text(of: rows) == """
                id,juice,quantity,note,unitPrice,paid,orderedAt
                1,딸기쥬스,2,,5000원,,2026-11-21 12:00:00

                2,mango,,"said ""hi"", twice; & left",5500원,FALSE,2026-11-21 18:00:01

                3,kiwi,3,"two
                lines",5000,#N/A,
                4,망고쥬스,1,,5500.1,TRUE,

                """)
    }

    /// Each row comes with its number in the sheet; rows the sheet skips or holds only empty cells in are not rows.
    @Test func rowsKeepTheirNumbersInTheSheet() throws {
        var numbers: [Int] = []
        try XLSXWorkbook(path: Fixtures.path("strings-and-gaps.xlsx")).sheetRows().forEachRow { row, number in
            numbers.append(number)
            #expect(row.count == 7)
            return true
        }
        #expect(numbers == [1, 2, 4, 6, 7])
    }

    /// The Square export's first rows: dates real and as text, times real and as text, money in a "$" format.
    @Test func datesTimesAndMoneyReadAsTheExportWritesThem() throws {
        let rows = try XLSXWorkbook(path: Fixtures.path("square-items.xlsx")).sheetRows(named: "Items")
        let lines = try Fixtures.text(of: rows).split(separator: "\n", omittingEmptySubsequences: false)
        let csv = try String(contentsOfFile: Fixtures.path("square-items.csv"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 62)
        // Cell for cell the CSV Square writes, but for Qty (a number: 1 where Square writes 1.0).
        #expect(lines[0] == csv[0])
        #expect(lines[1].hasPrefix("2026-"))  // a real Excel date on this row
        #expect(lines[2].hasPrefix("2026-"))  // the date as text
        for (sheetLine, csvLine) in zip(lines.dropFirst(), csv.dropFirst()) where !csvLine.isEmpty {
            var sheetCells = sheetLine.split(separator: ",", omittingEmptySubsequences: false)
            var csvCells = csvLine.split(separator: ",", omittingEmptySubsequences: false)
            #expect(Double(sheetCells[5]) == Double(csvCells[5]))
            sheetCells.remove(at: 5)
            csvCells.remove(at: 5)
            #expect(sheetCells == csvCells)
        }
    }

    /// A reader that stops early (as the order reader does at a bad header) leaves no thread
    /// waiting on a full channel: the inflating thread ends with the reading.
    @Test func stoppingMidSheetEndsTheInflatingThread() throws {
        for _ in 0..<20 {
            let rows = try XLSXWorkbook(path: Fixtures.path("pairs/orders-1.xlsx")).sheetRows()
            var seen = 0
            try rows.forEachRow { _, _ in
                seen += 1
                return false
            }
            #expect(seen == 1)
        }
    }

    /// What the row consumer throws stops the reading and passes through unchanged.
    @Test func anErrorOfTheConsumerPassesThrough() throws {
        struct Refused: Error, Equatable {}
        let rows = try XLSXWorkbook(path: Fixtures.path("pairs/orders-1.xlsx")).sheetRows()
        #expect(throws: Refused()) { try rows.forEachRow { _, _ in throw Refused() } }
    }

    @Test func aDamagedEntryEndsTheRowsWithItsFailure() throws {
        let rows = try XLSXWorkbook(path: Fixtures.path("corrupt.xlsx")).sheetRows()
        #expect(
            Fixtures.failure { try Fixtures.text(of: rows) }
                == "\(Fixtures.path("corrupt.xlsx")): xl/worksheets/sheet1.xml cannot be decompressed; the file is damaged"
        )
    }

    @Test func aWrongChecksumIsAFailureAfterTheRows() throws {
        let rows = try XLSXWorkbook(path: Fixtures.path("wrong-crc.xlsx")).sheetRows()
        var seen = 0
        #expect(
            Fixtures.failure {
                try rows.forEachRow { _, _ in
                    seen += 1
                    return true
                }
            }
                == "\(Fixtures.path("wrong-crc.xlsx")): xl/worksheets/sheet1.xml does not match its checksum (CRC-32); the file is damaged"
        )
        #expect(seen > 0)
    }

    @Test func brokenXMLEndsTheRowsWithItsLine() throws {
        let rows = try XLSXWorkbook(path: Fixtures.path("malformed.xlsx")).sheetRows()
        var writer = RowsAsCSV()
        let failure = Fixtures.failure {
            try rows.forEachRow { row, number in
                writer.append(row, number: number)
                return true
            }
        }
        #expect(writer.text.hasPrefix("juice\nkiwi\n"))
        #expect(
            failure
                == "\(Fixtures.path("malformed.xlsx")): sheet \"Sheet1\" (xl/worksheets/sheet1.xml) is damaged: a closing tag does not match its opening tag (line 5)"
        )
    }
}
