import CPangoCairo
import Foundation
import PieGeometry

/// Draws a `ReportDocument` into one PDF: one Cairo PDF surface, one `cairo_show_page` per page.
///
/// Two passes over the same context: the first measures every block with the Pango setup that
/// draws it and cuts the flow into pages, the second draws them, so each footer can say
/// "page 2 of 3". Text stays text in the PDF (Pango glyphs), so `pdftotext` reads it back.
public struct ReportDocumentRenderer: Sendable {
    public var style: ChartStyle

    public init(style: ChartStyle = ChartStyle()) {
        self.style = style
    }

    /// The PDF's bytes and its number of pages.
    public func renderPDF(_ document: ReportDocument) throws(RenderError) -> (file: [UInt8], pages: Int) {
        let (file, pages) = try CairoCanvas.pdfDocument(
            pageSize: document.pageSize, title: document.title, author: document.author, creator: document.creator,
            created: document.creationDate
        ) { context in
            let flow = ReportFlow(document: document, style: style, context: context)
            let pages = flow.paginate()
            for (number, page) in pages.enumerated() {
                for (piece, y) in page {
                    cairo_save(context.pointer)
                    try piece.draw(y)
                    cairo_restore(context.pointer)
                }
                try flow.drawFooter(page: number + 1, of: pages.count)
                try context.checkStatus(during: "drawing page \(number + 1)")
                cairo_show_page(context.pointer)
            }
            return pages.count
        }
        return (file, pages)
    }
}
