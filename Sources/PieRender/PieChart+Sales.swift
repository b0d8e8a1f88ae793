import JuiceCore

extension PieChart {
    /// The chart of units sold per juice: each label is the name over its share,
    /// shares rounded to add up to 100 with the fewest decimals that keep every juice above 0 %.
    public init(summary: SalesSummary, title: String? = nil) {
        let values = summary.segments.map(\.value)
        let decimals = ShareRounding.decimalsShowingEveryValue(values)
        let ticks = ShareRounding.percentTicks(of: values, decimals: decimals)
        let slices = zip(summary.segments, ticks).map { segment, share in
            PieChartSlice(label: "\(segment.name)\n\(ShareRounding.format(ticks: share, decimals: decimals))",
                          value: Double(segment.value), color: segment.color)
        }
        self.init(title: title ?? Self.defaultTitle(for: summary), slices: slices)
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
