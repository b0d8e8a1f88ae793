import CPangoCairo
import Foundation
import PieGeometry

/// Draws a finished pie layout (`PieDrawing`) as PNG, SVG or PDF bytes; one drawing path serves all three.
///
/// Laying out happens before: `layout(_:)` for a chart as it is, or `PieLayoutEngine.layoutFolding`
/// with a `PangoMeasurer` for a chart that may fold juices into Other. Drawing decides nothing.
public typealias PieChartRenderer = ChartRenderer<PieChart>

extension ChartRenderer where Chart == PieChart {
    /// Lays out and draws `chart`, returning the whole encoded file.
    public func render(_ chart: PieChart, options: RenderOptions) throws(RenderError) -> [UInt8] {
        try render(PieDrawing(chart, layout: try layout(chart)), as: [options])[0]
    }

    /// Lays `chart` out once and draws that layout into each of `outputs`, returning the encoded
    /// files in the same order and the layout, so callers can report unlabelled slices.
    public func render(_ chart: PieChart, as outputs: [RenderOptions]) throws(RenderError) -> (
        files: [[UInt8]], layout: PieLayout
    ) {
        let layout = try layout(chart)
        return (try render(PieDrawing(chart, layout: layout), as: outputs), layout)
    }

    /// The layout of `chart` as it is (nothing folded), measured with Pango in this style.
    public func layout(_ chart: PieChart) throws(RenderError) -> PieLayout {
        layoutEngine.layout(chart.request, measuring: try PangoMeasurer(style: style, canvas: chart.canvas))
    }

    /// Draws `drawing` into each of `outputs` (the chart file and, for a report page, a second
    /// form of it), returning the encoded files in the same order.
    ///
    /// The canvas and scale are the reports' to validate (`ChartSpecification`); here they are
    /// preconditions.
    public func render(_ drawing: PieDrawing, as outputs: [RenderOptions]) throws(RenderError) -> [[UInt8]] {
        precondition(!outputs.isEmpty, "at least one output")
        var files: [[UInt8]] = []
        for options in outputs {
            // The background is the drawing's own (`draw`), as in each cell of a split image.
            files.append(
                try CairoCanvas.file(
                    drawing.canvas, as: options, title: drawing.title, description: drawing.description,
                    background: nil, during: "drawing the chart"
                ) { context in try draw(drawing, on: context) }.file)
        }
        return files
    }

    /// Draws `drawing` with its top left corner at the context's origin, exactly as laid out.
    func draw(_ drawing: PieDrawing, on context: CairoContext) throws(RenderError) {
        let cr = context.pointer
        let layout = drawing.layout
        let colors = drawing.sliceColors
        // Pango layouts on this context draw the placed texts; their sizes were measured before.
        let text = PangoTextMeasurer(context: context, style: style, canvas: layout.canvas)

        if let background = style.background {
            setColor(background, on: cr)
            cairo_paint(cr)
        }
        if let title = layout.title {
            setColor(style.titleColor, on: cr)
            try TextSetup.draw(title, measurer: text)
        }
        if layout.slices.isEmpty {
            drawEmptyRing(layout, on: cr)
        }
        for (slice, color) in zip(layout.slices, colors) {
            addSlicePath(slice, layout: layout, on: cr)
            setColor(color, on: cr)
            cairo_fill(cr)
        }
        drawSeparators(layout, on: cr)
        if let ring = drawing.ring { try drawRing(ring, colors: drawing.ringColors, measurer: text, on: cr) }
        for label in layout.labels {
            if let leader = label.leader {
                setColor(style.leaderColor, on: cr)
                cairo_set_line_width(cr, 1)
                cairo_move_to(cr, leader[0].x, leader[0].y)
                for point in leader.dropFirst() { cairo_line_to(cr, point.x, point.y) }
                cairo_stroke(cr)
                setColor(style.textColor, on: cr)
            } else {
                setColor(colors[label.sliceIndex].readableTextColor, on: cr)
            }
            try TextSetup.draw(label.text, measurer: text)
        }
        if let centerText = layout.centerText {
            setColor(colors.isEmpty ? style.secondaryTextColor : style.textColor, on: cr)
            try TextSetup.draw(centerText, measurer: text)
        }
        if let legend = layout.legend {
            for entry in legend.entries {
                setColor(colors[entry.index], on: cr)
                cairo_rectangle(
                    cr, entry.swatch.minX, entry.swatch.minY, entry.swatch.size.width, entry.swatch.size.height)
                cairo_fill(cr)
                setColor(style.textColor, on: cr)
                try TextSetup.draw(entry.name, measurer: text)
                setColor(style.secondaryTextColor, on: cr)
                try TextSetup.draw(entry.value, measurer: text)
                try TextSetup.draw(entry.share, measurer: text)
            }
        }
        if let footnote = layout.footnote {
            setColor(style.secondaryTextColor, on: cr)
            try TextSetup.draw(footnote, measurer: text)
        }
    }

    /// A wedge, a ring segment for a donut, or a whole disc or ring with no seam.
    private func addSlicePath(_ slice: Slice, layout: PieLayout, on cr: OpaquePointer) {
        let (cx, cy) = (layout.center.x, layout.center.y)
        cairo_new_path(cr)
        if slice.isFullCircle {
            cairo_arc(cr, cx, cy, layout.radius, 0, 2 * Double.pi)
            if layout.innerRadius > 0 {
                cairo_new_sub_path(cr)
                cairo_arc_negative(cr, cx, cy, layout.innerRadius, 2 * Double.pi, 0)
            }
        } else if layout.innerRadius > 0 {
            cairo_arc(cr, cx, cy, layout.radius, slice.startAngle, slice.endAngle)
            cairo_arc_negative(cr, cx, cy, layout.innerRadius, slice.endAngle, slice.startAngle)
        } else {
            cairo_move_to(cr, cx, cy)
            cairo_arc(cr, cx, cy, layout.radius, slice.startAngle, slice.endAngle)
        }
        cairo_close_path(cr)
    }

