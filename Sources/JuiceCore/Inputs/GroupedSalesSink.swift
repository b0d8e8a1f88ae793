/// A sink that also takes sales a database has already added up (`GroupedSales`), so a
/// database input gives the same totals, days and charts as the same orders read from a file.
public protocol GroupedSalesSink: OrderRecordSink {
    /// What is counted: the period, the zone days are cut in, the metric and grouping.
    var query: SalesQuery { get }
    /// Whether the sink keeps a table per day (a daily report), so groups must be per day.
    var addsUpPerDay: Bool { get }
    /// Whether the sink adds up by weekday and hour too (`HourlySalesAggregator`), so groups must
    /// be per day and per hour of the wall clock (`GroupedSales.hour`).
    var addsUpHours: Bool { get }

    /// Counts one group; throws as `add(_:at:)` would for the orders it adds up, without a location.
    mutating func add(_ group: GroupedSales) throws(SalesAggregationError)
}

extension GroupedSalesSink {
    public var addsUpHours: Bool { false }
}

extension SalesAggregator {
    public var addsUpPerDay: Bool { false }
}

extension DailySalesAggregator {
    public var addsUpPerDay: Bool { true }
}
