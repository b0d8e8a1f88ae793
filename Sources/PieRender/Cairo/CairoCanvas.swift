import CPangoCairo
import Foundation
import PieGeometry

/// The one way a picture is drawn with Cairo: every renderer (a pie, the split image, a trend,
/// the hours, a report's pages) and the text measurer get their surface and context here, with
/// the fonts set up (`TextSetup`) and PNG's scale applied; the drawing's status is checked, the
/// file encoded (an SVG with its title and description), and Cairo's errors become `RenderError`
/// here alone. A renderer only draws on the context it is handed.
enum CairoCanvas {
    /// Sides, in points, a drawn picture may have. What a user may ask for is the reports' to
    /// check, and starts at 320 × 240 (`ChartSpecification.smallestCanvas`); smaller canvases here
    /// are the split image's cells (200 × 160 at least).
    static let sides = 100.0...20_000
    /// Device pixels per point a PNG may have; the reports check what users ask for.
    static let scales = 0.25...8

    /// A picture of `canvas` as `options` ask: the background painted (nil: none), then `draw`
    /// on the context; returns the encoded file and what `draw` returned.
    ///
    /// - Parameters:
    ///   - title: the PDF's title and the SVG's `<title>`.
    ///   - description: the SVG's `<desc>`, for screen readers.
    ///   - activity: what Cairo's error says was being done ("drawing the trend").
    static func file<Result>(
        _ canvas: Size, as options: RenderOptions, title: String?, description: String, background: RGBColor?,
        during activity: String, draw: (CairoContext) throws -> Result
    ) throws(RenderError) -> (file: [UInt8], result: Result) {
        precondition(sides.contains(canvas.width) && sides.contains(canvas.height), "canvas validated by the caller")
        precondition(scales.contains(options.scale), "scale validated by the caller")
        return try mappingErrors {
            let surface = try CairoSurface.make(for: options, canvas: canvas, title: title)
            let context = try CairoContext(surface: surface)
            if options.format == .png { cairo_scale(context.pointer, options.scale, options.scale) }
            TextSetup.configure(context)
            if let background {
                context.setColor(background)
                cairo_paint(context.pointer)
            }
            let result = try draw(context)
            try context.checkStatus(during: activity)
            let file: [UInt8] =
                switch options.format {
                case .png: try surface.pngBytes()
                case .pdf: try surface.finishDocument()
                case .svg:
                    SVGAccessibility.annotate(
                        try surface.finishDocument(), title: title ?? "", description: description)
                }
            return (file, result)
        }
    }

    /// A PDF document of pages of `pageSize` with its metadata: `draw` draws and shows every page;
    /// returns the document's bytes and what `draw` returned.
    static func pdfDocument<Result>(
        pageSize: Size, title: String?, author: String?, creator: String?, created: Date,
        draw: (CairoContext) throws -> Result
    ) throws(RenderError) -> (file: [UInt8], result: Result) {
        try mappingErrors {
            let surface = try CairoSurface.pdf(width: pageSize.width, height: pageSize.height)
            surface.setDocumentMetadata(title: title, author: author, creator: creator, created: created)
            let context = try CairoContext(surface: surface)
            TextSetup.configure(context)
            let result = try draw(context)
            return (try surface.finishDocument(), result)
        }
    }

    /// A context on a surface of one pixel, for measuring text before any output surface exists
    /// (`PangoMeasurer`), with the fonts set up as every picture's.
    static func measuring() throws(RenderError) -> CairoContext {
        try mappingErrors {
            let context = try CairoContext(surface: try CairoSurface.image(pixelWidth: 1, pixelHeight: 1))
            TextSetup.configure(context)
            return context
        }
    }

    /// `body`'s result, its Cairo errors as `RenderError.cairo`; a render error as it is.
    private static func mappingErrors<Result>(_ body: () throws -> Result) throws(RenderError) -> Result {
        do {
            return try body()
        } catch let error as CairoError {
            throw .cairo(error)
        } catch let error as RenderError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
}
