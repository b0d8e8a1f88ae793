import Foundation
import JuiceCore
import Testing
@testable import JuiceExcel

struct XLSXSheetSourceTests {
    /// A workbook written by hand: prefixed elements, shared strings with rich-text runs and a
    /// phonetic guide, inline strings, a formula's text, booleans, an error cell, cells without
    /// references, skipped cells and rows, an empty formatted row, date and money styles.
    @Test(arguments: [1, 3, 4096])
    func aSheetBecomesTheCSVTextOfItsRows(chunk: Int) throws {
        let source = try XLSXWorkbook(path: Fixtures.path("strings-and-gaps.xlsx")).sheetSource()
        let text = String(decoding: try Fixtures.drain(source, chunk: chunk), as: UTF8.self)
        #expect(text == """
            id,juice,quantity,note,unitPrice,paid,orderedAt
            1,딸기쥬스,2,,5000원,,2026-11-21 12:00:00

            2,mango,,"said ""hi"", twice; & left",5500원,FALSE,2026-11-21 18:00:01

            3,kiwi,3,"two
            lines",5000,#N/A,
            4,망고쥬스,1,,5500.1,TRUE,

            """)
        #expect(source.failure == nil)
        #expect(source.bytesRead == text.utf8.count)
        #expect(source.sheet == "Sheet1")
    }

    /// The Square export's first rows: dates real and as text, times real and as text, money in a "$" format.
    @Test func datesTimesAndMoneyReadAsTheExportWritesThem() throws {
        let source = try XLSXWorkbook(path: Fixtures.path("square-items.xlsx")).sheetSource(named: "Items")
        let lines = String(decoding: try Fixtures.drain(source), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
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

    /// A reader that stops early (as the table reader does at a bad header) leaves no thread
    /// waiting on a full buffer: releasing the source ends both.
    @Test func releasingASourceMidSheetEndsItsThreads() throws {
        for _ in 0..<20 {
            let source = try XLSXWorkbook(path: Fixtures.path("pairs/orders-1.xlsx")).sheetSource()
            var buffer = [UInt8](repeating: 0, count: 10)
            #expect(try buffer.withUnsafeMutableBytes { try source.read(into: $0) } == 10)
        }
    }

    @Test func aDamagedEntryEndsTheTextWithItsFailure() throws {
        let source = try XLSXWorkbook(path: Fixtures.path("corrupt.xlsx")).sheetSource()
        _ = try Fixtures.drain(source)
        #expect(source.failure?.description == "\(Fixtures.path("corrupt.xlsx")): xl/worksheets/sheet1.xml cannot be decompressed; the file is damaged")
    }

    @Test func brokenXMLEndsTheTextWithItsLine() throws {
        let source = try XLSXWorkbook(path: Fixtures.path("malformed.xlsx")).sheetSource()
        let text = String(decoding: try Fixtures.drain(source), as: UTF8.self)
        #expect(text.hasPrefix("juice\nkiwi\n"))
        #expect(source.failure?.description == "\(Fixtures.path("malformed.xlsx")): sheet \"Sheet1\" (xl/worksheets/sheet1.xml) is damaged: a closing tag does not match its opening tag (line 5)")
    }
}
