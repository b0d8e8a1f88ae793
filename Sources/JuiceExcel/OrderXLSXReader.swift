import JuiceCore
import JuiceIngest

/// Reads an order history from one sheet of an Excel workbook: the sheet becomes CSV text that
/// `OrderCSVReader` reads, so exports are recognised by their header row and every column,
/// money, date, filter and `--skip-invalid` rule applies as for a CSV file.
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

    /// Throws `XLSXError` for a file that is not a readable workbook or lacks the sheet,
    /// `FileError` when it cannot be read, and what `OrderCSVReader.read` throws for the table.
    public func read<Sink: OrderRecordSink>(path: String, into sink: inout Sink) throws -> OrderReadReport {
        let workbook = try XLSXWorkbook(path: path)
        let source = try workbook.sheetSource(named: sheet)
        var tableOptions = options
        tableOptions.format = .csv
        tableOptions.encoding = .utf8
        // The table reader counts CSV bytes, which have no relation to the file's size; report the sheet's share instead.
        tableOptions.progress = options.progress.map { report in { [unowned source] _ in report(source.progressBytes) } }
        var report: OrderReadReport
        do {
            report = try OrderCSVReader(menu: menu, options: tableOptions).read(source, into: &sink)
        } catch {
            // A sheet cut short by a damaged entry or broken XML: say so, not what the truncated table lacked.
            if let failure = source.failure { throw failure }
            guard case OrderHistoryError.invalidCSV(_, let line, let problem) = error else { throw error }
            // The CSV is this reader's own, so a table problem is the sheet's: name it (never "CSV"), and the sheets that might be meant.
            if source.bytesRead == 0 { throw XLSXError.emptySheet(source: path, sheet: source.sheet) }
            throw XLSXError.notATable(source: path, sheet: source.sheet, line: line, problem: problem,
                                      otherSheets: workbook.sheetNames.filter { $0 != source.sheet })
        }
        if let failure = source.failure { throw failure }
        report.bytes = workbook.fileSize
        options.progress?(workbook.fileSize)
        return report
    }
}
