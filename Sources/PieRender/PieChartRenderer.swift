import CPangoCairo
import Foundation
import JuiceCore
import PieGeometry

/// Draws a pie chart as PNG, SVG or PDF bytes; one drawing path serves all three.
public struct PieChartRenderer: Sendable {
    public var style: ChartStyle
    public var layoutEngine: PieLayoutEngine

    public init(style: ChartStyle = ChartStyle(), layoutEngine: PieLayoutEngine = PieLayoutEngine()) {
        self.style = style
        self.layoutEngine = layoutEngine
    }

    /// Lays out and draws `chart`, returning the whole encoded file.
    public func render(_ chart: PieChart, options: RenderOptions) throws(RenderError) -> [UInt8] {
        let size = options.size
        guard size.width >= 100, size.height >= 100, size.width <= 20_000, size.height <= 20_000 else {
            throw .invalidSize("the chart size \(size.width)×\(size.height) pt is outside 100 to 20,000 points per side")
        }
        guard options.scale >= 0.25, options.scale <= 8 else {
            throw .invalidSize("the scale \(options.scale) is outside 0.25 to 8")
        }
        do {
            let surface = try makeSurface(options)
            let context = try CairoContext(surface: surface)
            if options.format == .png {
                cairo_scale(context.pointer, options.scale, options.scale)
            }
            try draw(chart, size: size, on: context)
            try context.checkStatus(during: "drawing the chart")
            switch options.format {
            case .png: return try surface.pngBytes()
            case .svg, .pdf: return try surface.finishDocument()
            }
        } catch let error as CairoError {
            throw .cairo(error)
        } catch let error as RenderError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }

    /// The layout `render` would draw, for tests and for callers that place more around the pie.
    public func layout(_ chart: PieChart, options: RenderOptions) throws(RenderError) -> PieLayout {
        do {
            let context = try CairoContext(surface: try CairoSurface.image(pixelWidth: 1, pixelHeight: 1))
            configureText(on: context)
            return computeLayout(chart, size: options.size, measurer: measurer(for: context, size: options.size))
        } catch {
            throw .cairo(error)
        }
    }

    private func makeSurface(_ options: RenderOptions) throws(CairoError) -> CairoSurface {
        switch options.format {
        case .png:
            let pixels = options.pixelSize
            return try .image(pixelWidth: Int32(pixels.width), pixelHeight: Int32(pixels.height))
        case .svg:
            return try .svg(width: options.size.width, height: options.size.height)
        case .pdf:
            let surface = try CairoSurface.pdf(width: options.size.width, height: options.size.height)
            surface.setPDFMetadata(CAIRO_PDF_METADATA_CREATOR, "juice-report")
            surface.setPDFMetadata(CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfDate(options.creationDate))
            return surface
        }
    }

    private func draw(_ chart: PieChart, size: Size, on context: CairoContext) throws {
        configureText(on: context)
        let measurer = measurer(for: context, size: size)
        let layout = computeLayout(chart, size: size, measurer: measurer)
        let cr = context.pointer

        setColor(style.background, on: cr)
        cairo_paint(cr)

        if let title = layout.title {
            setColor(style.titleColor, on: cr)
            try drawText(title, measurer: measurer)
        }
        for (slice, content) in zip(layout.slices, chart.slices) {
            if slice.isFullCircle {
                cairo_new_path(cr)
                cairo_arc(cr, layout.center.x, layout.center.y, layout.radius, 0, 2 * Double.pi)
            } else {
                cairo_move_to(cr, layout.center.x, layout.center.y)
                cairo_arc(cr, layout.center.x, layout.center.y, layout.radius, slice.startAngle, slice.endAngle)
                cairo_close_path(cr)
            }
            setColor(content.color, on: cr)
            cairo_fill_preserve(cr)
            setColor(style.sliceOutline, on: cr)
            cairo_set_line_width(cr, style.sliceOutlineWidth)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
        for (label, content) in zip(layout.labels, chart.slices) {
            setColor(content.labelColor, on: cr)
            try drawText(label, measurer: measurer)
        }
    }

    private func computeLayout(_ chart: PieChart, size: Size, measurer: PangoTextMeasurer) -> PieLayout {
        let request = PieLayoutRequest(canvas: size, title: chart.title, values: chart.slices.map(\.value),
                                       labels: chart.slices.map(\.label), startAngle: chart.startAngle)
        return layoutEngine.layout(request, measuring: measurer)
    }

    private func measurer(for context: CairoContext, size: Size) -> PangoTextMeasurer {
        PangoTextMeasurer(context: context, fonts: [
            .title: PangoFont(families: style.fontFamilies, bold: true, size: style.titleFontSize(for: size)),
            .sliceLabel: PangoFont(families: style.fontFamilies, bold: true, size: style.labelFontSize(for: size)),
        ])
    }

    private func drawText(_ text: PlacedText, measurer: PangoTextMeasurer) throws(RenderError) {
        let layout = measurer.layout(text.text, role: text.role)
        let unknown = layout.unknownGlyphCount
        guard unknown == 0 else { throw .missingGlyphs(text: text.text, count: unknown) }
        layout.draw(in: text.box)
    }

    /// Turns off hinting so text measures the same on every surface and at every scale:
    /// a label laid out for the PNG lands exactly where it does in the SVG and PDF.
    private func configureText(on context: CairoContext) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context.pointer, options)
        cairo_font_options_destroy(options)
    }

    private func setColor(_ color: RGBColor, on cr: OpaquePointer) {
        cairo_set_source_rgb(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }

    /// PDF metadata dates in the ISO 8601 form Cairo expects, in UTC.
    static func pdfDate(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }
}
