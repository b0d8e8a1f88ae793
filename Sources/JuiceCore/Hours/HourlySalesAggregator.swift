/// Adds orders up by weekday and hour (`HourlySales`) beside another sink, in the same pass:
/// every order goes to `base` first, and only an order `base` took is counted in the grid.
///
/// The grid counts the orders `base` counts as sales: sold (completed) orders on the days of the
/// query's period (every day when it has none), each day a business day of the query's zone
/// and day start. A database adds up per day and hour for it (`addsUpHours`): each group of
/// sold orders goes to its cell, or is counted among the orders without a time.
public struct HourlySalesAggregator<Base: MergeableOrderRecordSink & GroupedSalesSink>: MergeableOrderRecordSink,
    GroupedSalesSink
{
    public private(set) var base: Base
    public private(set) var hours: HourlySales
    private var resolver: ZoneDayResolver
    private let periodDays: ClosedRange<Int>?

    /// - Parameter query: the grid's days, zone and day start (usually `base`'s own query).
    public init(base: Base, query: SalesQuery) {
        self.base = base
        hours = HourlySales(timeZone: query.timeZone, dayStart: query.dayStart)
        resolver = ZoneDayResolver(timeZone: query.timeZone, dayStart: query.dayStart)
        periodDays = query.period.map { $0.first.daysSinceEpoch...$0.last.daysSinceEpoch }
    }

    public var query: SalesQuery { base.query }
    public var addsUpPerDay: Bool { base.addsUpPerDay }
    public var addsUpHours: Bool { true }

    public mutating func slot(for juice: JuiceIdentity) -> Int {
        base.slot(for: juice)
    }

    public mutating func slot(for juice: JuiceIdentity, writtenAs written: String) -> Int {
        base.slot(for: juice, writtenAs: written)
    }

    public mutating func isInPeriod(_ orderedAt: OrderTimestamp?) -> Bool {
        base.isInPeriod(orderedAt)
    }

    public mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
        try base.add(record, at: location)
        guard record.status.countsAsSold, let timestamp = record.orderedAt else { return }
        let day = resolver.day(of: timestamp)
        if let periodDays, !periodDays.contains(day) { return }
        guard timestamp.hasTimeOfDay else {
            hours.untimedOrders += 1
            return
        }
        let local = resolver.localSeconds(of: timestamp.secondsSinceEpoch)
        let secondOfDay = local - ZoneDayResolver.day(ofLocal: local) * 86_400
        try hours.add(record.lines, weekday: Weekday(daysSinceEpoch: day), hour: secondOfDay / 3600)
    }

    public mutating func add(_ group: GroupedSales) throws(SalesAggregationError) {
        try base.add(group)
        // Groups come per day when hours are added up; a group of several days has no cell.
        guard group.status.countsAsSold, let days = group.days, days.count == 1 else { return }
        if let periodDays, !periodDays.contains(days.lowerBound) { return }
        guard let hour = group.hour else {
            hours.untimedOrders += group.orders
            return
        }
        // An order group (no slot) counts orders only; its revenue is no item's.
        try hours.add(
            units: group.units, revenue: group.slot == nil ? 0 : group.revenue, orders: group.orders,
            weekday: Weekday(daysSinceEpoch: days.lowerBound), hour: hour)
    }

    public func emptyCopy() -> HourlySalesAggregator {
        var copy = self
        copy.base = base.emptyCopy()
        copy.hours = HourlySales(timeZone: hours.timeZone, dayStart: hours.dayStart)
        return copy
    }

    public mutating func merge(_ other: HourlySalesAggregator) throws(SalesAggregationError) {
        try base.merge(other.base)
        try hours.merge(other.hours)
    }
}
