extension TrendLayout {
    /// Broken promises of the layout, described; empty when all hold.
    ///
    /// - every bar stands in the plot, and each day's bars stack without gaps from the zero line;
    /// - no two texts overlap, and every text stays on the canvas;
    /// - the plot keeps clear of the title, the figures, the dates and the legend.
    public func invariantViolations() -> [String] {
        var violations: [String] = []
        let slack = 1e-6
        let plotArea = Rect(
            x: plot.minX - slack, y: plot.minY - slack, width: plot.size.width + 2 * slack,
            height: plot.size.height + 2 * slack)
        for bar in bars where !plotArea.contains(bar.rect) {
            violations.append("bar of day \(bar.day), series \(bar.series) at \(bar.rect) leaves the plot \(plot)")
        }
        for day in Set(bars.map(\.day)) {
            let stack = bars.filter { $0.day == day }
            if let first = stack.first, abs(first.rect.maxY - plot.maxY) > slack {
                violations.append("the bar of day \(day) does not start on the zero line")
            }
            for (below, above) in zip(stack, stack.dropFirst()) where abs(below.rect.minY - above.rect.maxY) > slack {
                violations.append(
                    "the bars of day \(day) leave a gap between series \(below.series) and \(above.series)")
            }
        }
        let texts = [title].compactMap { $0 } + gridLines.map(\.label) + dayLabels + legend.map(\.name)
        let canvasRect = Rect(x: -slack, y: -slack, width: canvas.width + 2 * slack, height: canvas.height + 2 * slack)
        for text in texts where !canvasRect.contains(text.box) {
            violations.append("\"\(text.text)\" at \(text.box) leaves the canvas")
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] where a.box.intersects(b.box) {
                violations.append("\"\(a.text)\" overlaps \"\(b.text)\"")
            }
        }
        for text in texts where text.box.intersects(plot) {
            violations.append("\"\(text.text)\" overlaps the plot")
        }
        return violations
    }
}
