import JuiceIngest

/// Turns a worksheet's elements, as `SheetXMLScanner` reports them, into rows of cells (their
/// text as UTF-8) gathered in a `SheetRowBatch`, which the reader hands to the order table
/// session as `TableRow`s: no CSV text is written and parsed again in between.
///
/// Each `<row>` with a value becomes one row, its cells placed by their reference (`r="C7"`):
/// columns a row skips are empty cells, and every row after the first has as many cells as that
/// first one, the header (up to its last value). Rows whose cells are all empty (kept only for
/// their formatting) and rows the sheet skips are left out; each row keeps its number in the sheet.
struct SheetRowBuilder: SheetEventHandler {
    /// Excel's tallest sheet.
    static let rowLimit = 1_048_576
    /// The most bytes one row may hold, as for a CSV file's row (`DelimitedTextReader.maximumRowBytes`):
    /// a hostile sheet (a zip compresses a run of one cell a thousandfold) might be all one row.
    let rowByteLimit: Int

    private let sharedStrings: SharedStringBytes
    private let formats: [NumberFormat?]
    private let date1904: Bool

    /// The rows completed since the reader last took them.
    var batch = SheetRowBatch()
    /// Takes the closed rows when the batch outgrows its budget in the middle of a chunk, as the
    /// reader takes them after each chunk (`SheetRowBatch.drain`); false when it wants no more.
    /// Nil keeps every row of a chunk until the reader takes them.
    var overflow: ((inout SheetRowBatch) throws -> Bool)?
    /// What `overflow` threw, once the reading stopped with `SheetProblem.consumerStop`.
    private(set) var consumerError: (any Error)?
    /// Whether a row with a value (the header) has been read.
    private var started = false
    /// The header's cells, up to its last non-empty one.
    private var headerWidth = 0
    /// The number of the row read last, whether kept or not.
    private var previousRow = 0
    private var rowNumber = 0
    private var inRow = false

    private var cellColumn = 0
    /// The cell's reference as UTF-8, empty when it has none.
    private let cellReference = ByteScratch()
    private var cellType = CellType.number
    private var cellStyle = 0
    /// The cell's text as UTF-8, gathered from `<v>` or the `<t>`s of an inline string.
    private let cellText = ByteScratch()
    private var collecting = false
    private var phoneticDepth = 0

    init(
        sharedStrings: SharedStringBytes, formats: [NumberFormat?], date1904: Bool,
        rowByteLimit: Int = DelimitedTextReader.maximumRowBytes
    ) {
        self.rowByteLimit = rowByteLimit
        self.sharedStrings = sharedStrings
        self.formats = formats
        self.date1904 = date1904
    }

    var wantsText: Bool { collecting }

    mutating func start(_ element: SheetElement, attributes: SheetAttributes) throws(SheetProblem) {
        switch element {
        case .row:
            // Well-formed XML may nest rows; a sheet never does, and the inner row would take the outer one's cells.
            guard !inRow else { throw SheetProblem("a row starts inside row \(rowNumber)") }
            rowNumber = attributes.reference.flatMap(Self.integer) ?? previousRow + 1
            guard rowNumber > previousRow, rowNumber <= Self.rowLimit else {
                throw SheetProblem("row \(rowNumber) comes after row \(previousRow), or past Excel's last row")
            }
            batch.openRow()
            inRow = true
        case .cell where inRow:
            cellReference.removeAll()
            if let reference = attributes.reference { cellReference.append(reference) }
            cellType = attributes.type.map(CellType.init) ?? .number
            cellStyle = attributes.style.flatMap(Self.integer) ?? 0
            if cellReference.isEmpty {
                cellColumn = batch.openCellCount
                guard cellColumn < CellReference.columnLimit else {
                    throw SheetProblem(
                        "row \(rowNumber) has more than \(CellReference.columnLimit.formatted()) cells, Excel's widest")
                }
            } else {
                guard let column = CellReference.column(of: cellReference.bytes), column >= batch.openCellCount else {
                    throw SheetProblem(
                        "cell \(String(decoding: cellReference.bytes, as: UTF8.self)) "
                            + "of row \(rowNumber) is out of place"
                    )
                }
                cellColumn = column
            }
            cellText.removeAll()
        case .value:
            collecting = true
        case .text:
            // An inline string's text (`<is><t>` or rich-text runs `<is><r><t>`), not its phonetic guide.
            collecting = phoneticDepth == 0
        case .phonetic:
            phoneticDepth += 1
        default:
            break
        }
    }

