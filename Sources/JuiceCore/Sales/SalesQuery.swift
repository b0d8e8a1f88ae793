import Foundation

/// Which orders count and what is added up.
public struct SalesQuery: Sendable, Equatable {
    /// Only orders on these days count; nil counts every order.
    public var period: ReportPeriod?
    /// The zone days are cut in: an order's day is its `orderedAt` instant's day here.
    public var timeZone: TimeZone
    public var metric: SalesMetric
    public var grouping: SalesGrouping

    public init(period: ReportPeriod? = nil, timeZone: TimeZone = .current, metric: SalesMetric = .units,
                grouping: SalesGrouping = .juice) {
        self.period = period
        self.timeZone = timeZone
        self.metric = metric
        self.grouping = grouping
    }
}
