extension SalesSummary {
    /// The same sales with revenue unknown: what a units chart's table shows when the orders
    /// were in several currencies, which cannot be added up into one figure.
    public func withoutRevenue() -> SalesSummary {
        var summary = SalesSummary(
            segments: segments, metric: metric, grouping: grouping, totalUnits: totalUnits, totalRevenue: nil,
            total: total,
            soldOrders: soldOrders, excludedOrders: excludedOrders, period: period, firstDay: firstDay,
            lastDay: lastDay,
            latestInstant: latestInstant, unrecipedUnits: unrecipedUnits,
            juiceTotals: juiceTotals.map { JuiceTotals(juice: $0.juice, units: $0.units, revenue: nil) },
            undrawn: undrawn,
            returns: returns.withoutRevenue())
        summary.period = period
        summary.menuSpellings = menuSpellings
        summary.unitsKnown = unitsKnown
        return summary
    }
}
