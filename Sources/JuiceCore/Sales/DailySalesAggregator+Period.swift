extension DailySalesAggregator {
    /// The days of `period` alone, as if only their orders had been given: the live page keeps
    /// every day of the history in one aggregator and shows one day, a month or a range of it.
    ///
    /// Costs one merge per day of the period, however many orders the days hold.
    public func restricted(to period: ReportPeriod) throws(SalesAggregationError) -> DailySalesAggregator {
        var kept = DailySalesAggregator(menu: menu, query: query.over(period))
        try kept.take(days: days(in: period))
        return kept
    }

    /// The totals over `period`, without the days: what a report compares the period with.
    public func totals(over period: ReportPeriod) throws(SalesAggregationError) -> SalesAggregator {
        var sum = SalesAggregator(menu: menu, query: query.over(period))
        for day in days(in: period) { try sum.merge(day) }
        return sum
    }
}

extension SalesQuery {
    /// The same query over another period.
    func over(_ period: ReportPeriod) -> SalesQuery {
        var query = self
        query.period = period
        return query
    }
}
