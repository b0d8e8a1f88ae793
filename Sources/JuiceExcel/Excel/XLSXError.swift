import JuiceCore
import JuiceIngest
import Failures

/// Why an Excel workbook could not be read. Each case describes itself as one line naming the
/// file and the problem in words, never a library's error name.
public enum XLSXError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a zip archive, or a zip archive without the parts every workbook has.
    case notAWorkbook(source: String, problem: String)
    /// An OLE compound file: an encrypted (password-protected) workbook, or an old `.xls`.
    case encryptedOrLegacy(source: String)
    /// `--sheet` names a sheet the workbook does not have.
    case unknownSheet(source: String, sheet: String, available: [String])
    /// A part of the workbook that is not well-formed XML, or holds values that contradict it.
    case malformedPart(source: String, part: String, problem: String)
    /// A zip entry that cannot be decompressed (a damaged file).
    case damagedEntry(source: String, part: String)
    /// A zip entry that inflates, but not to the bytes its CRC-32 was computed from (a damaged file).
    case checksumMismatch(source: String, part: String)
    /// The sheet has no cell with a value, so no header row.
    case emptySheet(source: String, sheet: String)
    /// The sheet, read as a table, is not one (no header naming the columns an order history needs).
    /// `otherSheets` are the workbook's other sheets, one of which may be the table.
    case notATable(source: String, sheet: String, line: Int, problem: String, otherSheets: [String])
    /// Standard input cannot hold a workbook: a zip is read from its end, which needs seeking.
    case standardInput

    public var description: String {
        switch self {
        case .notAWorkbook(let source, let problem):
            "\(source): not an Excel workbook (.xlsx): \(problem)"
        case .encryptedOrLegacy(let source):
            "\(source): the workbook is encrypted or an old .xls; save it as .xlsx or CSV"
        case .unknownSheet(let source, let sheet, let available):
            "\(source): the workbook has no sheet named \"\(sheet)\"; its sheets are "
                + (available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", "))
        case .malformedPart(let source, let part, let problem):
            "\(source): \(part) is damaged: \(problem)"
        case .damagedEntry(let source, let part):
            "\(source): \(part) cannot be decompressed; the file is damaged"
        case .checksumMismatch(let source, let part):
            "\(source): \(part) does not match its checksum (CRC-32); the file is damaged"
        case .emptySheet(let source, let sheet):
            "\(source): sheet \"\(sheet)\" is empty; expected a header row naming its columns, such as "
                + "id,orderedAt,juice,quantity,unitPrice,status"
        case .notATable(let source, let sheet, let line, let problem, let otherSheets):
            "\(source):\(line): sheet \"\(sheet)\": \(problem)"
                + (otherSheets.isEmpty
                    ? ""
                    : "; the workbook's other sheets are "
                        + "\(otherSheets.map { "\"\($0)\"" }.joined(separator: ", ")) (choose one with --sheet)")
        case .standardInput:
            "\(FileByteSource.standardInputName): an Excel workbook cannot be "
                + "read from standard input (a zip is read from its end); give its path"
        }
    }

    /// Whether the command asked for what cannot be (a sheet that is not there, a workbook on
    /// standard input), rather than the file being malformed.
    public var isUsage: Bool {
        switch self {
        case .unknownSheet, .standardInput: true
        default: false
        }
    }
}

extension XLSXError: CategorizedError {
    public var category: FailureCategory {
        isUsage ? .usage : .syntax
    }
}
