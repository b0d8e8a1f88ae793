import CPangoCairo

/// Owns a `cairo_surface_t`: an in-memory image, or an SVG or PDF document streamed to memory.
final class CairoSurface {
    let pointer: OpaquePointer
    /// Where SVG and PDF bytes go; kept alive as long as the surface may write to it.
    private let sink: ByteSink?

    private init(pointer: OpaquePointer, sink: ByteSink?, operation: String) throws(CairoError) {
        self.pointer = pointer
        self.sink = sink
        let status = cairo_surface_status(pointer)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(pointer)
            throw CairoError(status, during: operation)
        }
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// An ARGB32 image of the given size in device pixels.
    static func image(pixelWidth: Int32, pixelHeight: Int32) throws(CairoError) -> CairoSurface {
        try CairoSurface(
            pointer: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight),
            sink: nil, operation: "creating a \(pixelWidth)×\(pixelHeight) image")
    }

    /// An SVG 1.1 document of the given size in points.
    static func svg(width: Double, height: Double) throws(CairoError) -> CairoSurface {
        let sink = ByteSink()
        let surface = try CairoSurface(
            pointer: cairo_svg_surface_create_for_stream(ByteSink.write, sink.opaquePointer, width, height),
            sink: sink, operation: "creating an SVG document")
        cairo_svg_surface_restrict_to_version(surface.pointer, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PT)
        return surface
    }

    /// A one-page PDF document of the given size in points.
    static func pdf(width: Double, height: Double) throws(CairoError) -> CairoSurface {
        let sink = ByteSink()
        return try CairoSurface(
            pointer: cairo_pdf_surface_create_for_stream(ByteSink.write, sink.opaquePointer, width, height),
            sink: sink, operation: "creating a PDF document")
    }

    /// Sets a PDF metadata entry such as the title or creation date.
    func setPDFMetadata(_ key: cairo_pdf_metadata_t, _ value: String) {
        cairo_pdf_surface_set_metadata(pointer, key, value)
    }

    /// Finishes a document surface and returns every byte it wrote.
    func finishDocument() throws(CairoError) -> [UInt8] {
        cairo_surface_finish(pointer)
        try CairoError.check(cairo_surface_status(pointer), during: "finishing the document")
        return sink?.bytes ?? []
    }

    /// Encodes an image surface as PNG (with `PNGEncoder`, not Cairo's writer: see there why).
    func pngBytes() throws(RenderError) -> [UInt8] {
        try PNGEncoder.encode(self)
    }
}
