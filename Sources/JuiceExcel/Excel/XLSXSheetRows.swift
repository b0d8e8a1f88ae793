import Foundation
import JuiceIngest
import ZIPFoundation

/// One sheet of a workbook read row by row, each row's cells as `TableRow` bytes for the order
/// table session, the consumer the CSV reader feeds too.
///
/// Streamed, with flat memory: a thread inflates the sheet's zip entry into a bounded channel
/// (`EntryExtraction`), and `forEachRow` scans its XML (`SheetXMLScanner`) on the caller's
/// thread, building rows (`SheetRowBuilder`) and handing over those each chunk completes.
final class XLSXSheetRows {
    /// The sheet's name, as its tab shows it.
    let sheet: String
    /// The sheet's part in the zip (`xl/worksheets/sheet1.xml`).
    let part: String
    let workbook: XLSXWorkbook
    private let extraction: EntryExtraction
    /// How much XML is scanned at a time.
    private static let chunkBytes = 64 << 10

    init(workbook: XLSXWorkbook, entry: Entry, sheet: String, part: String) {
        self.workbook = workbook
        self.sheet = sheet
        self.part = part
        extraction = EntryExtraction(entry, of: workbook.archive, part: part, source: workbook.path)
    }

    /// Reads the sheet to its end, or until `body` returns false, handing `body` each row that
    /// has a value, in order, with its number in the sheet. The first is the header.
    ///
    /// Rows before a failure are handed over first; then a damaged entry or XML that is not
    /// well-formed throws `XLSXError`. What `body` throws passes through, and stops the reading.
    /// - Parameter progress: called after each chunk with `progressBytes`.
    ///
    /// The sheet is read once: its inflating thread ends with the reading.
    func forEachRow(progress: ((Int) -> Void)? = nil, _ body: (TableRow, Int) throws -> Bool) throws {
        defer { join() }
        try withoutActuallyEscaping(body) { body in try read(progress: progress, body) }
    }

    private func read(progress: ((Int) -> Void)?, _ body: @escaping (TableRow, Int) throws -> Bool) throws {
        let input = extraction.channel
        var scanner = SheetXMLScanner(
            handler: SheetRowBuilder(
                sharedStrings: workbook.sharedStrings, formats: workbook.cellFormats,
                date1904: workbook.date1904))
        // Rows a chunk completes beyond the batch's budget go to `body` at once, so memory holds a
        // budget's worth of rows however many the chunk's XML names.
        scanner.handler.overflow = { batch in try batch.drain(body) }
        var chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        while true {
            let count = chunk.withUnsafeMutableBytes { input.read(into: $0) }
            var problem: SheetProblem?
            do throws(SheetProblem) {
                if count > 0 {
                    try chunk.withUnsafeBufferPointer { bytes throws(SheetProblem) in
                        try scanner.feed(UnsafeBufferPointer(rebasing: bytes[..<count]))
                    }
                } else if input.endFailure == nil {
                    // A part cut short by a damaged entry is not finished: its failure is the one to report.
                    try scanner.finish()
                }
            } catch  where error.isConsumerStop {
                if let thrown = scanner.handler.consumerError { throw thrown }
                return
            } catch {
                problem = error
            }
            guard try scanner.handler.batch.drain(body) else { return }
            if let problem {
                // Broken XML may be what a damaged entry inflated to: the damage is the one to report.
                throw input.endFailure
                    ?? XLSXError.malformedPart(
                        source: workbook.path, part: "sheet \"\(sheet)\" (\(part))", problem: problem.description)
            }
            if count == 0 {
                if let failure = input.endFailure { throw failure }
                return
            }
            progress?(progressBytes)
        }
    }

    /// How far through the sheet's entry the reading is, scaled to the workbook file's size,
    /// for progress reports that add up over several inputs.
    var progressBytes: Int {
        guard extraction.uncompressedSize > 0 else { return 0 }
        let fraction = min(1, Double(extraction.channel.bytesWritten) / Double(extraction.uncompressedSize))
        return Int(fraction * Double(workbook.fileSize))
    }

    /// Stops the inflating thread if it still runs and waits for it, so the archive is free again.
    func join() {
        extraction.join()
    }

    deinit {
        join()
    }
}
