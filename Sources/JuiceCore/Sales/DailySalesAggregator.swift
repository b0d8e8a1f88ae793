/// Adds orders up per day in one pass, for the daily report: the period's totals and one
/// table of slots per day with orders, and no order kept, so memory stays flat however many
/// orders are read.
///
/// Every order must have a time (a day report has nothing to put an undated order on);
/// orders outside the query's period are left out, as a chart of that period leaves them out.
public struct DailySalesAggregator: MergeableOrderRecordSink, GroupedSalesSink {
    /// The most days one report covers (ten years): a hostile file spreading orders over a
    /// million days must not make the report keep a million tables.
    public static let maximumDays = 3_660

    public let menu: Menu
    public let query: SalesQuery
    /// The whole period; its slots are the ones handed to readers.
    private var total: SalesAggregator
    /// The days with orders, in the order first seen, found by their number (days since
    /// 1970-01-01 in the query's zone) through `dayIndex`; orders come day by day, so the last
    /// day found is remembered and most orders skip the dictionary.
    private var days: [Day] = []
    private var dayIndex: [Int: Int] = [:]
    private var lastDay = (number: Int.min, index: -1)
    private var resolver: ZoneDayResolver
    /// Reused for every order, so translating slots allocates nothing.
    private var dayRecord = OrderRecord()

    /// One day's aggregator, and for each slot of `total` the day's own slot for the same
    /// juice (-1 until first seen that day).
    private struct Day: Sendable {
        let number: Int
        var sales: SalesAggregator
        var slots: [Int] = []

        /// Counts `record`, whose lines use the slots of `total`, with this day's slots.
        mutating func add(
            _ record: OrderRecord, from total: SalesAggregator, scratch: inout OrderRecord,
            at location: () -> OrderLocation?
        ) throws(SalesAggregationError) {
            scratch.orderedAt = record.orderedAt
            scratch.status = record.status
            scratch.lines.removeAll(keepingCapacity: true)
            for line in record.lines {
                if line.slot >= slots.count { slots += Array(repeating: -1, count: line.slot + 1 - slots.count) }
                if slots[line.slot] < 0 {
                    slots[line.slot] = sales.slot(
                        for: total.juice(inSlot: line.slot), spelling: total.spelling(inSlot: line.slot))
                }
                scratch.lines.append(
                    SaleLine(
                        slot: slots[line.slot], quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount)
                )
            }
            try sales.add(scratch, onDay: number, at: location)
        }
    }

    public init(menu: Menu = .standard, query: SalesQuery = SalesQuery()) {
        self.menu = menu
        self.query = query
        resolver = ZoneDayResolver(timeZone: query.timeZone, dayStart: query.dayStart)
        total = SalesAggregator(menu: menu, query: query, days: resolver)
    }

    public mutating func slot(for juice: JuiceIdentity) -> Int {
        total.slot(for: juice)
    }

    public mutating func slot(for juice: JuiceIdentity, writtenAs written: String) -> Int {
        total.slot(for: juice, writtenAs: written)
    }

    /// The juice a slot stands for, and how the input spelled it (as `SalesAggregator` keeps them).
    func juice(inSlot slot: Int) -> (juice: JuiceIdentity, spelling: String?) {
        (total.juice(inSlot: slot), total.spelling(inSlot: slot))
    }

    /// Counts the order in the period's totals and in its day's table.
    ///
    /// Throws `missingDay` for an order without a time, before counting anything, and
    /// `tooManyDays` when the orders fall on more than `maximumDays` days.
    public mutating func isInPeriod(_ orderedAt: OrderTimestamp?) -> Bool {
        guard let period = query.period, let orderedAt else { return true }
        return (period.first.daysSinceEpoch...period.last.daysSinceEpoch).contains(resolver.day(of: orderedAt))
    }