    mutating func end(_ element: SheetElement) throws(SheetProblem) {
        switch element {
        case .value, .text:
            collecting = false
        case .phonetic:
            phoneticDepth -= 1
        case .cell where inRow:
            guard cellText.count + batch.openRowBytes <= rowByteLimit else { throw rowTooLarge }
            while batch.openCellCount < cellColumn { batch.appendEmptyCell() }
            guard appendValue() else {
                let text = String(decoding: cellText.bytes, as: UTF8.self)
                throw SheetProblem(
                    "cell \(String(decoding: cellReference.bytes, as: UTF8.self)) "
                        + "holds \"\(text)\", which its type \(cellType.rawValue) cannot"
                )
            }
            // A shared string's bytes come in only now.
            guard batch.openRowBytes <= rowByteLimit else { throw rowTooLarge }
        case .row where inRow:
            inRow = false
            previousRow = rowNumber
            if batch.openRowIsEmpty {
                // Empty rows above the header are left out, and so are empty rows in the table.
                batch.discardOpenRow()
            } else if started {
                batch.closeRow(number: rowNumber, width: headerWidth)
            } else {
                headerWidth = batch.closeRow(number: rowNumber, width: nil)
                started = true
            }
            if batch.isOverBudget, let overflow { try handOn(overflow) }
        default:
            break
        }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Past the row's limit the text is not kept: the cell's end refuses the row.
        if collecting, cellText.count + batch.openRowBytes <= rowByteLimit { cellText.append(bytes) }
    }

    /// Hands the closed rows to `overflow`; stops the reading when it throws or wants no more.
    private mutating func handOn(_ overflow: (inout SheetRowBatch) throws -> Bool) throws(SheetProblem) {
        do {
            if try overflow(&batch) { return }
        } catch {
            consumerError = error
        }
        throw .consumerStop
    }

    private var rowTooLarge: SheetProblem {
        let limit = rowByteLimit % (1 << 20) == 0 ? "\(rowByteLimit >> 20) MiB" : "\(rowByteLimit) bytes"
        return SheetProblem("row \(rowNumber) is larger than \(limit); is this a table?")
    }

    /// Appends the cell's value as text, by its type; false when the text does not fit the type
    /// (then nothing is appended).
    private mutating func appendValue() -> Bool {
        switch cellType {
        case .sharedString:
            guard let index = Self.integer(cellText.bytes), let string = sharedStrings.range(of: index) else {
                return false
            }
            sharedStrings.bytes.withUnsafeBufferPointer { batch.appendCell(UnsafeBufferPointer(rebasing: $0[string])) }
        case .inlineString, .formulaString, .error, .date, .unknown:
            // Inline text; a formula's text result; an error such as #N/A; an ISO 8601 date (strict
            // OOXML); a type Excel does not write.
            batch.appendCell(cellText.bytes)
        case .boolean:
            switch (cellText.count, cellText.bytes.first) {
            case (1, UInt8(ascii: "1")?): batch.appendCell("TRUE")
            case (1, UInt8(ascii: "0")?): batch.appendCell("FALSE")
            default: return false
            }
        case .number:
            guard !cellText.isEmpty else {
                batch.appendEmptyCell()
                return true
            }
            // `formats.indices` rather than `< formats.count`: a negative style (`s="-1"`) names no style.
            switch formats.indices.contains(cellStyle) ? formats[cellStyle] : nil {
            case .date(let shows)?:
                let text = String(decoding: cellText.bytes, as: UTF8.self)
                guard let serial = Double(text) else { return false }
                batch.appendCell(ExcelSerialDate.text(serial: serial, shows: shows, date1904: date1904) ?? text)
            case .currency(let symbol, let before, let decimals)?:
                if ExcelNumber.isShownAsWritten(cellText.bytes) {
                    let number = cellText.bytes
                    batch.appendCell {
                        NumberFormat.appendMoney(number, symbol: symbol, before: before, decimals: decimals, to: &$0)
                    }
                } else {
                    batch.appendCell(
                        NumberFormat.money(
                            ExcelNumber.displayed(String(decoding: cellText.bytes, as: UTF8.self)),
                            symbol: symbol, before: before, decimals: decimals))
                }
            case nil:
                if ExcelNumber.isShownAsWritten(cellText.bytes) {
                    batch.appendCell(cellText.bytes)
                } else {
                    batch.appendCell(ExcelNumber.displayed(String(decoding: cellText.bytes, as: UTF8.self)))
                }
            }
        }
        return true
    }

    /// The number `bytes` write, as `Int(String)` reads it (a sign, then digits); nil for anything else.
    private static func integer(_ bytes: some Collection<UInt8>) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflowShifting) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowShifting, !overflowAdding else { return nil }
            value = next
        }
        return value
    }
}
