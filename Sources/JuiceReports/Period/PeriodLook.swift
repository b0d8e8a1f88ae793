import JuiceCore
import PieRender

/// One look for every chart and table of a period: each juice keeps one spelling and one colour
/// on every day, in the trend and in the pie.
///
/// Per day, the aggregator shows a juice in the spelling that sold most that day; the period's
/// spelling is settled here once, from the period's totals. The colours are each product's own
/// (`ProductColors`), the same in any period.
public struct PeriodLook: Sendable {
    /// The period's juice for each off-menu name folded for case and spaces.
    private let spellings: [String: JuiceIdentity]
    /// The period's spelling of each menu juice the input wrote by a name (`SalesSummary.menuSpellings`).
    private let menuSpellings: [String: String]
    /// The colour of every product.
    public let colors: ProductColors

    /// The look of the period whose totals are `total`.
    public init(total: SalesSummary, specification: ChartSpecification, menu: Menu) {
        var spellings: [String: JuiceIdentity] = [:]
        for juice in total.segments.map(\.juice) + total.juiceTotals.map(\.juice) {
            if case .offMenu(let name) = juice, spellings[name.foldedForMatching] == nil {
                spellings[name.foldedForMatching] = juice
            }
        }
        self.spellings = spellings
        menuSpellings = total.menuSpellings
        colors = ProductColors(menu: menu)
    }

    /// The juice as the period names it.
    public func juice(_ juice: JuiceIdentity) -> JuiceIdentity {
        guard case .offMenu(let name) = juice else { return juice }
        return spellings[name.foldedForMatching] ?? juice
    }

    /// The juice's colour.
    public func color(for juice: JuiceIdentity) -> ProductColor {
        colors.color(for: self.juice(juice))
    }

    /// `summary` (a day of the period) with its juices spelled as the period spells them.
    public func respelled(_ summary: SalesSummary) -> SalesSummary {
        var unreciped: [JuiceIdentity: Int64] = [:]
        for (juice, units) in summary.unrecipedUnits { unreciped[self.juice(juice), default: 0] += units }
        var respelled = SalesSummary(
            segments: summary.segments.map { Segment(juice: juice($0.juice), value: $0.value) }, metric: summary.metric,
            grouping: summary.grouping, totalUnits: summary.totalUnits, totalRevenue: summary.totalRevenue,
            total: summary.total,
            soldOrders: summary.soldOrders, excludedOrders: summary.excludedOrders, period: summary.period,
            firstDay: summary.firstDay,
            lastDay: summary.lastDay, latestInstant: summary.latestInstant, unrecipedUnits: unreciped,
            juiceTotals: summary.juiceTotals.map {
                JuiceTotals(juice: juice($0.juice), units: $0.units, revenue: $0.revenue)
            },
            undrawn: summary.undrawn.map { UndrawnJuice(juice: juice($0.juice), value: $0.value) },
            returns: summary.returns)
        respelled.menuSpellings = menuSpellings
        // Spellings merged into one juice take the group that sorts first, so the same input gives the same chart.
        respelled.categories = Dictionary(
            summary.categories.map { (juice($0.key), $0.value) }, uniquingKeysWith: { min($0, $1) })
        respelled.unitsKnown = summary.unitsKnown
        return respelled
    }
}
