import CPangoCairo
import Foundation
import PieGeometry

/// Several pies in one image, one per cell of a grid (one per store), each laid out on its cell
/// as a chart of that size would be: its own title, labels, legend and folding.
public struct PieGridRenderer: Sendable {
    /// One cell: how many slices its chart has, and its chart keeping the `k` largest (nil: all),
    /// as `PieChartRenderer.render(count:folding:as:)` folds.
    public struct Cell {
        public let count: Int
        public let chart: (_ keeping: Int?) -> PieChart

        public init(count: Int, chart: @escaping (_ keeping: Int?) -> PieChart) {
            self.count = count
            self.chart = chart
        }
    }

    public var style: ChartStyle
    public var layoutEngine: PieLayoutEngine

    public init(style: ChartStyle = ChartStyle(), layoutEngine: PieLayoutEngine = PieLayoutEngine()) {
        self.style = style
        self.layoutEngine = layoutEngine
    }

    /// The columns and cell size that make the smallest side of a cell as large as it can be for
    /// `count` cells on `canvas` (three stores on 800 × 600: two columns of 400 × 300).
    public static func grid(count: Int, canvas: Size) -> (columns: Int, cell: Size) {
        precondition(count > 0, "at least one cell")
        let best = (1...count).max { a, b in
            func side(_ columns: Int) -> Double {
                let rows = (count + columns - 1) / columns
                return min(canvas.width / Double(columns), canvas.height / Double(rows))
            }
            return side(a) < side(b) || (side(a) == side(b) && a > b)
        } ?? 1
        let rows = (count + best - 1) / best
        return (best, Size(width: canvas.width / Double(best), height: canvas.height / Double(rows)))
    }

    /// Draws `cells` left to right, top to bottom, on `canvas`; returns the file and the charts drawn
    /// (folded as their cells allowed) with their layouts.
    public func render(_ cells: [Cell], canvas: Size, options: RenderOptions, title: String?,
                       description: String) throws(RenderError) -> (file: [UInt8], drawn: [(chart: PieChart, layout: PieLayout)]) {
        precondition(!cells.isEmpty, "at least one cell")
        let (columns, cell) = Self.grid(count: cells.count, canvas: canvas)
        precondition(cell.width >= 100 && cell.height >= 100, "cells checked by the caller")
        do {
            let surface = try CairoSurface.make(for: options, canvas: canvas, title: title)
            let context = try CairoContext(surface: surface)
            if options.format == .png { cairo_scale(context.pointer, options.scale, options.scale) }
            TextSetup.configure(context)
            if let background = style.background {
                context.setColor(background)
                cairo_paint(context.pointer)
            }
            let pies = PieChartRenderer(style: style, layoutEngine: layoutEngine)
            var drawn: [(chart: PieChart, layout: PieLayout)] = []
            for (index, item) in cells.enumerated() {
                let origin = Point(x: Double(index % columns) * cell.width, y: Double(index / columns) * cell.height)
                cairo_save(context.pointer)
                cairo_translate(context.pointer, origin.x, origin.y)
                cairo_rectangle(context.pointer, 0, 0, cell.width, cell.height)
                cairo_clip(context.pointer)
                let measurer = PangoTextMeasurer(context: context, style: style, canvas: cell)
                let folded = layoutEngine.layoutFolding(count: item.count, measuring: measurer) { item.chart($0).request }
                let chart = item.chart(folded.kept)
                try pies.draw(chart, layout: folded.layout, measurer: measurer, on: context)
                cairo_restore(context.pointer)
                drawn.append((chart, folded.layout))
            }
            try context.checkStatus(during: "drawing the charts")
            let file: [UInt8] = switch options.format {
            case .png: try surface.pngBytes()
            case .pdf: try surface.finishDocument()
            case .svg: SVGAccessibility.annotate(try surface.finishDocument(), title: title ?? "", description: description)
            }
            return (file, drawn)
        } catch let error as CairoError {
            throw .cairo(error)
        } catch let error as RenderError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
}
