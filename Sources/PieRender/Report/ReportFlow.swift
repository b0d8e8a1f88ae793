import CPangoCairo
import Foundation
import PieGeometry

/// A report's blocks cut into pieces of known height, placed down pages.
final class ReportFlow {
    /// A part of a block that is never split across pages.
    struct Piece {
        let height: Double
        /// A heading stays on the page of the piece after it.
        let keepWithNext: Bool
        let pageBreak: Bool
        /// Draws the piece with its top edge at `y` points from the top of the page.
        let draw: (_ y: Double) throws(RenderError) -> Void
    }

    private let document: ReportDocument
    private let style: ChartStyle
    private let context: CairoContext
    /// Between blocks, in points.
    private let blockGap = 14.0
    private var left: Double { document.margin }
    private var width: Double { document.contentWidth }
    private var footerHeight: Double { 24 }

    init(document: ReportDocument, style: ChartStyle, context: CairoContext) {
        self.document = document
        self.style = style
        self.context = context
    }

    /// The pieces of every block, placed on pages: each page a list of pieces and their tops.
    func paginate() -> [[(Piece, Double)]] {
        let pieces = document.blocks.flatMap { self.pieces(of: $0) }
        let top = document.margin
        let bottom = document.pageSize.height - document.margin - footerHeight
        var pages: [[(Piece, Double)]] = [[]]
        var y = top
        for (index, piece) in pieces.enumerated() {
            if piece.pageBreak {
                if !pages[pages.count - 1].isEmpty { pages.append([]); y = top }
                continue
            }
            // The pieces it keeps with go too, the whole chain: a heading keeps with a table's header
            // row, which keeps with the first row, so the heading never ends a page alone.
            var following = 0.0
            var next = index
            while pieces[next].keepWithNext, next + 1 < pieces.count {
                next += 1
                following += pieces[next].height
            }
            if !pages[pages.count - 1].isEmpty, y + piece.height + following > bottom {
                pages.append([])
                y = top
            }
            pages[pages.count - 1].append((piece, y))
            y += piece.height
        }
        return pages
    }

    /// "footer ⋅ page 2 of 3" under a thin rule at the foot of the page.
    func drawFooter(page: Int, of pages: Int) throws(RenderError) {
        let y = document.pageSize.height - document.margin - footerHeight + 10
        context.setColor(style.emptyRingColor)
        cairo_set_line_width(context.pointer, 0.5)
        cairo_move_to(context.pointer, left, y)
        cairo_line_to(context.pointer, left + width, y)
        cairo_stroke(context.pointer)
        context.setColor(style.secondaryTextColor)
        let footer = text(document.footer, .small)
        try draw(footer, x: left, y: y + 4, text: document.footer)
        let number = "page \(page) of \(pages)"
        let numbered = text(number, .small)
        try draw(numbered, x: left + width - numbered.logicalRect.size.width, y: y + 4, text: number)
    }

    private func pieces(of block: ReportBlock) -> [Piece] {
        switch block {
        case .pageBreak:
            return [Piece(height: 0, keepWithNext: false, pageBreak: true) { _ throws(RenderError) in }]
        case .title(let title):
            return [paragraphPiece(title, font: .title, color: style.titleColor, after: 6)]
        case .heading(let heading):
            let piece = paragraphPiece(heading, font: .heading, color: style.titleColor, after: 6, before: blockGap)
            return [Piece(height: piece.height, keepWithNext: true, pageBreak: false, draw: piece.draw)]
        case .paragraph(let text, let secondary):
            return [
                paragraphPiece(
                    text, font: secondary ? .small : .body,
                    color: secondary ? style.secondaryTextColor : style.textColor, after: 6)
            ]
        case .table(let table):
            return tablePieces(table)
        case .pie(let drawing):
            return [
                chartPiece(size: drawing.canvas) { [self] x, y throws(RenderError) in
                    try PieChartRenderer(style: style).draw(drawing, on: context)
                }
            ]
        case .trend(let chart):
            return [
                chartPiece(size: chart.canvas) { [self] x, y throws(RenderError) in
                    let renderer = TrendChartRenderer(style: style)
                    try renderer.draw(try renderer.layOut(chart), on: context)
                }
            ]
        case .hours(let chart):
            return [
                chartPiece(size: chart.canvas) { [self] x, y throws(RenderError) in
                    let renderer = HoursChartRenderer(style: style)
                    try renderer.draw(try renderer.layOut(chart), on: context)
                }
            ]
        }
    }

    /// A chart drawn at its canvas size, centred, clipped to its canvas (its background fills only that).
    private func chartPiece(size: Size, draw: @escaping (Double, Double) throws(RenderError) -> Void) -> Piece {
        Piece(height: size.height + blockGap, keepWithNext: false, pageBreak: false) { [self] y throws(RenderError) in
            let x = left + max(0, (width - size.width) / 2)
            cairo_translate(context.pointer, x, y)
            cairo_rectangle(context.pointer, 0, 0, size.width, size.height)
            cairo_clip(context.pointer)
            try draw(x, y)
        }
    }

    private func paragraphPiece(
        _ string: String, font: DocumentFont, color: RGBColor, after: Double, before: Double = 0
    ) -> Piece {
        let layout = text(string, font, wrap: width)
        let height = layout.logicalRect.size.height
        return Piece(height: before + height + after, keepWithNext: false, pageBreak: false) {
            [self] y throws(RenderError) in
            context.setColor(color)
            try draw(layout, x: left, y: y + before, text: string)
        }
    }

