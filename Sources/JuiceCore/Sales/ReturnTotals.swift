/// What returns and refunds of money only took off the sales that count, which the totals
/// already net out: a line with a negative quantity is a return (it gives its units back and
/// takes its amount off); a line with a positive quantity and a negative amount is a refund of
/// money only (revenue, not units). Lines of cancelled or refunded orders, of other days than the
/// period's and left out by `--only`/`--exclude` are not here, as they are not in the totals.
///
/// Figures are what was taken off, so they are positive: 2 returned units, ₩9,000.
public struct ReturnTotals: Sendable, Equatable {
    /// Return lines: lines with a negative quantity.
    public var returns: Int64 = 0
    /// The units the returns gave back.
    public var returnedUnits: Int64 = 0
    /// The money the returns took off, at `Money.scale`; nil when some return had neither an
    /// amount nor a unit price (or revenue was not added up).
    public var returnedRevenue: Int64? = 0
    /// Refunds of money only: lines with a positive quantity (or none, which is 1) and a negative amount.
    public var refunds: Int64 = 0
    /// The money the refunds of money only took off, at `Money.scale`; nil when revenue was not
    /// added up (a database asked for units alone, or orders in several currencies).
    public var refundedRevenue: Int64? = 0

    public init(
        returns: Int64 = 0, returnedUnits: Int64 = 0, returnedRevenue: Int64? = 0, refunds: Int64 = 0,
        refundedRevenue: Int64? = 0
    ) {
        self.returns = returns
        self.returnedUnits = returnedUnits
        self.returnedRevenue = returnedRevenue
        self.refunds = refunds
        self.refundedRevenue = refundedRevenue
    }

    /// No return and no refund of money only.
    public var isEmpty: Bool { returns == 0 && refunds == 0 }

    /// The money returns and refunds took off together; nil when either is unknown.
    public var revenueTakenOff: Int64? {
        guard let returnedRevenue, let refundedRevenue else { return nil }
        return returnedRevenue &+ refundedRevenue
    }

    /// The same with the money left unknown: what a table shows when revenue cannot be added up.
    public func withoutRevenue() -> ReturnTotals {
        ReturnTotals(
            returns: returns, returnedUnits: returnedUnits, returnedRevenue: returns == 0 ? 0 : nil, refunds: refunds,
            refundedRevenue: refunds == 0 ? 0 : nil)
    }

    /// Counts one return of `units` (positive) that took `revenue` off (positive; nil when unknown).
    /// False when a figure would pass `Int64.max`.
    mutating func addReturn(units: Int64, revenue: Int64?) -> Bool {
        returns += 1
        let (sum, overflow) = returnedUnits.addingReportingOverflow(units)
        returnedUnits = sum
        guard let known = returnedRevenue, let revenue else {
            returnedRevenue = nil
            return !overflow
        }
        let (money, moneyOverflow) = known.addingReportingOverflow(revenue)
        returnedRevenue = money
        return !overflow && !moneyOverflow
    }

    /// Counts one refund of money only that took `revenue` off (positive).
    mutating func addRefund(revenue: Int64) -> Bool {
        refunds += 1
        guard let known = refundedRevenue else { return true }
        let (sum, overflow) = known.addingReportingOverflow(revenue)
        refundedRevenue = sum
        return !overflow
    }

    /// Adds in `other`; false when a figure would pass `Int64.max`.
    mutating func merge(_ other: ReturnTotals) -> Bool {
        returns += other.returns
        refunds += other.refunds
        let (units, unitsOverflow) = returnedUnits.addingReportingOverflow(other.returnedUnits)
        returnedUnits = units
        let (returned, returnedOverflow) = Self.sum(returnedRevenue, other.returnedRevenue)
        let (refunded, refundedOverflow) = Self.sum(refundedRevenue, other.refundedRevenue)
        returnedRevenue = returned
        refundedRevenue = refunded
        return !unitsOverflow && !returnedOverflow && !refundedOverflow
    }

    /// Two amounts added up; unknown when either is.
    private static func sum(_ a: Int64?, _ b: Int64?) -> (Int64?, overflow: Bool) {
        guard let a, let b else { return (nil, false) }
        let (sum, overflow) = a.addingReportingOverflow(b)
        return (sum, overflow)
    }
}

/// A product (or fruit) the input counted whose figure came to 0 or less: a totals row of 0 or
/// less, returns that reach or pass the sales, items given away under `--metric revenue`. It has
/// no slice; the summary lists it with its figure and the chart's footnote names it.
public struct UndrawnJuice: Sendable, Equatable {
    public let juice: JuiceIdentity
    /// Its figure in the metric charted: 0 or less.
    public let value: Int64

    public init(juice: JuiceIdentity, value: Int64) {
        self.juice = juice
        self.value = value
    }
}
