/// Sales that a database added up: one juice's items of one status (on one day, for a daily
/// report), or the number of orders of one status, without their items.
///
/// Orders and items are kept apart because an order of several juices is one order but
/// items in several juices' groups; the database counts each order once in an order group.
public struct GroupedSales: Sendable, Equatable {
    /// The juice's slot in the sink (`OrderRecordSink.slot(for:)`); nil for an order group.
    public var slot: Int?
    public var status: OrderStatus
    /// Orders counted by this group: zero for a juice group.
    public var orders: Int
    /// Units of the juice, net of returns; zero for an order group.
    public var units: Int64
    /// The items' revenue (an amount, else quantity × unit price), net of returns and refunds;
    /// nil when some item had no price.
    public var revenue: Int64?
    /// The first and last day (days since 1970-01-01 in the query's zone) of the group's
    /// orders; nil when they have no time.
    public var days: ClosedRange<Int>?
    /// The latest order time, seconds since 1970-01-01T00:00:00Z.
    public var latestSeconds: Double?
    /// What the group's returns and refunds of money only took off (`units` and `revenue` are
    /// already net of them); empty for an order group.
    public var returns: ReturnTotals
    /// The hour (0–23) on the zone's wall clock of the group's orders, for a sink that adds up
    /// hours (`GroupedSalesSink.addsUpHours`; the group is then of one day too); nil otherwise,
    /// and for orders with a date but no time of day.
    public var hour: Int?

    public init(
        slot: Int?, status: OrderStatus, orders: Int, units: Int64, revenue: Int64?, days: ClosedRange<Int>?,
        latestSeconds: Double?,
        returns: ReturnTotals = ReturnTotals(), hour: Int? = nil
    ) {
        self.slot = slot
        self.status = status
        self.orders = orders
        self.units = units
        self.revenue = revenue
        self.days = days
        self.latestSeconds = latestSeconds
        self.returns = returns
        self.hour = hour
    }
}
