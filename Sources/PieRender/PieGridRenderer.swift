import CPangoCairo
import Foundation
import PieGeometry

/// Several pies in one image, one per cell of a grid (one per store) under one title, each laid
/// out beforehand on its cell as a chart of that size would be (`PieGridLayout` gives the title's
/// place and the cells' size): its own title, labels, legend and folding.
public struct PieGridRenderer: Sendable {
    public var style: ChartStyle

    public init(style: ChartStyle = ChartStyle()) {
        self.style = style
    }

    /// Draws the title `grid` placed and `cells` left to right, top to bottom; returns the file.
    ///
    /// - Parameter title: the whole title, for the document's metadata and the SVG `<title>` (the
    ///   grid's may be cut short).
    public func render(
        _ cells: [PieDrawing], grid: PieGridLayout, options: RenderOptions, title: String?,
        description: String
    ) throws(RenderError) -> [UInt8] {
        precondition(!cells.isEmpty && cells.count == grid.count, "one pie per cell")
        let canvas = grid.canvas
        precondition(cells.allSatisfy { $0.canvas == grid.cell }, "each pie laid out on its cell")
        return try CairoCanvas.file(
            canvas, as: options, title: title, description: description, background: style.background,
            during: "drawing the charts"
        ) { context in
            if let placed = grid.title {
                context.setColor(style.titleColor)
                try TextSetup.draw(placed, measurer: PangoTextMeasurer(context: context, style: style, canvas: canvas))
            }
            let pies = PieChartRenderer(style: style)
            for (index, drawing) in cells.enumerated() {
                let origin = grid.origin(of: index)
                cairo_save(context.pointer)
                cairo_translate(context.pointer, origin.x, origin.y)
                cairo_rectangle(context.pointer, 0, 0, grid.cell.width, grid.cell.height)
                cairo_clip(context.pointer)
                try pies.draw(drawing, on: context)
                cairo_restore(context.pointer)
            }
        }.file
    }
}
