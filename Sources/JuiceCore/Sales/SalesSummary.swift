import Foundation

/// What an order history adds up to: one segment per juice (or fruit) and facts for the title.
public struct SalesSummary: Sendable, Equatable {
    /// In the order their juices were first seen; every value is positive. The reports sort them.
    public let segments: [Segment]
    public let metric: SalesMetric
    public let grouping: SalesGrouping
    /// Units sold (juices, whatever the grouping).
    public let totalUnits: Int64
    /// Revenue of the counted orders; nil when some counted item has no price.
    public let totalRevenue: Int64?
    /// The sum of the segments' values in the chosen metric.
    public let total: Int64
    /// Orders that counted (status `completed`, inside the period).
    public let soldOrders: Int
    /// Cancelled and refunded orders, left out of the totals.
    public let excludedOrders: Int
    /// The period asked for, if any; a daily report sets the days it covers.
    public var period: ReportPeriod?
    /// The first and last day among counted orders, in the query's time zone.
    public let firstDay: CalendarDay?
    public let lastDay: CalendarDay?
    /// The latest instant among counted orders; used as the PDF creation date so output is reproducible.
    public let latestInstant: Date?
    /// By fruit: units of juices without a recipe (off the menu); they are not in the segments.
    public let unrecipedUnits: [JuiceIdentity: Int64]
    /// Units and revenue per juice, whatever the chart measures, in the order first seen.
    public let juiceTotals: [JuiceTotals]
    /// Juices the input counted whose value came to 0 (a totals row of 0, refunds that net out
    /// the sales, items given away under `--metric revenue`), in the order first seen: they
    /// have no slice, and the layout JSON lists them so none goes missing without a word.
    public let zeroValueJuices: [JuiceIdentity]
    /// For each menu juice (by id) the input wrote by a name, the spelling it used most
    /// (`SalesAggregator.summary()`): the name a chart draws unless `--names ko|en` asks for the
    /// menu's. A juice written only by its id, or given in code, has none.
    public var menuSpellings: [String: String] = [:]

    public init(segments: [Segment], metric: SalesMetric = .units, grouping: SalesGrouping = .juice,
                totalUnits: Int64, totalRevenue: Int64? = nil, total: Int64? = nil, soldOrders: Int, excludedOrders: Int,
                period: ReportPeriod? = nil, firstDay: CalendarDay?, lastDay: CalendarDay?,
                latestInstant: Date?, unrecipedUnits: [JuiceIdentity: Int64] = [:], juiceTotals: [JuiceTotals] = [],
                zeroValueJuices: [JuiceIdentity] = []) {
        self.segments = segments
        self.metric = metric
        self.grouping = grouping
        self.totalUnits = totalUnits
        self.totalRevenue = totalRevenue
        self.total = total ?? totalUnits
        self.soldOrders = soldOrders
        self.excludedOrders = excludedOrders
        self.period = period
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.latestInstant = latestInstant
        self.unrecipedUnits = unrecipedUnits
        self.juiceTotals = juiceTotals
        self.zeroValueJuices = zeroValueJuices
    }
}
