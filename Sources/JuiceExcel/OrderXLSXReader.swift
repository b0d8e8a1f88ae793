import Foundation
import JuiceCore
import JuiceIngest

/// Reads an order history from one sheet of an Excel workbook: the sheet's rows go to the same
/// order table session the CSV reader feeds, so exports are recognised by their header row and
/// every column, money, date, filter and `--skip-invalid` rule applies as for a CSV file.
/// Messages name the sheet's row numbers.
public struct OrderXLSXReader {
    public let menu: Menu
    public let options: OrderReadOptions
    /// The sheet to read (`--sheet`); nil reads the first.
    public let sheet: String?

    public init(menu: Menu = .standard, options: OrderReadOptions = OrderReadOptions(), sheet: String? = nil) {
        self.menu = menu
        self.options = options
        self.sheet = sheet
    }

    /// Throws `XLSXError` for a file that is not a readable workbook, lacks the sheet or whose
    /// sheet is no order table, `FileError` when it cannot be read, and what
    /// `OrderTableSession.read` throws for a row.
    public func read<Sink: OrderRecordSink>(path: String, into sink: inout Sink) throws -> OrderReadReport {
        let workbook = try XLSXWorkbook(path: path)
        let rows = try workbook.sheetRows(named: sheet)
        var session = OrderTableSession(name: path, menu: menu, options: options)
        var readHeader = false
        do {
            try rows.forEachRow(progress: options.progress) { row, number in
                guard readHeader else {
                    try session.readHeader(row, line: number)
                    readHeader = true
                    if session.columns.dateOrder == nil, let column = session.columns.timeColumn {
                        session.columns.dateOrder = try Self.dateOrder(
                            in: XLSXWorkbook(reopening: workbook).sheetRows(named: rows.sheet), column: column)
                    }
                    return true
                }
                try session.read(row, line: number, into: &sink)
                return true
            }
        } catch OrderHistoryError.invalidCSV(_, let line, let problem) {
            // The header names no juice column (or lacks an export's): name the sheets that might be meant.
            throw XLSXError.notATable(
                source: path, sheet: rows.sheet, line: line, problem: problem,
                otherSheets: workbook.sheetNames.filter { $0 != rows.sheet })
        }
        guard readHeader else { throw XLSXError.emptySheet(source: path, sheet: rows.sheet) }
        var report = try session.finish(into: &sink)
        report.bytes = workbook.fileSize
        options.progress?(workbook.fileSize)
        return report
    }

    /// Whether the slashed dates of `column` are day-first or month-first, from the first of
    /// the sheet's dates that reads only one way (`DateOrderProbe`); nil when none does. It reads
    /// the sheet a second time, on a handle of its own, only as far as that date.
    private static func dateOrder(in rows: XLSXSheetRows, column: Int) -> DateOrder? {
        var order: DateOrder?
        var header = true
        // A sheet that cannot be read is reported by the reading proper.
        try? rows.forEachRow { row, _ in
            guard !header else {
                header = false
                return true
            }
            guard column < row.count else { return true }
            let evidence = DateOrderProbe.evidence(OrderTableSession.trimmed(row[column]))
            order = evidence.order
            return !evidence.decides
        }
        return order
    }
}
