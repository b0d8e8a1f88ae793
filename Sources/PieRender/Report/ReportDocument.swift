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
    /// Left of the page number in every page's footer.
    public var footer: String
    public var blocks: [ReportBlock]

    public init(title: String, pageSize: Size, creationDate: Date, creator: String? = nil, footer: String, blocks: [ReportBlock]) {
        self.title = title
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
    /// A pie drawn at its canvas size (at most the content width), centred.
    case pie(PieChart)
    case trend(TrendChart)
    /// An hours heatmap drawn at its canvas size, centred.
    case hours(HoursChart)
    case smallMultiples(SmallMultiples)
    case pageBreak
}

/// A table of figures: a header row, rows with an optional colour swatch before the first cell,
/// and bold rows (a total).
public struct ReportTable: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let cells: [String]
        public let swatch: RGBColor?
        public let bold: Bool

        public init(cells: [String], swatch: RGBColor? = nil, bold: Bool = false) {
            self.cells = cells
            self.swatch = swatch
            self.bold = bold
        }
    }

    public let header: [String]
    /// Per column: whether its figures align right (numbers) or left (names).
    public let alignRight: [Bool]
    public let rows: [Row]

    public init(header: [String], alignRight: [Bool], rows: [Row]) {
        precondition(alignRight.count == header.count && rows.allSatisfy { $0.cells.count == header.count }, "one cell per column")
        self.header = header
        self.alignRight = alignRight
        self.rows = rows
    }
}

/// A grid of small pies, one per day: a label above each, its total below.
public struct SmallMultiples: Sendable, Equatable {
    public struct Pie: Sendable, Equatable {
        public let label: String
        public let total: String
        public let values: [Double]
        public let colors: [RGBColor]

        public init(label: String, total: String, values: [Double], colors: [RGBColor]) {
            precondition(values.count == colors.count, "one colour per slice")
            self.label = label
            self.total = total
            self.values = values
            self.colors = colors
        }
    }

    public let pies: [Pie]
    public let columns: Int

    public init(pies: [Pie], columns: Int) {
        precondition(columns > 0, "at least one column")
        self.pies = pies
        self.columns = columns
    }
}
