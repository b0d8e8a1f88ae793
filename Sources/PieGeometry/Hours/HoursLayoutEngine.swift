/// Lays out an hours heatmap: the title and a line under it on top, the hours above the grid,
/// the weekdays left of it, one cell per hour and weekday with gutters between (each labelled
/// with its figure where the figure fits), and the colour scale under the grid, its caption on
/// the left. What the canvas has to spare is left above and below, the grid kept in one piece.
public struct HoursLayoutEngine: Sendable {
    /// Space around the chart and between its parts, in points.
    public var margin = 12.0
    public var gap = 8.0
    /// Between two cells.
    public var gutter = 2.0
    /// Kept clear around a cell's figure, left and right.
    public var cellPadding = 3.0
    /// The tallest a cell is drawn, in widths of a cell (beyond, the grid would be all stripes).
    public var tallestCell = 1.15
    /// The thickness of the scale's bar.
    public var scaleBarHeight = 10.0
    /// The widest the scale's bar is drawn, in points.
    public var widestScale = 340.0

    public init() {}

    /// Columns between labelled hours that are tried, smallest first.
    static let strides = [1, 2, 3, 4, 6, 8, 12, 24]

    public func layout(_ request: HoursLayoutRequest, measuring measurer: TextMeasuring) -> HoursLayout {
        let canvas = request.canvas
        let inner = Rect(
            x: margin, y: margin, width: max(canvas.width - 2 * margin, 1), height: max(canvas.height - 2 * margin, 1))
        let titleSize = request.title.map { measurer.measure($0, role: .title, maxWidth: inner.size.width) }
        let subtitleSize = request.subtitle.map { measurer.measure($0, role: .legend, maxWidth: inner.size.width) }
        let headHeight = (titleSize.map { $0.height + gap } ?? 0) + (subtitleSize.map { $0.height + gap } ?? 0)

        let columnSizes = request.columnLabels.map { measurer.measure($0, role: .footnote) }
        let columnLabelHeight = columnSizes.map(\.height).max() ?? 0
        let tickSizes = request.scaleTicks.map { measurer.measure($0.text, role: .footnote) }
        let tickHeight = tickSizes.map(\.height).max() ?? 0
        let captionSize = measurer.measure(request.scaleCaption, role: .legend)
        let barBand = max(scaleBarHeight, captionSize.height)
        let scaleHeight = barBand / 2 + scaleBarHeight / 2 + 3 + tickHeight

        // The weekdays in the legend's type, or the footnote's when rows are too low for it.
        let fixedHeight = headHeight + columnLabelHeight + gap / 2 + gap * 1.5 + scaleHeight
        let rows = Double(request.rows), columns = Double(request.columns)
        let roomForRows = max(inner.size.height - fixedHeight - gutter * (rows - 1), rows)
        var rowRole = TextRole.legend
        var rowSizes = request.rowLabels.map { measurer.measure($0, role: .legend) }
        if (rowSizes.map(\.height).max() ?? 0) > roomForRows / rows {
            rowRole = .footnote
            rowSizes = request.rowLabels.map { measurer.measure($0, role: .footnote) }
        }
        let rowLabelWidth = rowSizes.map(\.width).max() ?? 0

        let gridLeft = inner.minX + rowLabelWidth + gap
        let gridWidth = max(inner.maxX - gridLeft, columns)
        let cellWidth = max((gridWidth - gutter * (columns - 1)) / columns, 1)
        let cellHeight = max(min(roomForRows / rows, cellWidth * tallestCell), 1)
        let gridHeight = cellHeight * rows + gutter * (rows - 1)
        // What is left goes half above the title and half under the scale.
        let spare = max(inner.size.height - fixedHeight - gridHeight, 0)
        var top = inner.minY + spare / 2

        /// `text` centred across the canvas at `top`, which moves down past it; nil without a text.
        func centered(_ text: String?, size: Size?, role: TextRole) -> PlacedText? {
            guard let text, let size else { return nil }
            defer { top += size.height + gap }
            return PlacedText(
                text: text, role: role,
                box: Rect(x: inner.center.x - size.width / 2, y: top, width: size.width, height: size.height),
                alignment: .center, wrapWidth: inner.size.width)
        }
        let title = centered(request.title, size: titleSize, role: .title)
        let subtitle = centered(request.subtitle, size: subtitleSize, role: .legend)
        let columnLabelTop = top
        let grid = Rect(
            x: gridLeft, y: columnLabelTop + columnLabelHeight + gap / 2, width: gridWidth, height: gridHeight)
        let pitch = (x: cellWidth + gutter, y: cellHeight + gutter)

        var cells: [HoursLayout.Cell] = []
        cells.reserveCapacity(request.rows * request.columns)
        for (row, texts) in request.cellTexts.enumerated() {
            for (column, text) in texts.enumerated() {
                let rect = Rect(
                    x: grid.minX + Double(column) * pitch.x, y: grid.minY + Double(row) * pitch.y, width: cellWidth,
                    height: cellHeight)
                // The figure in the legend's type where it fits, else in the footnote's, else none.
                let placed = text.flatMap { text in
                    [TextRole.legend, .footnote].lazy.compactMap { role -> PlacedText? in
                        let size = measurer.measure(text, role: role)
                        guard size.width <= cellWidth - 2 * cellPadding, size.height <= cellHeight else { return nil }
                        return PlacedText(text: text, role: role, box: Rect(center: rect.center, size: size))
                    }.first
                }
                cells.append(HoursLayout.Cell(row: row, column: column, rect: rect, text: placed))
            }
        }
        let rowLabels = zip(request.rowLabels, rowSizes).enumerated().map { row, label in
            let centreY = grid.minY + Double(row) * pitch.y + cellHeight / 2
            return PlacedText(
                text: label.0, role: rowRole,
                box: Rect(
                    x: grid.minX - gap - label.1.width, y: centreY - label.1.height / 2,
                    width: label.1.width, height: label.1.height), alignment: .right)
        }
        // The smallest stride whose labels, each centred over its column, leave a gap between them.
        let widestColumnLabel = columnSizes.map(\.width).max() ?? 0
        let stride =
            Self.strides.first { Double($0) * pitch.x >= widestColumnLabel + gap / 2 } ?? max(request.columns, 1)
        let columnLabels = Swift.stride(from: 0, to: request.columns, by: stride).map { column in
            let size = columnSizes[column]
            let centre = grid.minX + Double(column) * pitch.x + cellWidth / 2
            let x = min(max(centre - size.width / 2, 0), canvas.width - size.width)
            return PlacedText(
                text: request.columnLabels[column], role: .footnote,
                box: Rect(x: x, y: grid.minY - gap / 2 - size.height, width: size.width, height: size.height))
        }

        let (scaleBar, scaleTicks, caption) = scale(
            request, under: grid, top: grid.maxY + gap * 1.5, band: barBand, tickSizes: tickSizes,
            captionSize: captionSize, canvas: canvas, inner: inner)
        return HoursLayout(
            canvas: canvas, title: title, subtitle: subtitle, grid: grid, cells: cells, rowLabels: rowLabels,
            columnLabels: columnLabels, columnLabelStride: stride, scaleBar: scaleBar, scaleTicks: scaleTicks,
            scaleCaption: caption)
    }

