import Foundation
import JuiceCore
import JuiceIngest
import ZIPFoundation

/// One sheet of a workbook as a `ByteSource` of CSV text (UTF-8, RFC 4180), which the table
/// reader reads like any CSV file, so every table rule applies to the sheet unchanged.
///
/// Streamed, with flat memory: one thread inflates the sheet's zip entry into a bounded
/// channel, a second scans its XML (`SheetXMLScanner`) and writes CSV rows into another
/// (`SheetTableWriter`), and `read` takes them out. At most the two channels' capacity is held, however long the sheet.
///
/// A failure (a damaged entry, XML that is not well-formed) ends the text early; `failure`
/// then says what went wrong, and `OrderXLSXReader` reports it instead of whatever the
/// truncated table looked like.
public final class XLSXSheetSource: RereadableByteSource {
    public let name: String
    /// The sheet's name, as its tab shows it.
    public let sheet: String
    /// Unknown in advance: the CSV text is longer than the sheet's compressed entry.
    public var size: Int? { nil }
    /// Why the sheet ended early, once `read` has returned 0; nil for a sheet read to its end.
    public private(set) var failure: XLSXError?
    /// The bytes of CSV text handed out so far.
    public private(set) var bytesRead = 0
    private let workbook: XLSXWorkbook
    private let extraction: EntryExtraction
    private let rows: ByteChannel
    private let parsed = DispatchSemaphore(value: 0)
    private var joined = false

    init(workbook: XLSXWorkbook, entry: Entry, sheet: String, part: String) {
        self.workbook = workbook
        self.sheet = sheet
        name = workbook.path
        extraction = EntryExtraction(entry, of: workbook.archive, part: part, source: workbook.path)
        let rows = ByteChannel(capacity: 1 << 20)
        self.rows = rows
        let extraction = extraction
        let parsed = parsed
        let (strings, styles, date1904, source) = (workbook.sharedStrings, workbook.cellFormats, workbook.date1904, workbook.path)
        let thread = Thread {
            defer { parsed.signal() }
            let input = extraction.channel
            var scanner = SheetXMLScanner(handler: SheetTableWriter(sharedStrings: strings, formats: styles, date1904: date1904, output: rows))
            var problem: SheetProblem?
            do throws(SheetProblem) {
                try Self.scan(input, with: &scanner)
            } catch {
                problem = error
            }
            scanner.handler.flush()
            // Nobody reads the rest: the inflating thread can stop at once.
            if problem != nil || scanner.handler.readerGone { input.cancel() }
            if let failure = input.endFailure {
                rows.finish(failure: failure)
            } else if let problem, !scanner.handler.readerGone {
                rows.finish(failure: .malformedPart(source: source, part: "sheet \"\(sheet)\" (\(part))", problem: problem.description))
            } else {
                rows.finish()
            }
        }
        thread.start()
    }

    /// Feeds the sheet's XML from `input` to `scanner` as it is inflated, until its end or until
    /// the reader stops wanting rows. A part cut short by a damaged entry is not finished: its
    /// failure (`input.endFailure`) is the one to report.
    private static func scan(_ input: ByteChannel, with scanner: inout SheetXMLScanner<SheetTableWriter>) throws(SheetProblem) {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while !scanner.handler.readerGone {
            let count = chunk.withUnsafeMutableBytes { input.read(into: $0) }
            if count == 0 {
                if input.endFailure == nil { try scanner.finish() }
                return
            }
            try chunk.withUnsafeBufferPointer { bytes throws(SheetProblem) in try scanner.feed(UnsafeBufferPointer(rebasing: bytes[..<count])) }
        }
    }

    /// How far through the sheet's entry the reading is, scaled to the workbook file's size,
    /// for progress reports that add up over several inputs.
    var progressBytes: Int {
        guard extraction.uncompressedSize > 0 else { return 0 }
        let fraction = min(1, Double(extraction.channel.bytesWritten) / Double(extraction.uncompressedSize))
        return Int(fraction * Double(workbook.fileSize))
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
        let count = rows.read(into: buffer)
        bytesRead += count
        if count == 0 && failure == nil { failure = rows.endFailure }
        return count
    }

    /// The same sheet from its start, on a handle of its own to the file, so the table reader can
    /// look ahead for the order of slashed dates as it does in a CSV file.
    public func reread() -> ByteSource? {
        try? XLSXWorkbook(reopening: workbook).sheetSource(named: sheet)
    }

    /// Stops both threads if they still run and waits for them, so the archive is free again.
    func join() {
        guard !joined else { return }
        joined = true
        rows.cancel()
        parsed.wait()
        extraction.join()
    }

    deinit {
        join()
    }
}
