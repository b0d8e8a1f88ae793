import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// The trend of a period: the metric per day, stacked by juice in the period's colours, the
/// largest juices at the base and the rest of them together as "Other" on top.
enum TrendContent {
    /// Juices with a series of their own; more would make the legend longer than the chart.
    static let seriesLimit = 8

    static func chart(_ sales: PeriodSales, canvas: Size, title: String?, menu: Menu) -> TrendChart {
        let spec = sales.chart
        let names = spec.names(for: sales.total, menu: menu)
        let format = ValueFormat(
            metric: sales.total.metric, grouping: sales.total.grouping, currency: spec.shownCurrency)
        let ranked = SegmentOrder.value.sorted(
            sales.total.segments.map {
                ChartSegment(
                    juice: $0.juice, name: names.name(of: $0.juice), value: $0.value,
                    color: sales.look.color(for: $0.juice))
            }, menu: menu)
        let kept = ranked.count > seriesLimit ? Array(ranked.prefix(seriesLimit - 1)) : ranked
        let series = kept.map(\.juice)
        // A juice that sold on a day but whose returns brought the period to 0 or less has no
        // series of its own (the period's pie has no slice for it): its days go to "Other".
        let hasSeries = Set(series)
        let unranked = sales.days.contains { $0.sales?.segments.contains { !hasSeries.contains($0.juice) } ?? false }
        let folds = ranked.count > series.count || unranked
        let index = Dictionary(uniqueKeysWithValues: series.enumerated().map { ($1, $0) })
        // Money is drawn in the currency's main unit, so the axis reads round amounts.
        let unit = format.valuesAreScaled ? Double(Money.scale) : 1
        // A bar per day, or per week on a long period (`PeriodSales.isWeekly`).
        let buckets = sales.buckets
        let stacks = buckets.map { bucket -> [Double] in
            var stack = Array(repeating: 0.0, count: series.count + (folds ? 1 : 0))
            for segment in bucket.sales.compactMap({ $0 }).flatMap(\.segments) {
                stack[index[segment.juice] ?? series.count] += Double(segment.value) / unit
            }
            return stack
        }
        let maximum = stacks.map { $0.reduce(0, +) }.max() ?? 0
        let values = TrendAxis.ticks(maximum: maximum, minimumStep: 1)
        // Round amounts read without cents ($250, not $250.00).
        var axisFormat = format
        if format.valuesAreScaled, values.allSatisfy({ $0 == $0.rounded() }) {
            let currency = format.currency
            axisFormat = ValueFormat(
                metric: format.metric, grouping: format.grouping,
                currency: Currency(
                    code: currency.code, symbol: currency.symbol, fractionDigits: 0,
                    symbolFollows: currency.symbolFollows))
        }
        let ticks = values.map { value in
            TrendTick(value: value, text: axisFormat.number(Int64((value * unit).rounded())))
        }
        // As a reader of the chart's language writes a day ("Feb 6", "2월 6일"); with the year when the period spans two.
        let words = PeriodWords(language: names.language)
        let spansYears = sales.period.first.year != sales.period.last.year
        let labels = buckets.map { spansYears ? words.full($0.first) : words.short($0.first) }
        let seriesNames = kept.map(\.name) + (folds ? [names.otherName] : [])
        // Two series of one colour are drawn apart in its lightness, Other in its grey (`SliceFills`).
        // Of two series of one colour, the one the pie keeps it for keeps it here too.
        let colors = SliceFills.seriesFills(
            kept.map(\.color) + (folds ? [ProductColor.other.color] : []), other: folds ? kept.count : nil
        ) { SliceFills.keepsColor(kept[$0], before: kept[$1]) }
        let request = TrendLayoutRequest(
            canvas: canvas, title: title, dayLabels: labels, stacks: stacks, ticks: ticks, seriesNames: seriesNames)
        let description = zip(buckets, stacks).map { bucket, stack in
            let total = bucket.sales.compactMap { $0?.total }.reduce(0, +)
            return "\(sales.isWeekly ? "week of " : "")\(bucket.first): \(format.total(total))"
                + (stack.allSatisfy { $0 == 0 } ? " (no sales)" : "")
        }.joined(separator: "\n")
        return TrendChart(request: request, seriesColors: colors, description: description)
    }

    /// "Units per day", or "Revenue per week" on a long period.
    static func title(_ sales: PeriodSales) -> String {
        let per = sales.isWeekly ? "week" : "day"
        return switch (sales.total.grouping, sales.total.metric) {
        case (.fruit, _): "Fruit used per \(per)"
        case (.juice, .units): "Units per \(per)"
        case (.juice, .revenue): "Revenue per \(per)"
        case (.juice, .value): "Value per \(per)"
        }
    }
}
