import JuiceCore

/// One row of the aggregate statement (`SalesStatement.aggregate`).
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
    /// What the group's returns and refunds of money only took off (the last six columns).
    let returns: ReturnTotals
    /// The hour on the zone's wall clock, when the statement grouped by hour (`SalesStatement.byHour`).
    let hour: Int?

    /// - Parameter resolver: puts the earliest and latest times on their days (in the query's
    ///   zone) when the statement did not group by day.
    init(_ values: [SQLValue], resolver: inout ZoneDayResolver) {
        isOrderCount = values[0].integer == 1
        juice = values[1].text
        status = values[2].text
        problem = values[3].integer.flatMap(RowProblem.init(rawValue:))
        rows = Int(values[4].integer ?? 0)
        units = values[5].integer ?? 0
        revenue = values[6].integer
        priced = Int(values[7].integer ?? 0)
        latestSeconds = values[11].real
        hour = values.count > 12 + SalesStatement.returnColumns ? values[12 + SalesStatement.returnColumns].integer.map(Int.init) : nil
        let column = { (index: Int) in values.count > index ? values[index].integer : nil }
        let returnRows = column(12) ?? 0
        returns = ReturnTotals(returns: returnRows, returnedUnits: column(13) ?? 0,
                               returnedRevenue: (column(15) ?? 0) == returnRows ? column(14) ?? 0 : nil,
                               refunds: column(16) ?? 0, refundedRevenue: column(17) ?? 0)
        if let first = values[8].integer, let last = values[9].integer {
            days = Int(first)...Int(last)
        } else if let earliest = values[10].real, let latest = latestSeconds {
            // A day is a non-decreasing function of the instant, so the group's first and last
            // days are those of its earliest and latest orders.
            days = resolver.daysSinceEpoch(of: earliest)...resolver.daysSinceEpoch(of: latest)
        } else {
            days = nil
        }
    }
}
