import Foundation
import Testing
@testable import JuiceCore

/// How the aggregator counts returns and refunds of money only (issue 28, item 4), whatever
/// reader handed them over: every reader gives it `SaleLine`s, a database `GroupedSales`.
struct ReturnsAggregationTests {
    private func summary(
        _ lines: [(juice: String, quantity: Int64, price: Int64?, amount: Int64?)], status: OrderStatus = .completed,
        metric: SalesMetric = .revenue, grouping: SalesGrouping = .juice
    ) throws -> SalesSummary {
        var aggregator = SalesAggregator(query: SalesQuery(metric: metric, grouping: grouping))
        for line in lines {
            let slot = aggregator.slot(for: Menu.standard.identify(line.juice))
            let record = OrderRecord(
                status: status,
                lines: [
                    SaleLine(
                        slot: slot, quantity: line.quantity, unitPrice: line.price.map { $0 * Money.scale },
                        amount: line.amount.map { $0 * Money.scale })
                ])
            try aggregator.add(record, at: { nil })
        }
        return aggregator.summary()
    }

    @Test func aReturnGivesItsUnitsBackAndTakesItsMoneyOff() throws {
        let sales = try summary([
            ("kiwi", 3, 4500, nil), ("kiwi", -1, 4500, nil), ("mango", 2, nil, 10_000), ("mango", -1, nil, -5_000),
        ])
        #expect(sales.totalUnits == 3 && sales.totalRevenue == 14_000 * Money.scale)
        #expect(
            sales.juiceTotals == [
                JuiceTotals(juice: .menu("kiwi"), units: 2, revenue: 9_000 * Money.scale),
                JuiceTotals(juice: .menu("mango"), units: 1, revenue: 5_000 * Money.scale),
            ])
        #expect(sales.returns == ReturnTotals(returns: 2, returnedUnits: 2, returnedRevenue: 9_500 * Money.scale))
    }

    @Test func aReturnTakesItsAmountOffWhateverItsSign() throws {
        let sales = try summary([("kiwi", 2, nil, 9_000), ("kiwi", -1, nil, 4_500)])
        #expect(sales.totalRevenue == 4_500 * Money.scale && sales.totalUnits == 1)
        #expect(sales.returns.returnedRevenue == 4_500 * Money.scale)
    }

    @Test func aPositiveQuantityWithANegativeAmountIsARefundOfMoneyOnly() throws {
        let sales = try summary([("kiwi", 2, nil, 9_000), ("kiwi", 1, nil, -1_000)], metric: .units)
        #expect(sales.totalUnits == 2 && sales.totalRevenue == 8_000 * Money.scale)
        #expect(sales.returns == ReturnTotals(refunds: 1, refundedRevenue: 1_000 * Money.scale))
        // A return without a price leaves its money unknown, as a sale without one leaves the revenue.
        let unpriced = try summary([("kiwi", 2, 4500, nil), ("kiwi", -1, nil, nil)], metric: .units)
        #expect(unpriced.returns == ReturnTotals(returns: 1, returnedUnits: 1, returnedRevenue: nil))
        #expect(unpriced.totalRevenue == nil)
    }

    @Test func aRefundedOrCancelledOrderIsNeverCountedNegative() throws {
        for status in [OrderStatus.refunded, .cancelled] {
            let sales = try summary([("kiwi", -1, 4500, nil)], status: status)
            #expect(
                sales.totalUnits == 0 && sales.totalRevenue == 0 && sales.returns.isEmpty && sales.juiceTotals.isEmpty)
            #expect(sales.undrawn.isEmpty && sales.excludedOrders == 1)
        }
    }

    @Test func aJuiceAtZeroOrLessIsListedWithItsFigureAndHasNoSlice() throws {
        let sales = try summary([
            ("kiwi", 2, 4500, nil), ("mango", 1, 5000, nil), ("mango", -1, 5000, nil), ("Yuzu Tea", -1, 6000, nil),
        ])
        #expect(sales.segments == [Segment(juice: .menu("kiwi"), value: 9_000 * Money.scale)])
        #expect(
            sales.undrawn == [
                UndrawnJuice(juice: .menu("mango"), value: 0),
                UndrawnJuice(juice: .offMenu("Yuzu Tea"), value: -6_000 * Money.scale),
            ])
        #expect(sales.juiceTotals.map(\.units) == [2, 0, -1])
        #expect(sales.total == 9_000 * Money.scale && sales.netTotal == 3_000 * Money.scale)
        // By fruit, a return gives its fruit back.
        let fruit = try summary([("kiwi", 2, nil, nil), ("kiwi", -3, nil, nil)], metric: .units, grouping: .fruit)
        #expect(fruit.segments.isEmpty && fruit.undrawn == [UndrawnJuice(juice: .fruit(.kiwi), value: -3)])
    }

    @Test func totalsRowsAtZeroOrBelowAreListedButAreNotReturns() throws {
        for metric in [SalesMetric.units, .revenue, .value] {
            var aggregator = SalesAggregator(query: SalesQuery(metric: metric))
            for (juice, value) in [("kiwi", Int64(3)), ("mango", 0), ("Yuzu Tea", -2)] {
                try aggregator.add(TotalsRow(juice: juice, value: value * Money.scale, location: "t.csv"))
            }
            let sales = aggregator.summary()
            let scale = metric == .units ? 1 : Money.scale
            #expect(sales.segments == [Segment(juice: .menu("kiwi"), value: 3 * scale)], "\(metric)")
            #expect(
                sales.undrawn == [
                    UndrawnJuice(juice: .menu("mango"), value: 0),
                    UndrawnJuice(juice: .offMenu("Yuzu Tea"), value: -2 * scale),
                ], "\(metric)")
            #expect(sales.returns.isEmpty && sales.soldOrders == 0, "\(metric)")
            if metric == .units { #expect(sales.juiceTotals.map(\.units) == [3, 0, -2]) }
            if metric == .revenue { #expect(sales.juiceTotals.map(\.revenue) == [3 * scale, 0, -2 * scale]) }
        }
    }

    @Test func returnsAddUpAcrossMergesAndDatabaseGroups() throws {
        var first = SalesAggregator(query: SalesQuery(metric: .revenue))
        let kiwi = first.slot(for: .menu("kiwi"))
        try first.add(
            OrderRecord(lines: [SaleLine(slot: kiwi, quantity: -1, unitPrice: 4_500 * Money.scale)]), at: { nil })
        var second = first.emptyCopy()
        let group = ReturnTotals(
            returns: 2, returnedUnits: 3, returnedRevenue: 13_500 * Money.scale, refunds: 1,
            refundedRevenue: 500 * Money.scale)
        try second.add(
            GroupedSales(
                slot: second.slot(for: .menu("kiwi")), status: .completed, orders: 0, units: 5,
                revenue: 9_000 * Money.scale,
                days: nil, latestSeconds: nil, returns: group))
        try second.add(
            GroupedSales(
                slot: second.slot(for: .menu("kiwi")), status: .refunded, orders: 0, units: -1,
                revenue: -4_500 * Money.scale,
                days: nil, latestSeconds: nil, returns: group))
        try first.merge(second)
        let sales = first.summary()
        #expect(
            sales.returns
                == ReturnTotals(
                    returns: 3, returnedUnits: 4, returnedRevenue: 18_000 * Money.scale, refunds: 1,
                    refundedRevenue: 500 * Money.scale))
        #expect(sales.totalUnits == 4 && sales.totalRevenue == 4_500 * Money.scale)
    }
}
