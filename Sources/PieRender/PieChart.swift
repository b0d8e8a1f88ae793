import PieGeometry

/// What the renderer draws: the layout request (texts, values and shape, in the units the
/// layout uses), one colour per slice, and a description for screen readers.
///
/// The reports build it; the renderer lays it out with Pango's measurements and draws it.
public struct PieChart: RenderedChart {
    public typealias Engine = PieLayoutEngine

    public var request: PieLayoutRequest
    /// One colour per value of `request`, in the same order.
    public var sliceColors: [RGBColor]
    /// One sentence per slice for screen readers (SVG `<desc>`).
    public var description: String
    /// The groups drawn as an inner ring inside the hole (`--group-by`), nil for a plain chart.
    public var ring: RingGroups?

    public init(request: PieLayoutRequest, sliceColors: [RGBColor], description: String = "") {
        precondition(request.values.count == sliceColors.count, "one colour per slice")
        self.request = request
        self.sliceColors = sliceColors
        self.description = description
    }
}
