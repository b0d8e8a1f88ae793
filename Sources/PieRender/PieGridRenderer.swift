import CPangoCairo
import Foundation
import PieGeometry

/// Several pies in one image, one per cell of a grid (one per store), each laid out beforehand on
/// its cell as a chart of that size would be (`grid(count:canvas:)` gives the size): its own title,
/// labels, legend and folding.
public struct PieGridRenderer: Sendable {
    public var style: ChartStyle

    public init(style: ChartStyle = ChartStyle()) {
        self.style = style
    }

    /// The columns and cell size that make the smallest side of a cell as large as it can be for
    /// `count` cells on `canvas` (three stores on 800 × 600: two columns of 400 × 300).
    public static func grid(count: Int, canvas: Size) -> (columns: Int, cell: Size) {
        precondition(count > 0, "at least one cell")
        let best =
            (1...count).max { a, b in
                func side(_ columns: Int) -> Double {
                    let rows = (count + columns - 1) / columns
                    return min(canvas.width / Double(columns), canvas.height / Double(rows))
                }
                return side(a) < side(b) || (side(a) == side(b) && a > b)
            } ?? 1
        let rows = (count + best - 1) / best
        return (best, Size(width: canvas.width / Double(best), height: canvas.height / Double(rows)))
    }

    /// Draws `cells` left to right, top to bottom, on `canvas`; returns the file.
    public func render(
        _ cells: [PieDrawing], canvas: Size, options: RenderOptions, title: String?,
        description: String
    ) throws(RenderError) -> [UInt8] {
        precondition(!cells.isEmpty, "at least one cell")
        let (columns, cell) = Self.grid(count: cells.count, canvas: canvas)
        precondition(cell.width >= 100 && cell.height >= 100, "cells checked by the caller")
        precondition(cells.allSatisfy { $0.canvas == cell }, "each pie laid out on its cell")
        do {
            let surface = try CairoSurface.make(for: options, canvas: canvas, title: title)
            let context = try CairoContext(surface: surface)
            if options.format == .png { cairo_scale(context.pointer, options.scale, options.scale) }
            TextSetup.configure(context)
            if let background = style.background {
                context.setColor(background)
                cairo_paint(context.pointer)
            }
            let pies = PieChartRenderer(style: style)
            for (index, drawing) in cells.enumerated() {
                let origin = Point(x: Double(index % columns) * cell.width, y: Double(index / columns) * cell.height)
                cairo_save(context.pointer)
                cairo_translate(context.pointer, origin.x, origin.y)
                cairo_rectangle(context.pointer, 0, 0, cell.width, cell.height)
                cairo_clip(context.pointer)
                try pies.draw(drawing, on: context)
                cairo_restore(context.pointer)
            }
            try context.checkStatus(during: "drawing the charts")
            let file: [UInt8] =
                switch options.format {
                case .png: try surface.pngBytes()
                case .pdf: try surface.finishDocument()
                case .svg:
                    SVGAccessibility.annotate(
                        try surface.finishDocument(), title: title ?? "", description: description)
                }
            return file
        } catch let error as CairoError {
            throw .cairo(error)
        } catch let error as RenderError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
}
