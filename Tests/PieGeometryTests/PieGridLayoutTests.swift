import Testing
@testable import PieGeometry

/// Issue 37: a split image (`--split-by`) has one title over its pies, laid out before drawing.
struct PieGridLayoutTests {
    private let measurer = FixedSizeMeasurer()

    @Test func theTitleIsCentredAtTheTopAndTheCellsShareWhatIsLeft() {
        // 900 × 400 is over 400 × 300: the padding (16) and the gap (12) are whole.
        let title = "Sunrise ⋅ Units sold by product ⋅ 21 Nov 2026 ⋅ 12 units"
        let grid = PieGridLayout(count: 3, canvas: Size(width: 900, height: 400), title: title, measuring: measurer)
        let width = Double(title.count) * 10
        #expect(
            grid.title
                == PlacedText(
                    text: title, role: .title, box: Rect(x: (900 - width) / 2, y: 16, width: width, height: 24),
                    wrapWidth: 868))
        // Below the title (16 + 24) and half a gap: 46 points; three columns of 300 × 354.
        #expect(grid.top == 46 && grid.columns == 3 && grid.cell == Size(width: 300, height: 354))
        #expect(grid.origin(of: 0) == Point(x: 0, y: 46) && grid.origin(of: 2) == Point(x: 600, y: 46))
        // Every cell is on the canvas and below the title.
        for index in 0..<3 {
            let origin = grid.origin(of: index)
            #expect(origin.y >= (grid.title?.box.maxY ?? 0) && origin.y + grid.cell.height <= 400 + 1e-9)
            #expect(origin.x + grid.cell.width <= 900 + 1e-9)
        }
    }

    @Test func withoutATitleTheCellsFillTheCanvasAsBefore() {
        let grid = PieGridLayout(count: 3, canvas: Size(width: 800, height: 600), title: nil, measuring: measurer)
        #expect(grid.title == nil && grid.top == 0)
        #expect(grid.columns == 2 && grid.cell == Size(width: 400, height: 300))
        #expect(grid.origin(of: 2) == Point(x: 0, y: 300))
    }

    @Test func aLongTitleIsCutShortWithinAFifthOfTheCanvas() {
        let title = String(repeating: "Hell's Kitchen ⋅ ", count: 40) + "12 units"
        let grid = PieGridLayout(count: 2, canvas: Size(width: 600, height: 300), title: title, measuring: measurer)
        let placed = grid.title
        #expect(placed.map { $0.box.size.height <= 300.0 / 5 && $0.box.size.width <= 600 - 2 * 16 } == true)
        #expect(placed?.text.hasSuffix("…") == true, "\(placed?.text ?? "none")")
        #expect(grid.top == (placed?.box.maxY ?? 0) + 6)
    }
}
