import JuiceCore

/// What one look at the live history shows: a day, a month or a range, in units or revenue.
public struct LiveView: Sendable, Equatable {
    public var period: ReportPeriod
    public var metric: SalesMetric
    /// The title asked for; nil writes the chart's own (`Units sold by product ⋅ 26 Nov 2026 ⋅ 32 units`).
    public var title: String?
    /// The most products the pie shows before "Other" (`--top`); nil for as many as the labels can name.
    public var top: Int?

    public init(period: ReportPeriod, metric: SalesMetric = .units, title: String? = nil, top: Int? = nil) {
        self.period = period
        self.metric = metric
        self.title = title
        self.top = top
    }
}
