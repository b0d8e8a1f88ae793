/// What a view's page shows above its pictures and in its table of products, worded as the
/// period report words them (`PeriodReport.Words`): what each event of the live page carries, so
/// the page shows an order's total and its product's row at once, and its pictures when they are
/// drawn again.
public struct LivePageTable: Sendable, Equatable, Encodable {
    /// A row of the table: a product's swatch colour and cells (name, units, revenue, share).
    public struct Row: Sendable, Equatable, Encodable {
        /// `#RRGGBB`; nil for the total row.
        public let color: String?
        public let cells: [String]
    }

    /// `Units sold by product ⋅ 26 Feb 2023 ⋅ 180 units`, or the title asked for.
    public let title: String
    /// `180 units ⋅ 120 orders ⋅ 1 of 1 day with sales`.
    public let headline: String
    public let rows: [Row]
    public let total: Row

    init(_ words: PeriodReport.Words) {
        title = words.title
        headline = words.headline
        func row(_ row: PeriodReport.JuiceRow) -> Row {
            Row(color: row.color?.description, cells: [row.name, row.units, row.revenue, row.share])
        }
        rows = words.rows.map(row)
        total = row(words.totalRow)
    }
}
