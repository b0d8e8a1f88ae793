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
        let slices = zip(segments, shares).map { segment, share in
            PieChartSlice(label: options.labelContent.text(name: segment.name, value: segment.value.groupedDecimal, percent: share),
                          value: Double(segment.value), color: segment.color)
        }
        let legend = zip(segments, shares).map { segment, share in
            LegendEntryText(name: segment.name, value: segment.value.groupedDecimal, share: share)
        }
        let title = options.title ?? Self.defaultTitle(for: summary)
        let unit = summary.totalUnits == 1 ? "unit" : "units"
        var footnote: String?
        if !folding.folded.isEmpty {
            let members = folding.folded.map { "\($0.name) \($0.value.groupedDecimal)" }.joined(separator: ", ")
            footnote = "\(SegmentFolding.otherName(in: options.language)): \(members)"
        }
        let centerText: String? = segments.isEmpty
            ? Self.noSalesMessage
            : (options.donutRatio > 0 ? "\(summary.totalUnits.groupedDecimal)\n\(unit)" : nil)
        let description = segments.isEmpty
            ? Self.noSalesMessage
            : zip(segments, shares).map { "\($0.name): \($0.value.groupedDecimal) \($0.value == 1 ? "unit" : "units"), \($1)" }
                .joined(separator: "\n")
        self.init(title: title, slices: slices, startAngle: options.startAngleDegrees * Double.pi / 180,
                  clockwise: options.clockwise, innerRadiusRatio: options.donutRatio, centerText: centerText,
                  legend: legend, legendPosition: options.legendPosition, footnote: footnote, description: description)
    }

    /// "Juice sales ⋅ 2026-11-15 – 2026-11-21 ⋅ 1,234 units", leaving out the dates when orders have none.
    ///
    /// The separator is U+22C5: Noto Sans CJK draws the usual middle dot U+00B7 full-width.
    public static func defaultTitle(for summary: SalesSummary) -> String {
        var parts = ["Juice sales"]
        if let first = summary.firstDay, let last = summary.lastDay {
            parts.append(first == last ? first : "\(first) – \(last)")
        }
        parts.append("\(summary.totalUnits.groupedDecimal) \(summary.totalUnits == 1 ? "unit" : "units")")
        return parts.joined(separator: " \u{22C5} ")
    }
}
