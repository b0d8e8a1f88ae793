/// Adds orders up for a period report in one pass: the period per day (`DailySalesAggregator`)
/// and, when there is one, the previous period of the same length in totals, to compare against.
///
/// The two periods do not overlap, so an order counts in at most one of them; orders outside
/// both are left out.
public struct PeriodComparisonAggregator: MergeableOrderRecordSink, GroupedSalesSink {
    public private(set) var current: DailySalesAggregator
    /// The previous period's totals; counts nothing when there is no previous period.
    private var earlier: SalesAggregator
    /// The previous period's totals, when there is a previous period.
    public var previous: SalesAggregator? { previousDays == nil ? nil : earlier }
    /// For each slot of `current`, the slot of the same juice in `previous` (-1 until asked for).
    private var previousSlots: [Int] = []
    /// Reused for every order of the previous period, so translating slots allocates nothing.
    private var scratch = OrderRecord()
    /// The previous period as days since 1970-01-01 in the query's zone, and how orders are put on days.
    private let previousDays: ClosedRange<Int>?
    private var days: ZoneDayResolver

    /// - Parameter previous: the period compared against; nil compares against nothing.
    public init(menu: Menu = .standard, query: SalesQuery, previous: ReportPeriod?) {
        current = DailySalesAggregator(menu: menu, query: query)
        previousDays = previous.map { $0.first.daysSinceEpoch...$0.last.daysSinceEpoch }
        days = ZoneDayResolver(timeZone: query.timeZone, dayStart: query.dayStart)
        var earlierQuery = query
        earlierQuery.period = previous
        earlier = SalesAggregator(menu: menu, query: earlierQuery)
    }

    /// What is counted, over both periods: a database reader asks for these days only.
    public var query: SalesQuery {
        var both = current.query
        if let previousDays, let period = current.query.period,
            let span = ReportPeriod(first: CalendarDay(daysSinceEpoch: previousDays.lowerBound), last: period.last)
        {
            both.period = span
        }
        return both
    }
    public var addsUpPerDay: Bool { true }

    public mutating func slot(for juice: JuiceIdentity) -> Int {
        slot(current.slot(for: juice))
    }

    public mutating func slot(for juice: JuiceIdentity, writtenAs written: String) -> Int {
        slot(current.slot(for: juice, writtenAs: written))
    }

    /// `slot` of `current`, with the previous period's slot for the same juice and spelling found.
    private mutating func slot(_ slot: Int) -> Int {
        if previousDays != nil {
            if slot >= previousSlots.count {
                previousSlots += Array(repeating: -1, count: slot + 1 - previousSlots.count)
            }
            if previousSlots[slot] < 0 {
                let (juice, spelling) = current.juice(inSlot: slot)
                previousSlots[slot] = earlier.slot(for: juice, spelling: spelling)
            }
        }
        return slot
    }

    /// The days of the current period only: the previous one is compared with, not shown.
    public mutating func isInPeriod(_ orderedAt: OrderTimestamp?) -> Bool {
        current.isInPeriod(orderedAt)
    }

    public mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
        guard let previousDays, let timestamp = record.orderedAt,
            previousDays.contains(days.day(of: timestamp))
        else {
            try current.add(record, at: location)
            return
        }
        scratch.orderedAt = record.orderedAt
        scratch.status = record.status
        scratch.lines.removeAll(keepingCapacity: true)
        for line in record.lines {
            scratch.lines.append(
                SaleLine(
                    slot: previousSlots[line.slot], quantity: line.quantity, unitPrice: line.unitPrice,
                    amount: line.amount))
        }
        try earlier.add(scratch, at: location)
    }

    public mutating func add(_ group: GroupedSales) throws(SalesAggregationError) {
        guard let previousDays, let day = group.days?.lowerBound, previousDays.contains(day) else {
            try current.add(group)
            return
        }
        var translated = group
        translated.slot = group.slot.map { previousSlots[$0] }
        try earlier.add(translated)
    }

    public func emptyCopy() -> PeriodComparisonAggregator {
        var copy = self
        copy.current = current.emptyCopy()
        copy.earlier = earlier.emptyCopy()
        copy.previousSlots = []
        return copy
    }

    public mutating func merge(_ other: PeriodComparisonAggregator) throws(SalesAggregationError) {
        try current.merge(other.current)
        try earlier.merge(other.earlier)
    }
}
