import CPangoCairo
import Foundation
import PieGeometry

extension CairoSurface {
    /// A surface for one chart file: an image at the options' scale, or an SVG or PDF document
    /// whose metadata carries the title, the creator and the given creation date.
    static func make(for options: RenderOptions, canvas: Size, title: String?) throws(CairoError) -> CairoSurface {
        switch options.format {
        case .png:
            let pixels = options.pixelSize(of: canvas)
            return try .image(pixelWidth: Int32(pixels.width), pixelHeight: Int32(pixels.height))
        case .svg:
            return try .svg(width: canvas.width, height: canvas.height)
        case .pdf:
            let surface = try CairoSurface.pdf(width: canvas.width, height: canvas.height)
            surface.setDocumentMetadata(title: title, creator: options.creator, created: options.creationDate)
            return surface
        }
    }

    /// Title, author, creator and creation date of a PDF; the date is given, so the bytes are reproducible.
    func setDocumentMetadata(title: String?, author: String? = nil, creator: String?, created: Date) {
        if let creator { setPDFMetadata(CAIRO_PDF_METADATA_CREATOR, creator) }
        if let author { setPDFMetadata(CAIRO_PDF_METADATA_AUTHOR, author) }
        setPDFMetadata(CAIRO_PDF_METADATA_CREATE_DATE, PieChartRenderer.pdfDate(created))
        if let title { setPDFMetadata(CAIRO_PDF_METADATA_TITLE, title) }
    }
}
