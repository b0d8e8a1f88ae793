extension HoursLayout {
    /// Broken promises of the layout, described; empty when all hold.
    ///
    /// - every cell lies in the grid, and no two cells overlap;
    /// - a cell's figure lies inside its cell;
    /// - every text stays on the canvas, no two texts overlap, and no text but the cells' own
    ///   overlaps the grid or the scale's bar.
    public func invariantViolations() -> [String] {
        var violations: [String] = []
        let slack = 1e-6
        let gridArea = grid.insetBy(-slack)
        for cell in cells {
            if !gridArea.contains(cell.rect) {
                violations.append("cell \(cell.row),\(cell.column) at \(cell.rect) leaves the grid \(grid)")
            }
            if cell.rect.size.width <= 0 || cell.rect.size.height <= 0 {
                violations.append("cell \(cell.row),\(cell.column) is empty")
            }
            if let text = cell.text, !cell.rect.insetBy(-slack).contains(text.box) {
                violations.append(
                    "the figure \"\(text.text)\" at \(text.box) leaves its cell \(cell.row),\(cell.column) \(cell.rect)"
                )
            }
        }
        // Cells are in reading order, so only neighbours in a row or a column can overlap.
        for (a, b) in zip(cells, cells.dropFirst()) where a.row == b.row && a.rect.insetBy(slack).intersects(b.rect) {
            violations.append("cells \(a.row),\(a.column) and \(b.row),\(b.column) overlap")
        }
        let columns = Set(cells.map(\.column)).count
        for (index, cell) in cells.enumerated() where index + columns < cells.count {
            let below = cells[index + columns]
            if cell.rect.insetBy(slack).intersects(below.rect) {
                violations.append("cells \(cell.row),\(cell.column) and \(below.row),\(below.column) overlap")
            }
        }
        let texts =
            [title, subtitle].compactMap { $0 } + rowLabels + columnLabels + scaleTicks.map(\.label) + [scaleCaption]
        let canvasRect = Rect(x: -slack, y: -slack, width: canvas.width + 2 * slack, height: canvas.height + 2 * slack)
        for text in texts + cells.compactMap(\.text) where !canvasRect.contains(text.box) {
            violations.append("\"\(text.text)\" at \(text.box) leaves the canvas")
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] where a.box.intersects(b.box) {
                violations.append("\"\(a.text)\" overlaps \"\(b.text)\"")
            }
        }
        for text in texts where text.box.intersects(grid) || text.box.intersects(scaleBar) {
            violations.append("\"\(text.text)\" overlaps the grid or the scale")
        }
        if scaleBar.intersects(grid) { violations.append("the scale overlaps the grid") }
        return violations
    }
}
