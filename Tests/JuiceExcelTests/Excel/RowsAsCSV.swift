import JuiceIngest

/// Rows read from a sheet written as CSV text, so tests can state a sheet's rows as one
/// readable string: a cell is quoted when it holds a quote, a line break or a delimiter, and
/// the rows a sheet skips (or holds only empty cells in) after the first are empty lines, so
/// the line of a row after the header is its distance from the header's.
///
/// Test code only: the reader hands rows to the order table session without any CSV text.
struct RowsAsCSV {
    private(set) var text = ""
    private var previousRow: Int?

    /// Appends row `number` and its line break, after an empty line for each row skipped since the last.
    mutating func append(_ row: TableRow, number: Int) {
        if let previousRow { text += String(repeating: "\n", count: max(0, number - previousRow - 1)) }
        previousRow = number
        text +=
            (0..<row.count).map { Self.quoted(String(decoding: row[$0], as: UTF8.self)) }.joined(separator: ",") + "\n"
    }

    private static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { "\",;\t\n\r".contains($0) }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
