import JuiceCore
import PieRender

/// One look for every chart and table of a period: each juice keeps one spelling and one colour
/// on every day, in the trend and in the pie.
///
/// Per day, the aggregator shows an off-menu juice in the spelling that sold most that day, and
/// a chart colours off-menu juices against its own neighbours; both are settled here once, from
/// the period's totals: the period's spelling, and the colours the period's pie gives them.
public struct PeriodLook: Sendable {
    /// The period's juice for each off-menu name folded for case and spaces.
    private let spellings: [String: JuiceIdentity]
    private let colors: [JuiceIdentity: RGBColor]

    /// The look of the period whose totals are `total`.
    public init(total: SalesSummary, specification: ChartSpecification, menu: Menu) {
        var spellings: [String: JuiceIdentity] = [:]
        for juice in total.segments.map(\.juice) + total.juiceTotals.map(\.juice) {
            if case .offMenu(let name) = juice, spellings[name.foldedForMatching] == nil { spellings[name.foldedForMatching] = juice }
        }
        self.spellings = spellings
        // Every juice of the period coloured as its whole pie would be, largest first and nothing folded.
        let names = JuiceNames(menu: menu, language: specification.language(sales: total, menu: menu))
        let palette = JuicePalette(menu: menu)
        let segments = total.segments.map { ChartSegment(juice: $0.juice, name: names.name(of: $0.juice), value: $0.value, color: palette.color(for: $0.juice)) }
        let shown = total.segments.map(\.juice)
        let unsold = total.juiceTotals.map(\.juice).filter { !shown.contains($0) }
            .map { ChartSegment(juice: $0, name: names.name(of: $0), value: 0, color: palette.color(for: $0)) }
        let colored = SliceColoring.colored(SegmentOrder.value.sorted(segments, menu: menu) + unsold)
        colors = Dictionary(colored.map { ($0.juice, $0.color) }, uniquingKeysWith: { first, _ in first })
    }

    /// The juice as the period names it.
    public func juice(_ juice: JuiceIdentity) -> JuiceIdentity {
        guard case .offMenu(let name) = juice else { return juice }
        return spellings[name.foldedForMatching] ?? juice
    }

    /// The juice's colour for the whole period; nil for a juice the period's totals do not hold.
    public func color(for juice: JuiceIdentity) -> RGBColor? {
        colors[self.juice(juice)]
    }

    /// `summary` (a day of the period) with its juices spelled as the period spells them.
    public func respelled(_ summary: SalesSummary) -> SalesSummary {
        var unreciped: [JuiceIdentity: Int64] = [:]
        for (juice, units) in summary.unrecipedUnits { unreciped[self.juice(juice), default: 0] += units }
        return SalesSummary(
            segments: summary.segments.map { Segment(juice: juice($0.juice), value: $0.value) }, metric: summary.metric,
            grouping: summary.grouping, totalUnits: summary.totalUnits, totalRevenue: summary.totalRevenue, total: summary.total,
            soldOrders: summary.soldOrders, excludedOrders: summary.excludedOrders, period: summary.period, firstDay: summary.firstDay,
            lastDay: summary.lastDay, latestInstant: summary.latestInstant, unrecipedUnits: unreciped,
            juiceTotals: summary.juiceTotals.map { JuiceTotals(juice: juice($0.juice), units: $0.units, revenue: $0.revenue) },
            zeroValueJuices: summary.zeroValueJuices.map(juice))
    }
}
