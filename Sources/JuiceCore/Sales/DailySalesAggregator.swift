/// Adds orders up per day in one pass, for the daily report: the period's totals and one
/// table of slots per day with orders, and no order kept, so memory stays flat however many
/// orders are read.
///
/// Every order must have a time (a day report has nothing to put an undated order on);
/// orders outside the query's period are left out, as a chart of that period leaves them out.
public struct DailySalesAggregator: MergeableOrderRecordSink {
    public let menu: Menu
    public let query: SalesQuery
    /// The whole period; its slots are the ones handed to readers.
    private var total: SalesAggregator
    /// Per day (days since 1970-01-01 in the query's zone): that day's aggregator, and for each
    /// slot of `total` the day's own slot for the same juice (-1 until first seen that day).
    private var days: [Int: Day] = [:]
    private var resolver: ZoneDayResolver
    private var dayRecord = OrderRecord()

    private struct Day: Sendable {
        var sales: SalesAggregator
        var slots: [Int] = []
    }

    public init(menu: Menu = .standard, query: SalesQuery = SalesQuery()) {
        self.menu = menu
        self.query = query
        total = SalesAggregator(menu: menu, query: query)
        resolver = ZoneDayResolver(timeZone: query.timeZone)
    }

    public mutating func slot(for juice: JuiceIdentity) -> Int {
        total.slot(for: juice)
    }

    /// Counts the order in the period's totals and in its day's table.
    ///
    /// Throws `missingTimestamp` for an order without a time, before counting anything.
    public mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
        guard let timestamp = record.orderedAt else { throw .missingTimestamp(location()) }
        let dayNumber = resolver.daysSinceEpoch(of: timestamp.secondsSinceEpoch)
        if let period = query.period,
           !(period.first.daysSinceEpoch...period.last.daysSinceEpoch).contains(dayNumber) {
            return
        }
        try total.add(record, at: location)
        var day = days.removeValue(forKey: dayNumber) ?? Day(sales: SalesAggregator(menu: menu, query: dayQuery(dayNumber)))
        defer { days[dayNumber] = day }
        dayRecord.orderedAt = record.orderedAt
        dayRecord.status = record.status
        dayRecord.lines.removeAll(keepingCapacity: true)
        for line in record.lines {
            if line.slot >= day.slots.count { day.slots += Array(repeating: -1, count: line.slot + 1 - day.slots.count) }
            if day.slots[line.slot] < 0 { day.slots[line.slot] = day.sales.slot(for: total.juice(inSlot: line.slot)) }
            dayRecord.lines.append(SaleLine(slot: day.slots[line.slot], quantity: line.quantity, unitPrice: line.unitPrice))
        }
        // The period's totals took the same order with the same checks, so the day cannot refuse it.
        try day.sales.add(dayRecord, at: location)
    }

    /// An aggregator with the same menu and query, and nothing counted yet.
    public func emptyCopy() -> DailySalesAggregator {
        DailySalesAggregator(menu: menu, query: query)
    }

    /// Adds in everything `other` counted, as if its orders had been given to this aggregator.
    public mutating func merge(_ other: DailySalesAggregator) throws(SalesAggregationError) {
        try total.merge(other.total)
        for (dayNumber, theirs) in other.days {
            var day = days[dayNumber] ?? Day(sales: SalesAggregator(menu: menu, query: dayQuery(dayNumber)))
            try day.sales.merge(theirs.sales)
            days[dayNumber] = day
        }
    }

    /// The totals over the period (or over every order read), and each day with orders in
    /// date order, each with that day as its period.
    public func summaries() -> (total: SalesSummary, days: [(day: CalendarDay, sales: SalesSummary)]) {
        (total.summary(), days.keys.sorted().map { (CalendarDay(daysSinceEpoch: $0), days[$0]!.sales.summary()) })
    }

    private func dayQuery(_ dayNumber: Int) -> SalesQuery {
        var dayQuery = query
        dayQuery.period = ReportPeriod(day: CalendarDay(daysSinceEpoch: dayNumber))
        return dayQuery
    }
}
