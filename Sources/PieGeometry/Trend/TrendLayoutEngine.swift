/// Lays out a trend chart: title on top, the value axis's figures on the left, one stacked bar
/// per day, date labels under the bars (every N days, so they never collide), and the legend
/// in rows at the bottom.
public struct TrendLayoutEngine: Sendable {
    /// Space around the chart and between its parts, in points.
    public var margin = 12.0
    public var gap = 8.0
    /// The share of a day's slot its bar fills; the rest separates the bars.
    public var barFill = 0.72

    public init() {}

    /// Days between labelled dates that are tried, smallest first.
    static let strides = [1, 2, 3, 5, 7, 14, 28, 56, 91, 182, 364]

    public func layout(_ request: TrendLayoutRequest, measuring measurer: TextMeasuring) -> TrendLayout {
        let canvas = request.canvas
        let inner = Rect(x: margin, y: margin, width: canvas.width - 2 * margin, height: canvas.height - 2 * margin)
        var top = inner.minY
        var title: PlacedText?
        if let text = request.title {
            let size = measurer.measure(text, role: .title, maxWidth: inner.size.width)
            title = PlacedText(
                text: text, role: .title,
                box: Rect(x: inner.center.x - size.width / 2, y: top, width: size.width, height: size.height),
                alignment: .center, wrapWidth: inner.size.width)
            top += size.height + gap
        }
        let legend = legendEntries(request.seriesNames, width: inner.size.width, measurer: measurer)
        let legendHeight = legend.rows == 0 ? 0 : legend.height + gap
        let tickSizes = request.ticks.map { measurer.measure($0.text, role: .footnote) }
        let tickWidth = tickSizes.map(\.width).max() ?? 0
        let tickHeight = tickSizes.map(\.height).max() ?? 0
        let dayLabelHeight = request.dayLabels.map { measurer.measure($0, role: .footnote).height }.max() ?? 0
        // The top tick's figure is centred on the plot's top edge, so half of it stands above.
        let plotTop = top + tickHeight / 2
        // The zero's figure is centred on the zero line, so the dates start below its lower half.
        let dateGap = max(gap / 2, tickHeight / 2 + 2)
        let plotBottom = inner.maxY - legendHeight - dayLabelHeight - dateGap
        let plotLeft = inner.minX + tickWidth + gap
        let plot = Rect(
            x: plotLeft, y: plotTop, width: max(inner.maxX - plotLeft, 1), height: max(plotBottom - plotTop, 1))
        let axisMaximum = request.ticks[request.ticks.count - 1].value
        func y(_ value: Double) -> Double { plot.maxY - value / axisMaximum * plot.size.height }

        let gridLines = zip(request.ticks, tickSizes).map { tick, size in
            TrendLayout.GridLine(
                y: y(tick.value),
                label: PlacedText(
                    text: tick.text, role: .footnote,
                    box: Rect(
                        x: plotLeft - gap - size.width, y: y(tick.value) - size.height / 2,
                        width: size.width, height: size.height), alignment: .right))
        }
        let days = request.stacks.count
        let slot = plot.size.width / Double(max(days, 1))
        let barWidth = slot < 3 ? slot : slot * barFill
        var bars: [TrendLayout.Bar] = []
        for (day, stack) in request.stacks.enumerated() {
            let x = plot.minX + Double(day) * slot + (slot - barWidth) / 2
            var below = 0.0
            for (series, value) in stack.enumerated() where value > 0 {
                let rect = Rect(x: x, y: y(below + value), width: barWidth, height: y(below) - y(below + value))
                bars.append(TrendLayout.Bar(day: day, series: series, rect: rect))
                below += value
            }
        }
        // The smallest stride whose labels, each centred under its day, leave a gap between them.
        let labelSizes = request.dayLabels.map { measurer.measure($0, role: .footnote) }
        let widest = labelSizes.map(\.width).max() ?? 0
        let stride = Self.strides.first { Double($0) * slot >= widest + gap } ?? max(days, 1)
        let dayLabels = Swift.stride(from: 0, to: days, by: stride).map { day in
            let size = labelSizes[day]
            let centre = plot.minX + (Double(day) + 0.5) * slot
            let x = min(max(centre - size.width / 2, 0), canvas.width - size.width)
            return PlacedText(
                text: request.dayLabels[day], role: .footnote,
                box: Rect(x: x, y: plot.maxY + dateGap, width: size.width, height: size.height))
        }
        let legendTop = inner.maxY - legend.height
        let placedLegend = legend.entries.map { entry in
            TrendLayout.LegendEntry(
                series: entry.series,
                swatch: Rect(
                    x: entry.swatch.minX, y: entry.swatch.minY + legendTop, width: entry.swatch.size.width,
                    height: entry.swatch.size.height),
                name: PlacedText(
                    text: entry.name.text, role: .legend,
                    box: Rect(
                        x: entry.name.box.minX, y: entry.name.box.minY + legendTop,
                        width: entry.name.box.size.width, height: entry.name.box.size.height),
                    alignment: .left))
        }
        return TrendLayout(
            canvas: canvas, title: title, plot: plot, bars: bars, gridLines: gridLines, dayLabels: dayLabels,
            dayLabelStride: stride, legend: placedLegend)
    }

    /// Legend entries flowed left to right in rows, each row centred; y from 0 at the first row.
    private func legendEntries(_ names: [String], width: Double, measurer: TextMeasuring)
        -> (entries: [TrendLayout.LegendEntry], rows: Int, height: Double)
    {
        guard !names.isEmpty else { return ([], 0, 0) }
        let sizes = names.map { measurer.measure($0, role: .legend) }
        let lineHeight = sizes.map(\.height).max() ?? 0
        let swatchSide = (lineHeight * 0.7).rounded()
        let entryGap = 2 * gap
        var rows: [[Int]] = [[]]
        var rowWidth = 0.0
        for (index, size) in sizes.enumerated() {
            let entryWidth = swatchSide + gap / 2 + min(size.width, width - swatchSide - gap / 2)
            if !rows[rows.count - 1].isEmpty, rowWidth + entryGap + entryWidth > width {
                rows.append([])
                rowWidth = 0
            }
            rowWidth += (rows[rows.count - 1].isEmpty ? 0 : entryGap) + entryWidth
            rows[rows.count - 1].append(index)
        }
        var entries: [TrendLayout.LegendEntry] = []
        for (rowIndex, row) in rows.enumerated() {
            let widths = row.map { swatchSide + gap / 2 + min(sizes[$0].width, width - swatchSide - gap / 2) }
            var x = margin + (width - widths.reduce(0, +) - entryGap * Double(row.count - 1)) / 2
            let y = Double(rowIndex) * (lineHeight + gap / 2)
            for (index, entryWidth) in zip(row, widths) {
                let swatch = Rect(x: x, y: y + (lineHeight - swatchSide) / 2, width: swatchSide, height: swatchSide)
                let nameWidth = entryWidth - swatchSide - gap / 2
                let name = PlacedText(
                    text: names[index], role: .legend,
                    box: Rect(x: x + swatchSide + gap / 2, y: y, width: nameWidth, height: sizes[index].height),
                    alignment: .left)
                entries.append(TrendLayout.LegendEntry(series: index, swatch: swatch, name: name))
                x += entryWidth + entryGap
            }
        }
        return (entries, rows.count, Double(rows.count) * lineHeight + Double(rows.count - 1) * gap / 2)
    }
}
