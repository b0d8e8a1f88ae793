import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import JuiceCore
import JuiceIngest
import ZIPFoundation

/// An Excel workbook (`.xlsx`): a zip of XML parts, opened to read one of its sheets as a table.
///
/// Opening it reads the sheet list (`xl/workbook.xml` and its relationships), the shared
/// strings and the cell styles, and keeps the shared strings in memory (cells name them by
/// index, in any order). The sheet itself is streamed by `sheetRows(named:)`.
///
/// The archive is used by one thread at a time: each part's extraction is joined before the
/// next starts, and a sheet source takes the workbook over while it reads.
public final class XLSXWorkbook: @unchecked Sendable {
    /// The path as messages name it.
    public let path: String
    /// The workbook's sheets, in its order.
    public var sheetNames: [String] { sheets.map(\.name) }
    /// The file's size in bytes.
    public let fileSize: Int
    let archive: Archive
    let sharedStrings: SharedStringBytes
    let cellFormats: [NumberFormat?]
    let date1904: Bool
    private let sheets: [(name: String, part: String)]
    /// The sheet read when none is named: the first one the tabs show.
    private let firstVisible: Int

    /// The first bytes of an OLE compound file: Excel writes a password-protected workbook in
    /// one, and it is also what an old `.xls` is.
    private static let compoundFileMagic: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

    /// Opens the workbook at `path`. Throws `FileError` when it cannot be read and `XLSXError`
    /// when it is not a workbook.
    public init(path: String) throws {
        guard path != "-" else { throw XLSXError.standardInput }
        self.path = path
        let file = try FileByteSource(path: path)
        fileSize = file.size ?? 0
        var magic = [UInt8](repeating: 0, count: 8)
        let count = try magic.withUnsafeMutableBytes { buffer throws(FileError) in try file.read(into: buffer) }
        if count == 8 && magic == Self.compoundFileMagic { throw XLSXError.encryptedOrLegacy(source: path) }
        guard count >= 4, magic[0] == UInt8(ascii: "P"), magic[1] == UInt8(ascii: "K") else {
            throw XLSXError.notAWorkbook(
                source: path, problem: count == 0 ? "the file is empty" : "it is not a zip archive")
        }
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw XLSXError.notAWorkbook(
                source: path, problem: "it is a damaged zip archive (its table of contents cannot be read)")
        }
        let book = WorkbookSheets()
        guard try Self.parse("xl/workbook.xml", in: archive, source: path, with: book) else {
            throw XLSXError.notAWorkbook(source: path, problem: "it has no xl/workbook.xml")
        }
        let relationships = PartRelationships(base: "xl")
        guard try Self.parse("xl/_rels/workbook.xml.rels", in: archive, source: path, with: relationships) else {
            throw XLSXError.notAWorkbook(source: path, problem: "it has no xl/_rels/workbook.xml.rels")
        }
        sheets = try book.sheets.map { sheet throws(XLSXError) in
            guard let part = relationships.targets[sheet.relationship] else {
                throw .malformedPart(
                    source: path, part: "xl/workbook.xml",
                    problem:
                        "sheet \"\(sheet.name)\" names relationship "
                        + "\(sheet.relationship), which xl/_rels/workbook.xml.rels lacks"
                )
            }
            return (sheet.name, part)
        }
        firstVisible = book.sheets.firstIndex { !$0.hidden } ?? 0
        date1904 = book.date1904
        let strings = SharedStrings()
        _ = try Self.parse(
            relationships.part(ofType: "sharedStrings") ?? "xl/sharedStrings.xml", in: archive, source: path,
            with: strings)
        sharedStrings = SharedStringBytes(strings.strings)
        let styles = CellStyles()
        _ = try Self.parse(
            relationships.part(ofType: "styles") ?? "xl/styles.xml", in: archive, source: path, with: styles)
        cellFormats = styles.formats
    }

    /// The same workbook on a handle of its own to the file, sharing what was parsed: a second
    /// reader of a sheet (the look ahead for the date order) while the first still reads,
    /// since one archive handle serves one thread at a time.
    convenience init(reopening other: XLSXWorkbook) throws {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: other.path), accessMode: .read)
        } catch {
            throw XLSXError.notAWorkbook(
                source: other.path, problem: "it is a damaged zip archive (its table of contents cannot be read)")
        }
        self.init(
            path: other.path, fileSize: other.fileSize, archive: archive, sharedStrings: other.sharedStrings,
            cellFormats: other.cellFormats, date1904: other.date1904, sheets: other.sheets,
            firstVisible: other.firstVisible)
    }

    private init(
        path: String, fileSize: Int, archive: Archive, sharedStrings: SharedStringBytes, cellFormats: [NumberFormat?],
        date1904: Bool,
        sheets: [(name: String, part: String)], firstVisible: Int
    ) {
        self.path = path
        self.fileSize = fileSize
        self.archive = archive
        self.sharedStrings = sharedStrings
        self.cellFormats = cellFormats
        self.date1904 = date1904
        self.sheets = sheets
        self.firstVisible = firstVisible
    }

    /// The sheet named `name` (exactly as its tab shows it, or ignoring case when only one
    /// matches that way), or the first sheet the tabs show when `name` is nil, to be read row by row.
    ///
    /// One sheet at a time: its inflating thread uses the workbook's handle to the file until the
    /// rows are released (`init(reopening:)` gives a second reader a handle of its own).
    func sheetRows(named name: String? = nil) throws -> XLSXSheetRows {
        let sheet: (name: String, part: String)
        if let name {
            let found =
                sheets.first { $0.name == name }
                ?? sheets.filter { $0.name.lowercased() == name.lowercased() }.onlyElement
            guard let found else { throw XLSXError.unknownSheet(source: path, sheet: name, available: sheetNames) }
            sheet = found
        } else {
            guard sheets.indices.contains(firstVisible) else {
                throw XLSXError.notAWorkbook(source: path, problem: "xl/workbook.xml lists no sheets")
            }
            sheet = sheets[firstVisible]
        }
        guard let entry = archive[sheet.part] else {
            throw XLSXError.notAWorkbook(
                source: path, problem: "sheet \"\(sheet.name)\" should be in \(sheet.part), which the file lacks")
        }
        return XLSXSheetRows(workbook: self, entry: entry, sheet: sheet.name, part: sheet.part)
    }

    /// Parses the part at `entryPath` with `delegate`, streaming it out of the zip; false when the
    /// zip has no such part.
    private static func parse(
        _ entryPath: String, in archive: Archive, source: String, with delegate: PartParserDelegate
    ) throws -> Bool {
        guard let entry = archive[entryPath] else { return false }
        let extraction = EntryExtraction(entry, of: archive, part: entryPath, source: source)
        let parser = XMLParser(stream: ChannelInputStream(extraction.channel))
        parser.delegate = delegate
        let parsed = parser.parse() && parser.parserError == nil
        // Every byte was read (or the parser gave up); `join` waits for the thread, which then no
        // longer uses the archive.
        extraction.join()
        if let failure = extraction.channel.endFailure { throw failure }
        if !parsed { throw XLSXError.malformedPart(source: source, part: entryPath, problem: delegate.problem(parser)) }
        return true
    }
}

extension PartRelationships {
    /// The part a relationship of `type` (the last word of its type URI) leads to.
    func part(ofType type: String) -> String? {
        types.first { $0.value == type }.flatMap { targets[$0.key] }
    }
}

extension Collection {
    /// The only element, or nil when there are none or several.
    fileprivate var onlyElement: Element? { count == 1 ? first : nil }
}