    public mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
        guard let timestamp = record.orderedAt else { throw .missingDay(location()) }
        let dayNumber = resolver.day(of: timestamp)
        if let period = query.period,
            !(period.first.daysSinceEpoch...period.last.daysSinceEpoch).contains(dayNumber)
        {
            return
        }
        if dayNumber != lastDay.number, dayIndex[dayNumber] == nil, days.count == Self.maximumDays {
            throw .tooManyDays(limit: Self.maximumDays)
        }
        try total.add(record, onDay: dayNumber, at: location)
        let index = dayNumber == lastDay.number ? lastDay.index : self.index(ofDay: dayNumber)
        lastDay = (dayNumber, index)
        // The period's totals took the same order with the same checks, so the day cannot refuse it.
        try days[index].add(record, from: total, scratch: &dayRecord, at: location)
    }

    /// Counts sales a database added up for one day (`group.days` a single day), in the
    /// period's totals and in the day's table.
    public mutating func add(_ group: GroupedSales) throws(SalesAggregationError) {
        guard let dayNumber = group.days?.lowerBound, group.days?.upperBound == dayNumber else {
            throw .missingDay(nil)
        }
        if let period = query.period,
            !(period.first.daysSinceEpoch...period.last.daysSinceEpoch).contains(dayNumber)
        {
            return
        }
        if dayIndex[dayNumber] == nil, days.count == Self.maximumDays {
            throw .tooManyDays(limit: Self.maximumDays)
        }
        try total.add(group)
        let index = index(ofDay: dayNumber)
        var dayGroup = group
        dayGroup.slot = group.slot.map {
            days[index].sales.slot(for: total.juice(inSlot: $0), spelling: total.spelling(inSlot: $0))
        }
        try days[index].sales.add(dayGroup)
    }

    /// The position of a day in `days`, adding the day when it is new.
    private mutating func index(ofDay number: Int) -> Int {
        if let index = dayIndex[number] { return index }
        days.append(Day(number: number, sales: SalesAggregator(menu: menu, query: dayQuery(number), days: resolver)))
        dayIndex[number] = days.count - 1
        return days.count - 1
    }

    /// The totals over every day, without the days' own.
    public var totalSummary: SalesSummary { total.summary() }

    /// An aggregator with the same menu and query, and nothing counted yet.
    public func emptyCopy() -> DailySalesAggregator {
        DailySalesAggregator(menu: menu, query: query)
    }

    /// Adds in everything `other` counted, as if its orders had been given to this aggregator.
    public mutating func merge(_ other: DailySalesAggregator) throws(SalesAggregationError) {
        if Set(days.map(\.number)).union(other.days.map(\.number)).count > Self.maximumDays {
            throw .tooManyDays(limit: Self.maximumDays)
        }
        try total.merge(other.total)
        for theirs in other.days {
            try days[index(ofDay: theirs.number)].sales.merge(theirs.sales)
        }
    }

    /// The totals over the period (or over every order read), and each day with orders in
    /// date order, each with that day as its period.
    public func summaries() -> (total: SalesSummary, days: [(day: CalendarDay, sales: SalesSummary)]) {
        (
            total.summary(),
            days.sorted { $0.number < $1.number }.map { (CalendarDay(daysSinceEpoch: $0.number), $0.sales.summary()) }
        )
    }

    /// The aggregators of the days with orders that fall in `period`, in date order.
    func days(in period: ReportPeriod) -> [SalesAggregator] {
        let numbers = period.first.daysSinceEpoch...period.last.daysSinceEpoch
        return days.filter { numbers.contains($0.number) }.sorted { $0.number < $1.number }.map(\.sales)
    }

    /// Adds in whole days of `source` (their own aggregators, kept as they are) and their totals.
    mutating func take(days taken: [SalesAggregator]) throws(SalesAggregationError) {
        for sales in taken {
            guard let number = sales.query.period?.first.daysSinceEpoch else { continue }
            try total.merge(sales)
            let index = index(ofDay: number)
            days[index] = Day(number: number, sales: sales)
        }
    }

    private func dayQuery(_ dayNumber: Int) -> SalesQuery {
        var dayQuery = query
        dayQuery.period = ReportPeriod(day: CalendarDay(daysSinceEpoch: dayNumber))
        return dayQuery
    }
}
