import Foundation

/// Which orders count and what is added up.
public struct SalesQuery: Sendable, Equatable {
    /// Only orders on these days count; nil counts every order.
    public var period: ReportPeriod?
    /// The zone days are cut in: an order's day is its `orderedAt` instant's day here.
    public var timeZone: TimeZone
    /// When a day starts on the zone's wall clock (`--day-starts`): an order's day is the business
    /// day its time falls in, so a sale at 01:30 counts on the day before when days start at 04:00.
    public var dayStart: DayStart
    public var metric: SalesMetric
    public var grouping: SalesGrouping
    /// Whether orders are counted (`SalesSummary.soldOrders`, `excludedOrders`): a summary table
    /// and a period report show them; a chart alone does not. When false, a reader may leave
    /// them uncounted where counting costs more than the totals (a database of line items,
    /// whose orders are its distinct order ids) and says so in `OrderReadReport.ordersCounted`.
    public var countsOrders: Bool
    /// Whether revenue is added up under `--metric units` too (a summary table, a daily page and
    /// a report show it beside the units); under `--metric revenue` it always is. When false a
    /// reader may leave it out where it costs extra (a database then sends no revenue sums),
    /// and the summary's revenue is then unknown (nil).
    public var addsUpRevenue: Bool

    public init(
        period: ReportPeriod? = nil, timeZone: TimeZone = .current, metric: SalesMetric = .units,
        grouping: SalesGrouping = .juice, countsOrders: Bool = true,
        addsUpRevenue: Bool = true, dayStart: DayStart = .midnight
    ) {
        self.period = period
        self.timeZone = timeZone
        self.dayStart = dayStart
        self.metric = metric
        self.grouping = grouping
        self.countsOrders = countsOrders
        self.addsUpRevenue = addsUpRevenue
    }
}