    /// One piece per row, the header with the first; columns as wide as their widest cell, the
    /// first (names) taking what is left. A compact table sets everything in small type and shares
    /// the width after its first column equally, its header wrapped into the columns.
    private func tablePieces(_ table: ReportTable) -> [Piece] {
        let padding = table.compact ? 4.0 : 8.0
        let swatchSide = 8.0
        let hasSwatches = table.rows.contains { $0.swatch != nil }
        let allRows = [ReportTable.Row(cells: table.header, bold: true)] + table.rows
        func font(_ row: ReportTable.Row) -> DocumentFont { table.compact ? .small : row.bold ? .bodyBold : .body }
        var widths: [Double]
        var layouts: [[PangoTextLayout]]
        if table.compact {
            let body = table.rows.map { row in row.cells.map { text($0, font(row)) } }
            let first =
                ((body.map { $0[0].logicalRect.size.width }.max() ?? 0) + 2 * padding)
                + (hasSwatches ? swatchSide + 6 : 0)
            let rest = Double(max(table.header.count - 1, 1))
            let each = max((width - first) / rest, 0)
            widths = [first] + Array(repeating: each, count: table.header.count - 1)
            let header = table.header.enumerated().map { column, cell in
                text(
                    cell, .small, wrap: column == 0 ? nil : max(each - 2 * padding, 1),
                    alignment: table.alignRight[column] ? .right : .left)
            }
            layouts = [header] + body
        } else {
            layouts = allRows.map { row in row.cells.map { text($0, font(row)) } }
            widths = (0..<table.header.count).map { column in
                (layouts.map { $0[column].logicalRect.size.width }.max() ?? 0) + 2 * padding
            }
            widths[0] += hasSwatches ? swatchSide + 6 : 0
            let figures = widths.dropFirst().reduce(0, +)
            widths[0] = max(widths[0], min(width - figures, max(widths[0], width * 0.35)))
        }
        let rowHeight =
            (layouts.dropFirst().flatMap { $0.map(\.logicalRect.size.height) }.max() ?? 12) + (table.compact ? 4 : 5)
        let headerHeight = max(rowHeight, (layouts[0].map(\.logicalRect.size.height).max() ?? 12) + 5)
        let tableWidth = min(width, widths.reduce(0, +))
        return allRows.enumerated().map { index, row in
            let height = index == 0 ? headerHeight : rowHeight
            return Piece(
                height: height + (index == table.rows.count ? blockGap : 0), keepWithNext: index == 0, pageBreak: false
            ) { [self] y throws(RenderError) in
                let cr = context.pointer
                var x = left
                for (column, shade) in row.shades.enumerated() where shade > 0 {
                    let cellLeft = left + widths[..<column].reduce(0, +)
                    context.setColor(ReportTable.shadeColor(shade))
                    cairo_rectangle(cr, cellLeft, y, widths[column], height)
                    cairo_fill(cr)
                }
                context.setColor(index == 0 || row.bold ? style.leaderColor : style.emptyRingColor)
                cairo_set_line_width(cr, index == 0 || row.bold ? 0.8 : 0.4)
                let line = row.bold && index > 0 ? y : y + height
                cairo_move_to(cr, left, line)
                cairo_line_to(cr, left + tableWidth, line)
                cairo_stroke(cr)
                for (column, layout) in layouts[index].enumerated() {
                    var cellLeft = x + padding
                    if column == 0, let swatch = row.swatch {
                        context.setColor(swatch)
                        cairo_rectangle(cr, cellLeft, y + (height - swatchSide) / 2, swatchSide, swatchSide)
                        cairo_fill(cr)
                    }
                    if column == 0, hasSwatches { cellLeft += swatchSide + 6 }
                    let cellWidth = layout.logicalRect.size.width
                    let textX = table.alignRight[column] ? x + widths[column] - padding - cellWidth : cellLeft
                    let onDark = row.shades.indices.contains(column) && row.shades[column] >= ReportTable.darkFrom
                    context.setColor(
                        index == 0 ? style.secondaryTextColor : onDark ? RGBColor(hex: 0xFFFFFF) : style.textColor)
                    // A wrapped header sits on the row's foot, under its neighbours' first lines.
                    let top = index == 0 ? y + height - 2.5 - layout.logicalRect.size.height : y + 2.5
                    try draw(layout, x: textX, y: top, text: row.cells[column])
                    x += widths[column]
                }
            }
        }
    }

    private func text(_ string: String, _ font: DocumentFont, wrap: Double? = nil, alignment: TextAlignment = .left)
        -> PangoTextLayout
    {
        PangoTextLayout(
            text: string, font: PangoFont(families: style.fontFamilies, bold: font.bold, size: font.size),
            wrapWidth: wrap, alignment: alignment, on: context)
    }

    private func draw(_ layout: PangoTextLayout, x: Double, y: Double, text: String) throws(RenderError) {
        let unknown = layout.unknownGlyphCount
        guard unknown == 0 else { throw .missingGlyphs(text: text, count: unknown) }
        let size = layout.logicalRect.size
        layout.draw(in: Rect(x: x, y: y, width: size.width, height: size.height))
    }
}
