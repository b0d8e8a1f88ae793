import Foundation
import JuiceCore
import PieGeometry

extension PieChart {
    /// The message drawn in the middle of a chart with no sales.
    public static let noSalesMessage = "판매 없음 / No sales"

    /// The chart of units sold per juice, shaped by `options`.
    ///
    /// Shares are rounded so the shown figures add up to exactly 100 (largest remainder),
    /// with `options.precision` decimals, or by default none unless a juice would show 0 %
    /// (then one, and `<0.1%` for a juice still too small to show).
    public init(summary: SalesSummary, options: PieChartOptions = PieChartOptions()) {
        let ordered = options.order.sorted(summary.segments, menu: .standard)
        let folding = SegmentFolding.fold(ordered, top: options.top, minimumShare: options.minimumShare,
                                          language: options.language)
        let segments = folding.segments
        let values = segments.map(\.value)
        let decimals = options.precision ?? ShareRounding.decimalsShowingEveryValue(values)
        let shares = zip(values, ShareRounding.percentTicks(of: values, decimals: decimals)).map {
            ShareRounding.shareText(value: $0, ticks: $1, decimals: decimals)
        }
        let format = ValueFormat(metric: summary.metric, grouping: summary.grouping, currency: options.currency)
        let slices = zip(segments, shares).map { segment, share in
            PieChartSlice(label: options.labelContent.text(name: segment.name, value: format.number(segment.value), percent: share),
                          value: Double(segment.value), color: segment.color)
        }
        let legend = zip(segments, shares).map { segment, share in
            LegendEntryText(name: segment.name, value: format.number(segment.value), share: share)
        }
        let title = options.title ?? Self.defaultTitle(for: summary, currency: options.currency)
        var notes: [String] = []
        if !folding.folded.isEmpty {
            let members = folding.folded.map { "\($0.name) \(format.number($0.value))" }.joined(separator: ", ")
            notes.append("\(SegmentFolding.otherName(in: options.language)): \(members)")
        }
        if !summary.unrecipedUnits.isEmpty {
            let juices = summary.unrecipedUnits.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
                .map { "\($0.key) \($0.value.groupedDecimal)" }.joined(separator: ", ")
            notes.append("Not counted, no recipe: \(juices)")
        }
        let footnote = notes.isEmpty ? nil : notes.joined(separator: "\n")
        let centerText: String? = segments.isEmpty
            ? Self.noSalesMessage
            : (options.donutRatio > 0 ? format.total(summary.total).replacingOccurrences(of: " ", with: "\n") : nil)
        let description = segments.isEmpty
            ? Self.noSalesMessage
            : zip(segments, shares).map { "\($0.name): \(format.total($0.value)), \($1)" }.joined(separator: "\n")
        self.init(title: title, slices: slices, startAngle: options.startAngleDegrees * Double.pi / 180,
                  clockwise: options.clockwise, innerRadiusRatio: options.donutRatio, centerText: centerText,
                  legend: legend, legendPosition: options.legendPosition, footnote: footnote, description: description)
    }

    /// "Juice sales ⋅ 2026-11-15 – 2026-11-21 ⋅ 1,234 units": what is measured, the period
    /// asked for (or the days found in the orders) and the total.
    ///
    /// The separator is U+22C5: Noto Sans CJK draws the usual middle dot U+00B7 full-width.
    public static func defaultTitle(for summary: SalesSummary, currency: String = "₩") -> String {
        var parts = [summary.grouping == .fruit ? "Fruit used" : (summary.metric == .revenue ? "Juice revenue" : "Juice sales")]
        if let period = summary.period {
            parts.append(period.description)
        } else if let first = summary.firstDay, let last = summary.lastDay {
            parts.append(first == last ? first.description : "\(first) – \(last)")
        }
        parts.append(ValueFormat(metric: summary.metric, grouping: summary.grouping, currency: currency).total(summary.total))
        return parts.joined(separator: " \u{22C5} ")
    }
}
