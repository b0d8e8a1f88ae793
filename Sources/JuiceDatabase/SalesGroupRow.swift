import JuiceCore

/// One group of a backend's totals: a juice's items of one status (and day, and hour), or an
/// order count, read by column name.
struct SalesGroupRow: Sendable, Equatable {
    /// An order count (no juice) rather than a juice's items.
    let isOrderCount: Bool
    let juice: String?
    let status: String?
    let problem: RowProblem?
    /// Items in a juice group; orders in an order count.
    let rows: Int
    let units: Int64
    let revenue: Int64?
    /// Items with a price; fewer than `rows` leaves the revenue unknown.
    let priced: Int
    let days: ClosedRange<Int>?
    let latestSeconds: Double?
    /// What the group's returns and refunds of money only took off (`TotalsQuery.returnColumns`;
    /// none for a result without them, as the checked totals add up no group with a return).
    let returns: ReturnTotals
    /// The hour on the zone's wall clock, when the totals were grouped by hour (`TotalsQuery.byHour`).
    let hour: Int?

    /// A group of `kind, j, s, problem (or clean), row_count, units, revenue, priced, first_day,
    /// last_day, earliest, latest`, the returns' columns when the result has them, and `h`
    /// when it has it.
    ///
    /// - Parameters:
    ///   - units, revenue: the values already read exactly from the checked totals' decimals;
    ///     nil reads the row's own.
    ///   - resolver: puts the earliest and latest times on their days (in the query's zone)
    ///     when the statement did not group by day.
    init(_ row: ResultRow, units: Int64? = nil, revenue: Int64? = nil, resolver: inout ZoneDayResolver)
        throws(DatabaseError)
    {
        isOrderCount = try row.integer("kind") == 1
        juice = try row.text("j")
        status = try row.text("s")
        problem = row.has("problem") ? try row.integer("problem").flatMap(RowProblem.init(rawValue:)) : nil
        rows = Int(try row.integer("row_count") ?? 0)
        if let units { self.units = units } else { self.units = try row.integer("units") ?? 0 }
        if let revenue { self.revenue = revenue } else { self.revenue = try row.integer("revenue") }
        priced = Int(try row.integer("priced") ?? 0)
        latestSeconds = try row.real("latest")
        hour = row.has("h") ? try row.integer("h").map(Int.init) : nil
        if row.has("returns") {
            let returnRows = try row.integer("returns") ?? 0
            let (priced, returned) = (try row.integer("returns_priced") ?? 0, try row.integer("returned_revenue") ?? 0)
            returns = ReturnTotals(
                returns: returnRows, returnedUnits: try row.integer("returned_units") ?? 0,
                returnedRevenue: priced == returnRows ? returned : nil,
                refunds: try row.integer("refunds") ?? 0, refundedRevenue: try row.integer("refunded_revenue") ?? 0)
        } else {
            returns = ReturnTotals(returns: 0, returnedUnits: 0, returnedRevenue: 0, refunds: 0, refundedRevenue: 0)
        }
        days = Self.days(
            first: try row.integer("first_day"), last: try row.integer("last_day"), earliest: try row.real("earliest"),
            latest: latestSeconds, resolver: &resolver)
    }

    /// An order count put together from juice groups whose rows are each an order.
    init(
        orderCount orders: Int, status: String?, firstDay: Int?, lastDay: Int?, earliest: Double?, latest: Double?,
        resolver: inout ZoneDayResolver
    ) {
        isOrderCount = true
        juice = nil
        self.status = status
        problem = nil
        rows = orders
        units = 0
        revenue = nil
        priced = 0
        latestSeconds = latest
        hour = nil
        returns = ReturnTotals(returns: 0, returnedUnits: 0, returnedRevenue: 0, refunds: 0, refundedRevenue: 0)
        days = Self.days(
            first: firstDay.map(Int64.init), last: lastDay.map(Int64.init), earliest: earliest, latest: latest,
            resolver: &resolver)
    }

    private static func days(
        first: Int64?, last: Int64?, earliest: Double?, latest: Double?,
        resolver: inout ZoneDayResolver
    ) -> ClosedRange<Int>? {
        if let first, let last { return Int(first)...Int(last) }
        // A day is a non-decreasing function of the instant, so the group's first and last
        // days are those of its earliest and latest orders.
        if let earliest, let latest {
            return resolver.daysSinceEpoch(of: earliest)...resolver.daysSinceEpoch(of: latest)
        }
        return nil
    }
}
