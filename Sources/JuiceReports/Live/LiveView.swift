import JuiceCore

/// What one look at the live history shows: a day, a month or a range, in units or revenue.
public struct LiveView: Sendable, Equatable {
    public var period: ReportPeriod
    public var metric: SalesMetric
    /// The title asked for; nil writes the chart's own (`Units sold by product ⋅ 26 Nov 2026 ⋅ 32 units`).
    public var title: String?
    /// The most products the pie shows before "Other" (`--top`); nil for as many as the labels can name.
    public var top: Int?
    /// How the pie groups the products: as the history's chart does (`serve --group-by`), or as the view asks.
    public var rings: Rings
    /// The lines the view keeps beyond the history's own (`?where=store_location=Astoria`): a
    /// store's page. A history holds only the filter it read (`SalesHistory.reading(_:paths:)` reads another).
    public var filter: ColumnFilter

    /// Whether the pie draws the products around an inner ring of groups (`--group-by`).
    public enum Rings: Sendable, Equatable, Hashable {
        /// As the history's chart does: ringed by the column it was read with, or flat.
        case asRead
        /// The products alone, even when the history's chart rings them.
        case none
        /// Ringed by a column's values; `category` is the category column however it was found.
        /// A history draws only the column it read (`SalesHistory.reading(_:paths:)` reads another).
        case by(String)
    }

    public init(
        period: ReportPeriod, metric: SalesMetric = .units, title: String? = nil, top: Int? = nil,
        rings: Rings = .asRead, filter: ColumnFilter = ColumnFilter()
    ) {
        self.period = period
        self.metric = metric
        self.title = title
        self.top = top
        self.rings = rings
        self.filter = filter
    }
}
