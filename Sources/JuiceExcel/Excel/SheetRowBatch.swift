import JuiceIngest

/// The rows a sheet's XML completed since the reader last took them: their cells' bytes in one
/// buffer and each cell's range in it, so a row costs no allocation once the buffers have grown
/// to a chunk's rows. The row being built is open at the end until it is closed or discarded.
struct SheetRowBatch {
    private var bytes: [UInt8] = []
    private var starts: [Int] = []
    private var ends: [Int] = []
    /// Each closed row's first cell (an index into `starts`) and its number in the sheet.
    private var rows: [(firstCell: Int, number: Int)] = []
    /// Where the open row begins.
    private var openFirstCell = 0
    private var openFirstByte = 0

    var isEmpty: Bool { rows.isEmpty }

    /// The most a batch gathers before its rows are handed on in the middle of a chunk: a chunk
    /// of XML is small, but rows naming long shared strings, or one far column each, are not.
    static let byteBudget = 1 << 20
    static let cellBudget = 1 << 16

    /// Whether the closed rows hold more than the budget.
    var isOverBudget: Bool { bytes.count > Self.byteBudget || starts.count > Self.cellBudget }

    /// The bytes held, closed rows and open row together.
    var byteCount: Int { bytes.count }

    /// The cells held, closed rows and open row together.
    var cellCount: Int { starts.count }

    /// Starts a row after the closed ones.
    mutating func openRow() {
        openFirstCell = starts.count
        openFirstByte = bytes.count
    }

    /// The cells of the open row so far.
    var openCellCount: Int { starts.count - openFirstCell }

    /// The bytes of the open row's cells so far.
    var openRowBytes: Int { bytes.count - openFirstByte }

    /// Whether every cell of the open row is empty.
    var openRowIsEmpty: Bool { bytes.count == openFirstByte }

    mutating func appendCell(_ cell: UnsafeBufferPointer<UInt8>) {
        starts.append(bytes.count)
        bytes.append(contentsOf: cell)
        ends.append(bytes.count)
    }

    mutating func appendCell(_ cell: String) {
        starts.append(bytes.count)
        bytes.append(contentsOf: cell.utf8)
        ends.append(bytes.count)
    }

    /// Appends a cell whose bytes `write` appends.
    mutating func appendCell(writing write: (inout [UInt8]) -> Void) {
        starts.append(bytes.count)
        write(&bytes)
        ends.append(bytes.count)
    }

    mutating func appendEmptyCell() {
        starts.append(bytes.count)
        ends.append(bytes.count)
    }

    /// Drops the open row.
    mutating func discardOpenRow() {
        starts.removeSubrange(openFirstCell...)
        ends.removeSubrange(openFirstCell...)
        bytes.removeSubrange(openFirstByte...)
    }

    /// Closes the open row as row `number` of the sheet. With a `width` (the header's), empty
    /// cells past it are dropped (a sheet may keep formatted empty cells beyond the table) and
    /// missing ones added (a sheet leaves out trailing empty cells), so the row matches its
    /// header unless it has values past it. Without one, trailing empty cells are dropped.
    /// Returns the row's cell count.
    @discardableResult
    mutating func closeRow(number: Int, width: Int?) -> Int {
        let width = width ?? 0
        while openCellCount > width, let last = starts.last, ends.last == last {
            starts.removeLast()
            ends.removeLast()
        }
        while openCellCount < width { appendEmptyCell() }
        let count = openCellCount
        rows.append((openFirstCell, number))
        openRow()
        return count
    }

    /// Hands each closed row to `body` with its number, in order, until `body` returns false;
    /// false when it did. The closed rows are removed either way; an open row stays.
    mutating func drain(_ body: (TableRow, Int) throws -> Bool) rethrows -> Bool {
        guard !rows.isEmpty else { return true }
        defer { removeClosedRows() }
        return try bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else {
                preconditionFailure(
                    "a closed row has a cell with a value (empty rows are discarded), so the bytes have storage")
            }
            return try starts.withUnsafeBufferPointer { starts in
                try ends.withUnsafeBufferPointer { ends in
                    for (index, row) in rows.enumerated() {
                        let end = index + 1 < rows.count ? rows[index + 1].firstCell : openFirstCell
                        let cells = TableRow(
                            base: base, starts: UnsafeBufferPointer(rebasing: starts[row.firstCell..<end]),
                            ends: UnsafeBufferPointer(rebasing: ends[row.firstCell..<end]))
                        if try !body(cells, row.number) { return false }
                    }
                    return true
                }
            }
        }
    }

    /// Moves the open row (a row the chunk cut) to the front, dropping the closed rows before it.
    private mutating func removeClosedRows() {
        rows.removeAll(keepingCapacity: true)
        if openFirstCell == starts.count {
            bytes.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        } else {
            bytes.removeSubrange(..<openFirstByte)
            starts.removeSubrange(..<openFirstCell)
            ends.removeSubrange(..<openFirstCell)
            for index in starts.indices {
                starts[index] -= openFirstByte
                ends[index] -= openFirstByte
            }
        }
        openFirstCell = 0
        openFirstByte = 0
    }
}
