import Foundation

/// Sales by weekday and hour of the day: units, revenue and orders in each of 7 × 24 cells.
///
/// A cell is an hour of the wall clock (in the query's zone) on a weekday of the business day
/// (`DayStart`): with days starting at 04:00, a sale at 01:30 on a Saturday is in Friday's row,
/// hour 1. Only sold orders with a time of day count; orders with a date but no time are
/// counted apart (`untimedOrders`).
public struct HourlySales: Sendable, Equatable {
    public static let hoursPerDay = 24

    /// Per cell (`index(weekday:hour:)`): units, refund lines giving units back.
    public private(set) var units: [Int64]
    /// Per cell: revenue at `Money.scale` (a line's amount, else quantity × unit price).
    public private(set) var revenue: [Int64]
    /// Per cell: sold orders.
    public private(set) var orders: [Int]
    /// False when some counted line had no price, so the revenue figures leave it out.
    public private(set) var revenueKnown = true
    /// Sold orders of the period with a date but no time: they are in no cell.
    public internal(set) var untimedOrders = 0
    /// The zone whose wall clock the hours are read on.
    public let timeZone: TimeZone
    /// When the days start; the cells' weekdays are the business days'.
    public let dayStart: DayStart

    public init(timeZone: TimeZone, dayStart: DayStart = .midnight) {
        self.timeZone = timeZone
        self.dayStart = dayStart
        let cells = Weekday.allCases.count * Self.hoursPerDay
        units = Array(repeating: 0, count: cells)
        revenue = Array(repeating: 0, count: cells)
        orders = Array(repeating: 0, count: cells)
    }

    /// The cell of an hour (0–23 on the wall clock) of a weekday.
    public static func index(weekday: Weekday, hour: Int) -> Int {
        precondition((0..<hoursPerDay).contains(hour), "an hour of the day")
        return weekday.rawValue * hoursPerDay + hour
    }

    public func units(_ weekday: Weekday, hour: Int) -> Int64 { units[Self.index(weekday: weekday, hour: hour)] }
    public func revenue(_ weekday: Weekday, hour: Int) -> Int64 { revenue[Self.index(weekday: weekday, hour: hour)] }
    public func orders(_ weekday: Weekday, hour: Int) -> Int { orders[Self.index(weekday: weekday, hour: hour)] }

    /// Sold orders in some cell.
    public var timedOrders: Int { orders.reduce(0, +) }

    /// Counts one sold order's lines in a cell; nothing is counted when a sum would overflow.
    mutating func add(_ lines: [SaleLine], weekday: Weekday, hour: Int) throws(SalesAggregationError) {
        let cell = Self.index(weekday: weekday, hour: hour)
        var (cellUnits, cellRevenue, known) = (units[cell], revenue[cell], revenueKnown)
        for line in lines {
            // Returns and refunds of money only net out as in every other total.
            guard let (lineUnits, lineRevenue) = line.counted() else { throw .totalOverflow(juice: "one hour") }
            var overflow: Bool
            (cellUnits, overflow) = cellUnits.addingReportingOverflow(lineUnits)
            guard !overflow else { throw .totalOverflow(juice: "one hour") }
            if let lineRevenue {
                (cellRevenue, overflow) = cellRevenue.addingReportingOverflow(lineRevenue)
                guard !overflow else { throw .totalOverflow(juice: "one hour") }
            } else {
                known = false
            }
        }
        units[cell] = cellUnits
        revenue[cell] = cellRevenue
        revenueKnown = known
        orders[cell] += 1
    }

    /// Counts a database's group in a cell: a juice's units and revenue (nil when some item had no
    /// price), or an order count (no units, no revenue).
    mutating func add(units: Int64, revenue: Int64?, orders: Int, weekday: Weekday, hour: Int)
        throws(SalesAggregationError)
    {
        let cell = Self.index(weekday: weekday, hour: hour)
        let (sumUnits, unitsOverflow) = self.units[cell].addingReportingOverflow(units)
        let (sumRevenue, revenueOverflow) = self.revenue[cell].addingReportingOverflow(revenue ?? 0)
        guard !unitsOverflow, !revenueOverflow else { throw .totalOverflow(juice: "one hour") }
        self.units[cell] = sumUnits
        self.revenue[cell] = sumRevenue
        if revenue == nil { revenueKnown = false }
        self.orders[cell] += orders
    }

    /// Adds in another grid's counts (of the same day start).
    mutating func merge(_ other: HourlySales) throws(SalesAggregationError) {
        for cell in units.indices {
            let (sumUnits, unitsOverflow) = units[cell].addingReportingOverflow(other.units[cell])
            let (sumRevenue, revenueOverflow) = revenue[cell].addingReportingOverflow(other.revenue[cell])
            guard !unitsOverflow, !revenueOverflow else { throw .totalOverflow(juice: "one hour") }
            units[cell] = sumUnits
            revenue[cell] = sumRevenue
            orders[cell] += other.orders[cell]
        }
        revenueKnown = revenueKnown && other.revenueKnown
        untimedOrders += other.untimedOrders
    }
}