    /// The colour scale: its caption, then its bar with the figures under it, centred under the
    /// grid (within the canvas). The bar is as wide as its figures need, up to `widestScale`
    /// and the room there is; figures that would still touch are thinned out.
    private func scale(
        _ request: HoursLayoutRequest, under grid: Rect, top: Double, band: Double, tickSizes: [Size],
        captionSize: Size,
        canvas: Size, inner: Rect
    ) -> (Rect, [HoursLayout.ScaleTick], PlacedText) {
        let ticks = request.scaleTicks
        let widest = tickSizes.map(\.width).max() ?? 0
        let (first, last) = (tickSizes[0].width / 2, tickSizes[tickSizes.count - 1].width / 2)
        // The share of the bar between two figures.
        let step = ticks.count > 1 ? (ticks[1].value - ticks[0].value) / request.scaleMaximum : 1
        let room = max(inner.size.width - captionSize.width - gap - first - last, 1)
        let barWidth = min(max((widest + gap) / step, min(widestScale, grid.size.width * 0.6)), room)
        let blockWidth = captionSize.width + gap + first + barWidth + last
        let blockLeft = min(max(grid.center.x - blockWidth / 2, inner.minX), inner.maxX - blockWidth)
        let barTop = top + band / 2 - scaleBarHeight / 2
        let bar = Rect(
            x: blockLeft + captionSize.width + gap + first, y: barTop, width: barWidth, height: scaleBarHeight)
        let caption = PlacedText(
            text: request.scaleCaption, role: .legend,
            box: Rect(
                x: blockLeft, y: top + band / 2 - captionSize.height / 2, width: captionSize.width,
                height: captionSize.height),
            alignment: .left)
        func x(_ value: Double) -> Double { bar.minX + value / request.scaleMaximum * bar.size.width }
        let stride = Self.strides.first { Double($0) * step * barWidth >= widest + gap / 2 } ?? ticks.count
        let placed = Swift.stride(from: 0, to: ticks.count, by: stride).map { index in
            let size = tickSizes[index]
            let left = min(max(x(ticks[index].value) - size.width / 2, 0), canvas.width - size.width)
            return HoursLayout.ScaleTick(
                x: x(ticks[index].value),
                label: PlacedText(
                    text: ticks[index].text, role: .footnote,
                    box: Rect(x: left, y: bar.maxY + 3, width: size.width, height: size.height)))
        }
        return (bar, placed, caption)
    }
}
