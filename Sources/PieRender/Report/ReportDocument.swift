import Foundation
import PieGeometry

/// A report of several pages, drawn into one PDF: blocks flow down the pages in order, tables
/// and grids of small pies break between rows, and every page carries a footer with its number.
public struct ReportDocument: Sendable {
    /// The document's title (first page and PDF metadata).
    public var title: String
    /// In points: A4 is 595 × 842, US Letter 612 × 792.
    public var pageSize: Size
    /// Around the page's content, in points.
    public var margin = 40.0
    /// Written into the PDF's metadata, so the same data gives the same bytes.
    public var creationDate: Date
    public var creator: String?
    /// The PDF's author: the shop, when named.
    public var author: String?
    /// Left of the page number in every page's footer.
    public var footer: String
    public var blocks: [ReportBlock]

    public init(
        title: String, pageSize: Size, creationDate: Date, creator: String? = nil, author: String? = nil,
        footer: String,
        blocks: [ReportBlock]
    ) {
        self.title = title
        self.author = author
        self.pageSize = pageSize
        self.creationDate = creationDate
        self.creator = creator
        self.footer = footer
        self.blocks = blocks
    }

    /// The width blocks are laid out in, in points.
    public var contentWidth: Double { pageSize.width - 2 * margin }
}

/// One part of a report, drawn the full content width.
public enum ReportBlock: Sendable {
    /// The document's title in large type.
    case title(String)
    /// A section's heading; it stays on the page of what follows it.
    case heading(String)
    /// Wrapped body text; secondary text is smaller and grey.
    case paragraph(String, secondary: Bool = false)
    case table(ReportTable)
    /// A pie drawn as laid out, at its canvas size (at most the content width), centred.
    case pie(PieDrawing)
    case trend(TrendChart)
    /// An hours heatmap drawn at its canvas size, centred.
    case hours(HoursChart)
    case pageBreak
}

/// A table of figures: a header row, rows with an optional colour swatch before the first cell,
/// and bold rows (a total). A heat grid shades its cells by their figure.
public struct ReportTable: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let cells: [String]
        public let swatch: RGBColor?
        public let bold: Bool
        /// Per cell, how dark its background is, 0 (none) to 1; empty for a row without shading.
        public let shades: [Double]

        public init(cells: [String], swatch: RGBColor? = nil, bold: Bool = false, shades: [Double] = []) {
            precondition(shades.isEmpty || shades.count == cells.count, "one shade per cell")
            self.cells = cells
            self.swatch = swatch
            self.bold = bold
            self.shades = shades
        }
    }

    public let header: [String]
    /// Per column: whether its figures align right (numbers) or left (names).
    public let alignRight: [Bool]
    public let rows: [Row]
    /// Small type, the header wrapped into its column, columns after the first sharing the width
    /// equally: a grid of many figures (days × products) on one page.
    public let compact: Bool

    public init(header: [String], alignRight: [Bool], rows: [Row], compact: Bool = false) {
        precondition(
            alignRight.count == header.count && rows.allSatisfy { $0.cells.count == header.count },
            "one cell per column")
        self.header = header
        self.alignRight = alignRight
        self.rows = rows
        self.compact = compact
    }

    /// The background of a cell of `shade` (0 to 1): a single blue from white to dark (ColorBrewer's
    /// Blues), which reads in grey print too; text on it is white from `darkFrom` on.
    public static func shadeColor(_ shade: Double) -> RGBColor {
        let t = min(max(shade, 0), 1)
        let light = (r: 0xF7, g: 0xFB, b: 0xFF), dark = (r: 0x08, g: 0x51, b: 0x9C)
        func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGBColor(hex: UInt32(mix(light.r, dark.r) << 16 | mix(light.g, dark.g) << 8 | mix(light.b, dark.b)))
    }

    public static let darkFrom = 0.55
}
