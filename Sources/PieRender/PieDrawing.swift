import PieGeometry

/// A pie chart ready to draw: its finished layout and the colours and words that go with it.
///
/// Everything is decided before it exists (folding, label places, leader lines, legend rows,
/// title and footnote cut to fit): `PieChartRenderer` only draws it, on any surface, in any format.
public struct PieDrawing: Sendable, Equatable {
    /// Where every text, slice, leader line and legend row goes, in points.
    public let layout: PieLayout
    /// One colour per slice of `layout`, in the same order.
    public let sliceColors: [RGBColor]
    /// The whole title, for the document's metadata and the SVG `<title>` (the layout's may be cut short).
    public let title: String?
    /// One sentence per slice for screen readers (SVG `<desc>`).
    public let description: String
    /// The inner ring of a grouped chart, laid out in the outer ring's hole, and one colour per arc.
    public let ring: RingLayout?
    public let ringColors: [RGBColor]

    /// `chart` drawn as `layout`, which `PieLayoutEngine` computed from `chart.request`, with
    /// `ring` (laid out from `chart.ring`, in the same order) inside it.
    public init(_ chart: PieChart, layout: PieLayout, ring: RingLayout? = nil) {
        precondition(layout.slices.count == chart.sliceColors.count, "one colour per slice laid out")
        precondition(ring == nil || ring?.arcs.count == chart.ring?.colors.count, "one colour per arc laid out")
        self.layout = layout
        self.ring = ring
        ringColors = ring == nil ? [] : chart.ring?.colors ?? []
        sliceColors = chart.sliceColors
        title = chart.title
        description = chart.description
    }

    public var canvas: Size { layout.canvas }
}
