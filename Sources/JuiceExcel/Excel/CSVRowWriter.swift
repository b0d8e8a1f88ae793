/// Writes rows of cells as CSV (RFC 4180) in UTF-8, the text `OrderCSVReader` reads.
///
/// A cell is quoted when it holds a quote, a line break, or any of the delimiters the table
/// reader could detect (comma, semicolon, tab), so the header row always reads as
/// comma-separated whatever its cells say.
struct CSVRowWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends one row and its line break.
    mutating func append(row cells: [String]) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(cell: cell)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends an empty line, which the table reader skips; it keeps line numbers in step with row numbers.
    mutating func appendBlankLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func append(cell: String) {
        let utf8 = cell.utf8
        let needsQuotes = utf8.contains { byte in
            byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        guard needsQuotes else {
            bytes.append(contentsOf: utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
