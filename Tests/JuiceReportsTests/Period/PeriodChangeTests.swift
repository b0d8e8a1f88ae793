import JuiceCore
@testable import JuiceReports
import Testing

/// Each juice's figure against the previous period: the words, signs, percentages and their rounding.
struct PeriodChangeTests {
    private let october = ReportPeriod(month: "2026-10")!
    private let units = ValueFormat(metric: .units, grouping: .juice)

    private func sales(
        _ figures: [(String, Int64)], undrawn: [(String, Int64)] = [],
        metric: SalesMetric = .units
    ) -> SalesSummary {
        let total = figures.reduce(0) { $0 + $1.1 }
        return SalesSummary(
            segments: figures.map { Segment(juice: .menu($0.0), value: $0.1) }, metric: metric,
            totalUnits: metric == .units ? total : 0, total: total, soldOrders: figures.count,
            excludedOrders: 0, firstDay: nil, lastDay: nil, latestInstant: nil,
            undrawn: undrawn.map { UndrawnJuice(juice: .menu($0.0), value: $0.1) })
    }

    private func change(_ current: SalesSummary, _ previous: SalesSummary, format: ValueFormat? = nil) -> PeriodChange {
        PeriodChange(
            current: current, previous: previous, previousPeriod: october, names: JuiceNames(),
            format: format ?? units)
    }

    private func row(
        _ name: String, _ previous: String, _ current: String, _ change: String,
        _ percent: String
    ) -> PeriodChange.Row {
        PeriodChange.Row(name: name, previous: previous, current: current, change: change, percent: percent)
    }

    @Test func upDownNewAndGoneWithTheTotalLast() {
        let result = change(
            sales([("strawberry", 12), ("kiwi", 5), ("mango", 3)]),
            sales([("strawberry", 8), ("kiwi", 10), ("banana", 4)]))
        #expect(result.hadSales)
        #expect(
            result.rows == [
                row("딸기쥬스", "8", "12", "+4", "+50%"),
                row("키위쥬스", "10", "5", "−5", "−50%"),
                row("망고쥬스", "–", "3", "+3", "new"),
                row("바나나쥬스", "4", "–", "−4", "gone"),
                row("total", "22", "20", "−2", "−9%"),
            ])
    }

    /// Percentages round half away from zero to whole numbers; a change under half a percent is `0%`.
    @Test func percentagesRoundToWholeNumbers() {
        let current = sales([("strawberry", 9), ("kiwi", 7), ("mango", 1), ("banana", 1_001), ("pineapple", 5)])
        let previous = sales([("strawberry", 8), ("kiwi", 8), ("mango", 3), ("banana", 1_000), ("pineapple", 5)])
        let rows = change(current, previous).rows
        #expect(
            rows.map { [$0.name, $0.change, $0.percent] } == [
                ["바나나쥬스", "+1", "0%"],  // +0.1%
                ["딸기쥬스", "+1", "+13%"],  // +12.5%
                ["키위쥬스", "−1", "−13%"],  // −12.5%
                ["파인애플쥬스", "0", "0%"],  // the same figure
                ["망고쥬스", "−2", "−67%"],  // −66.7%
                ["total", "−1", "0%"],  // −0.1%
            ])
        #expect(rows.last == row("total", "1,024", "1,023", "−1", "0%"))
    }

    @Test func aPreviousPeriodWithoutSalesHasOnlyNewJuices() {
        let result = change(sales([("strawberry", 12), ("kiwi", 1_500)]), sales([]))
        #expect(!result.hadSales)
        #expect(result.noSalesBefore == "no sales in 2026-10-01 – 2026-10-31 to compare with")
        #expect(
            result.rows == [
                row("키위쥬스", "–", "1,500", "+1,500", "new"),
                row("딸기쥬스", "–", "12", "+12", "new"),
                row("total", "–", "1,512", "+1,512", "new"),
            ])
        #expect(change(sales([]), sales([])).rows == [row("total", "–", "–", "0", "–")])
    }

    @Test func revenueIsWrittenInTheCurrencyWithTheSignFirst() {
        let won = ValueFormat(metric: .revenue, grouping: .juice, currency: .won)
        let rows = change(
            sales([("strawberry", 45_000 * Money.scale)], metric: .revenue),
            sales([("strawberry", 50_000 * Money.scale)], metric: .revenue), format: won
        ).rows
        #expect(
            rows == [
                row("딸기쥬스", "₩50,000", "₩45,000", "−₩5,000", "−10%"),
                row("total", "₩50,000", "₩45,000", "−₩5,000", "−10%"),
            ])
    }

    /// Juices that came to 0 or less (returns past their sales) are compared with their figures;
    /// against a figure below 0 there is no percentage.
    @Test func figuresAtOrBelowZeroAreComparedWithoutAPercentageAgainstBelowZero() {
        let rows = change(
            sales([("strawberry", 4)], undrawn: [("kiwi", -2)]),
            sales([("kiwi", 3)], undrawn: [("strawberry", -1)])
        ).rows
        #expect(
            rows == [
                row("딸기쥬스", "-1", "4", "+5", "–"),
                row("키위쥬스", "3", "-2", "−5", "−167%"),
                row("total", "2", "2", "0", "0%"),
            ])
    }

    @Test func aDifferenceBeyondInt64IsADash() {
        let rows = change(sales([("strawberry", .max)]), sales([], undrawn: [("strawberry", -1)])).rows
        #expect(rows[0] == row("딸기쥬스", "-1", "9,223,372,036,854,775,807", "–", "–"))
    }
}
