/// Several pies in one image (`--split-by`): one title over them all, then a grid of cells, one
/// pie laid out on each as a chart of the cell's size would be.
///
/// Decided before anything is drawn: the title is measured, cut short with an ellipsis when it
/// would take more than a fifth of the canvas, and centred at the top; the cells share what is left.
public struct PieGridLayout: Sendable, Equatable {
    public let canvas: Size
    /// The title over the grid (shop, metric, period), or nil without one.
    public let title: PlacedText?
    public let columns: Int
    /// Each cell's size, in points.
    public let cell: Size
    /// Where the first row starts, in points from the top: below the title.
    public let top: Double
    public let count: Int

    /// The grid of `count` cells on `canvas` under `title`, measured by `measurer`.
    public init(
        count: Int, canvas: Size, title: String?, measuring measurer: some TextMeasuring,
        metrics: PieLayoutMetrics = PieLayoutMetrics()
    ) {
        precondition(count > 0, "at least one cell")
        let metrics = metrics.scaled(for: canvas)
        let width = canvas.width - 2 * metrics.padding
        var placed: PlacedText?
        if let title, !title.isEmpty, width > 0 {
            var text: String? = title
            var size = measurer.measure(title, role: .title, maxWidth: width)
            let highest = canvas.height / 5
            if size.height > highest || size.width > width {
                text = TextShortening(measurer: measurer, role: .title).shortened(
                    title, wrappedTo: width, height: highest)
                size = text.map { measurer.measure($0, role: .title, maxWidth: width) } ?? size
            }
            placed = text.map {
                PlacedText(
                    text: $0, role: .title,
                    box: Rect(
                        x: (canvas.width - size.width) / 2, y: metrics.padding, width: size.width, height: size.height),
                    wrapWidth: width)
            }
        }
        let top = placed.map { $0.box.maxY + metrics.sectionGap / 2 } ?? 0
        let grid = Self.grid(count: count, area: Size(width: canvas.width, height: max(canvas.height - top, 1)))
        self.canvas = canvas
        self.title = placed
        self.count = count
        self.top = top
        columns = grid.columns
        cell = grid.cell
    }

    /// The top left corner of cell `index`, left to right, top to bottom, in points.
    public func origin(of index: Int) -> Point {
        Point(x: Double(index % columns) * cell.width, y: top + Double(index / columns) * cell.height)
    }

    /// The columns and cell size that make the smallest side of a cell as large as it can be for
    /// `count` cells on `area` (three stores on 800 × 600: two columns of 400 × 300).
    public static func grid(count: Int, area: Size) -> (columns: Int, cell: Size) {
        precondition(count > 0, "at least one cell")
        let best =
            (1...count).max { a, b in
                func side(_ columns: Int) -> Double {
                    let rows = (count + columns - 1) / columns
                    return min(area.width / Double(columns), area.height / Double(rows))
                }
                return side(a) < side(b) || (side(a) == side(b) && a > b)
            } ?? 1
        let rows = (count + best - 1) / best
        return (best, Size(width: area.width / Double(best), height: area.height / Double(rows)))
    }
}
