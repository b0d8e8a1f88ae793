/// Adds orders up by hour for each day beside another sink, in the same pass: the live page keeps
/// the whole history and shows the hours of whichever day or month is asked for, so it cannot add
/// up one period's weekday-and-hour grid (`HourlySalesAggregator`) as it reads.
///
/// Every order goes to `base` first; only a sold order with a time of day is counted here, on its
/// business day in the query's zone and day start; a database adds up per day and hour for it. Each
/// day is one weekday, so a period's grid is the sum of its days' (`hours(over:)`).
public struct DailyHoursAggregator<Base: MergeableOrderRecordSink & GroupedSalesSink>: MergeableOrderRecordSink,
    GroupedSalesSink
{
    public private(set) var base: Base
    /// Each day's grid, by day number (days since 1970-01-01 in the query's zone).
    private var days: [Int: HourlySales] = [:]
    /// Orders with a date but no time, by day number: the hours cannot place them.
    private var untimed: [Int: Int] = [:]
    private var resolver: ZoneDayResolver

    public init(base: Base) {
        self.base = base
        resolver = ZoneDayResolver(timeZone: base.query.timeZone, dayStart: base.query.dayStart)
    }

    public var query: SalesQuery { base.query }
    public var addsUpPerDay: Bool { base.addsUpPerDay }
    public var addsUpHours: Bool { true }

    public mutating func slot(for juice: JuiceIdentity) -> Int { base.slot(for: juice) }

    public mutating func slot(for juice: JuiceIdentity, writtenAs written: String) -> Int {
        base.slot(for: juice, writtenAs: written)
    }

    public mutating func isInPeriod(_ orderedAt: OrderTimestamp?) -> Bool { base.isInPeriod(orderedAt) }

    public mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
        try base.add(record, at: location)
        guard record.status.countsAsSold, let timestamp = record.orderedAt else { return }
        let day = resolver.day(of: timestamp)
        guard timestamp.hasTimeOfDay else {
            untimed[day, default: 0] += 1
            return
        }
        let local = resolver.localSeconds(of: timestamp.secondsSinceEpoch)
        let secondOfDay = local - ZoneDayResolver.day(ofLocal: local) * 86_400
        var grid = days[day] ?? HourlySales(timeZone: query.timeZone, dayStart: query.dayStart)
        try grid.add(record.lines, weekday: Weekday(daysSinceEpoch: day), hour: secondOfDay / 3600)
        days[day] = grid
    }

    /// Sales a database added up per day and hour (`addsUpHours`) go to their day's cell, or
    /// among its orders without a time.
    public mutating func add(_ group: GroupedSales) throws(SalesAggregationError) {
        try base.add(group)
        guard group.status.countsAsSold, let days = group.days, days.count == 1 else { return }
        let day = days.lowerBound
        guard let hour = group.hour else {
            untimed[day, default: 0] += group.orders
            return
        }
        var grid = self.days[day] ?? HourlySales(timeZone: query.timeZone, dayStart: query.dayStart)
        // An order group (no slot) counts orders only; its revenue is no item's.
        try grid.add(
            units: group.units, revenue: group.slot == nil ? 0 : group.revenue, orders: group.orders,
            weekday: Weekday(daysSinceEpoch: day), hour: hour)
        self.days[day] = grid
    }

    /// The weekday-and-hour grid of the days of `period`.
    public func hours(over period: ReportPeriod) throws(SalesAggregationError) -> HourlySales {
        var grid = HourlySales(timeZone: query.timeZone, dayStart: query.dayStart)
        for number in period.first.daysSinceEpoch...period.last.daysSinceEpoch {
            if let day = days[number] { try grid.merge(day) }
            grid.untimedOrders += untimed[number] ?? 0
        }
        return grid
    }

    public func emptyCopy() -> DailyHoursAggregator {
        DailyHoursAggregator(base: base.emptyCopy())
    }

    public mutating func merge(_ other: DailyHoursAggregator) throws(SalesAggregationError) {
        try base.merge(other.base)
        for (number, theirs) in other.days {
            var grid = days[number] ?? HourlySales(timeZone: query.timeZone, dayStart: query.dayStart)
            try grid.merge(theirs)
            days[number] = grid
        }
        untimed.merge(other.untimed, uniquingKeysWith: +)
    }
}
