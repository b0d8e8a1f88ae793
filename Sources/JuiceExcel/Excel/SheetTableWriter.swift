/// Turns a worksheet's elements, as `SheetXMLScanner` reports them, into CSV rows written to a channel.
///
/// Each `<row>` becomes one line, its cells placed by their reference (`r="C7"`): columns a row
/// skips are empty cells, and every row has as many cells as the header. Rows the sheet skips become empty lines (which the table reader
/// passes over), so after the first row a line number is the sheet's row number as long as no
/// cell holds a line break. A row whose cells are all empty (cells kept only for their
/// formatting) is an empty line too.
struct SheetTableWriter: SheetEventHandler {
    /// Excel's tallest sheet.
    static let rowLimit = 1_048_576
    /// How many bytes of CSV are gathered before they are handed to the reader.
    static let flushBytes = 64 << 10

    private let sharedStrings: [String]
    private let formats: [NumberFormat?]
    private let date1904: Bool
    private let output: ByteChannel
    /// Set when the reader stopped wanting rows.
    private(set) var readerGone = false

    private var csv = CSVRowWriter(reservingCapacity: SheetTableWriter.flushBytes * 2)
    private var cells: [String] = []
    /// The number of the row read last, whether written or not.
    private var previousRow = 0
    /// Whether a row with a value (the header) has been written.
    private var started = false
    /// The header's cells, up to its last non-empty one.
    private var headerWidth = 0
    private var rowNumber = 0
    private var inRow = false

    private var cellColumn = 0
    /// The cell's reference as UTF-8, empty when it has none.
    private var cellReference: [UInt8] = []
    private var cellType = CellType.number
    private var cellStyle = 0
    /// The cell's text as UTF-8, gathered from `<v>` or the `<t>`s of an inline string.
    private var cellText: [UInt8] = []
    private var collecting = false
    private var phoneticDepth = 0

    init(sharedStrings: [String], formats: [NumberFormat?], date1904: Bool, output: ByteChannel) {
        self.sharedStrings = sharedStrings
        self.formats = formats
        self.date1904 = date1904
        self.output = output
    }

    var wantsText: Bool { collecting }

    mutating func start(_ element: SheetElement, attributes: SheetAttributes) throws(SheetProblem) {
        switch element {
        case .row:
            rowNumber = attributes.reference.flatMap(Self.integer) ?? previousRow + 1
            guard rowNumber > previousRow, rowNumber <= Self.rowLimit else {
                throw SheetProblem("row \(rowNumber) comes after row \(previousRow), or past Excel's last row")
            }
            cells.removeAll(keepingCapacity: true)
            inRow = true
        case .cell where inRow:
            cellReference.removeAll(keepingCapacity: true)
            if let reference = attributes.reference { cellReference.append(contentsOf: reference) }
            cellType = attributes.type.map(CellType.init) ?? .number
            cellStyle = attributes.style.flatMap(Self.integer) ?? 0
            if cellReference.isEmpty {
                cellColumn = cells.count
            } else {
                guard let column = CellReference.column(of: cellReference), column >= cells.count else {
                    throw SheetProblem("cell \(String(decoding: cellReference, as: UTF8.self)) of row \(rowNumber) is out of place")
                }
                cellColumn = column
            }
            cellText.removeAll(keepingCapacity: true)
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
            let text = String(decoding: cellText, as: UTF8.self)
            guard let value = cellValue(text) else {
                throw SheetProblem("cell \(String(decoding: cellReference, as: UTF8.self)) holds \"\(text)\", which its type \(cellType.rawValue) cannot")
            }
            while cells.count < cellColumn { cells.append("") }
            cells.append(value)
        case .row where inRow:
            inRow = false
            let empty = cells.allSatisfy(\.isEmpty)
            if started {
                fitToHeader()
                for _ in (previousRow + 1)..<rowNumber { csv.appendBlankLine() }
                if empty { csv.appendBlankLine() } else { csv.append(row: cells) }
            } else if !empty {
                // Empty rows above the header are left out: an empty first line reads as an empty table.
                while cells.last?.isEmpty == true { cells.removeLast() }
                headerWidth = cells.count
                csv.append(row: cells)
                started = true
            }
            previousRow = rowNumber
            if csv.bytes.count >= Self.flushBytes { flush() }
        default:
            break
        }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        if collecting { cellText.append(contentsOf: bytes) }
    }

    /// Gives a row as many cells as the header: a sheet leaves out trailing empty cells (and
    /// may keep formatted empty ones past the table), while a table's rows must match its header.
    private mutating func fitToHeader() {
        while cells.count > headerWidth && cells.last?.isEmpty == true { cells.removeLast() }
        while cells.count < headerWidth { cells.append("") }
    }

    /// Hands the rows gathered so far to the reader; once it refuses them, `readerGone` is set.
    mutating func flush() {
        guard !csv.bytes.isEmpty, !readerGone else { return }
        let accepted = csv.bytes.withUnsafeBytes { output.write($0) }
        csv.removeAll()
        if !accepted { readerGone = true }
    }

    /// The cell's value as text, by its type; nil when the text does not fit the type.
    private func cellValue(_ text: String) -> String? {
        switch cellType {
        case .sharedString:
            guard let index = Int(text), sharedStrings.indices.contains(index) else { return nil }
            return sharedStrings[index]
        case .inlineString, .formulaString, .error, .date, .unknown:
            // Inline text; a formula's text result; an error such as #N/A; an ISO 8601 date (strict OOXML); a type Excel does not write.
            return text
        case .boolean:
            switch text {
            case "1": return "TRUE"
            case "0": return "FALSE"
            default: return nil
            }
        case .number:
            guard !text.isEmpty else { return "" }
            let number = ExcelNumber.displayed(text)
            // `formats.indices` rather than `< formats.count`: a negative style (`s="-1"`) names no style.
            switch formats.indices.contains(cellStyle) ? formats[cellStyle] : nil {
            case .date(let shows)?:
                guard let serial = Double(text) else { return nil }
                return ExcelSerialDate.text(serial: serial, shows: shows, date1904: date1904) ?? text
            case .currency(let symbol, let before, let decimals)?:
                return NumberFormat.money(number, symbol: symbol, before: before, decimals: decimals)
            case nil:
                return number
            }
        }
    }

    /// The number `bytes` write, as `Int(String)` reads it (a sign, then digits); nil for anything else.
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflowShifting) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowShifting, !overflowAdding else { return nil }
            value = next
        }
        return value
    }
}

/// A cell's type, its `t` attribute; a cell without one holds a number.
enum CellType: String, Sendable {
    case sharedString = "s"
    case formulaString = "str"
    case inlineString = "inlineStr"
    case boolean = "b"
    case error = "e"
    case number = "n"
    case date = "d"
    /// A type Excel does not write; its text is kept as it is.
    case unknown = "?"

    /// The type `bytes` name, compared byte by byte: this runs for every cell.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch (bytes.count, bytes.first) {
        case (1, UInt8(ascii: "s")?): self = .sharedString
        case (1, UInt8(ascii: "n")?): self = .number
        case (1, UInt8(ascii: "b")?): self = .boolean
        case (1, UInt8(ascii: "e")?): self = .error
        case (1, UInt8(ascii: "d")?): self = .date
        case (3, _) where bytes.elementsEqual(Self.formulaStringName): self = .formulaString
        case (9, _) where bytes.elementsEqual(Self.inlineStringName): self = .inlineString
        default: self = .unknown
        }
    }

    private static let formulaStringName = Array("str".utf8)
    private static let inlineStringName = Array("inlineStr".utf8)
}