    /// A line in the background colour along every edge between two slices, no wider than half
    /// the thinner slice's width at the rim, so a thin slice stays visible instead of being
    /// swallowed by its separators. Towards the centre a slice narrows, so each line narrows with
    /// the thinner slice once it would be wider than a quarter of it, down to nothing at the centre:
    /// thin slices meet in colour at the centre instead of in a white star of lines. Between
    /// slices of 30° or more the line keeps its width to the centre (a taper there left a 2–3 px
    /// blot of colour where the lines faded out, issue 27).
    private func drawSeparators(_ layout: PieLayout, on cr: OpaquePointer) {
        let slices = layout.slices
        guard slices.count > 1 else { return }
        let ordered = slices.sorted { ($0.startAngle, $0.endAngle) < ($1.startAngle, $1.endAngle) }
        setColor(style.sliceOutline, on: cr)
        for (index, slice) in ordered.enumerated() {
            let previous = ordered[(index + ordered.count - 1) % ordered.count]
            let thinner = min(slice.sweep, previous.sweep)
            let width = min(style.sliceOutlineWidth, thinner * layout.radius / 2)
            guard width > 0.05 else { continue }
            // Where the thinner slice is four times the line's width; the line tapers inside it.
            // Between slices of 30° or more the line keeps its width to the centre.
            let tapers = thinner < .pi / 6
            let full = tapers ? min(max(layout.innerRadius, 4 * width / thinner), layout.radius) : layout.innerRadius
            let along = [layout.innerRadius, full, layout.radius]
            let halfWidths = along.map { tapers ? min(width, thinner * $0 / 4) / 2 : width / 2 }
            let across = Point(x: -sin(slice.startAngle), y: cos(slice.startAngle))
            func point(_ distance: Double, _ offset: Double) -> Point {
                let onEdge = layout.center.moved(by: distance, toward: slice.startAngle)
                return Point(x: onEdge.x + across.x * offset, y: onEdge.y + across.y * offset)
            }
            let outline =
                zip(along, halfWidths).map { point($0, $1) } + zip(along, halfWidths).reversed().map { point($0, -$1) }
            cairo_new_path(cr)
            for (i, corner) in outline.enumerated() {
                if i == 0 { cairo_move_to(cr, corner.x, corner.y) } else { cairo_line_to(cr, corner.x, corner.y) }
            }
            cairo_close_path(cr)
            cairo_fill(cr)
        }
    }

    /// The inner ring of a grouped chart: each group's arc in its colour, a line in the background
    /// colour between arcs, and the names the ring's layout placed inside them.
    private func drawRing(
        _ ring: RingLayout, colors: [RGBColor], measurer text: PangoTextMeasurer, on cr: OpaquePointer
    ) throws(RenderError) {
        let (cx, cy) = (ring.center.x, ring.center.y)
        for (arc, color) in zip(ring.arcs, colors) {
            cairo_new_path(cr)
            if arc.slice.isFullCircle {
                cairo_arc(cr, cx, cy, ring.outerRadius, 0, 2 * Double.pi)
                cairo_new_sub_path(cr)
                cairo_arc_negative(cr, cx, cy, ring.innerRadius, 2 * Double.pi, 0)
            } else {
                cairo_arc(cr, cx, cy, ring.outerRadius, arc.slice.startAngle, arc.slice.endAngle)
                cairo_arc_negative(cr, cx, cy, ring.innerRadius, arc.slice.endAngle, arc.slice.startAngle)
            }
            cairo_close_path(cr)
            setColor(color, on: cr)
            cairo_fill(cr)
        }
        if ring.arcs.count > 1 {
            setColor(style.sliceOutline, on: cr)
            cairo_set_line_width(cr, style.sliceOutlineWidth)
            for arc in ring.arcs {
                let from = ring.center.moved(by: ring.innerRadius, toward: arc.slice.startAngle)
                let to = ring.center.moved(by: ring.outerRadius, toward: arc.slice.startAngle)
                cairo_new_path(cr)
                cairo_move_to(cr, from.x, from.y)
                cairo_line_to(cr, to.x, to.y)
                cairo_stroke(cr)
            }
        }
        for (arc, color) in zip(ring.arcs, colors) {
            guard let label = arc.label else { continue }
            setColor(color.readableTextColor, on: cr)
            try TextSetup.draw(label, measurer: text)
        }
    }

    /// No sales: a pale ring where the pie would be, with the message in the middle.
    private func drawEmptyRing(_ layout: PieLayout, on cr: OpaquePointer) {
        let width = max(layout.radius * 0.18, 4)
        cairo_new_path(cr)
        cairo_arc(cr, layout.center.x, layout.center.y, layout.radius - width / 2, 0, 2 * Double.pi)
        setColor(style.emptyRingColor, on: cr)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    private func setColor(_ color: RGBColor, on cr: OpaquePointer) {
        cairo_set_source_rgb(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }

    /// PDF metadata dates in the ISO 8601 form Cairo expects, in UTC.
    static func pdfDate(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .gmt))
    }
}
