/// Places the title, the pie and the slice labels on a canvas.
///
/// The seed geometry (shared/domain.md): slices run clockwise from `startAngle`; the
/// pie fills the space under the title, its radius half the smaller side less an
/// outline margin; each label is centred, on both axes, on the point at its slice's
/// mid-angle and 2/3 of the radius. A pie of one slice has its label at the centre,
/// since a full disc has no mid-angle to speak of.
public struct PieLayoutEngine: Sendable {
    public var metrics: PieLayoutMetrics

    public init(metrics: PieLayoutMetrics = PieLayoutMetrics()) {
        self.metrics = metrics
    }

    public func layout(_ request: PieLayoutRequest, measuring measurer: some TextMeasuring) -> PieLayout {
        let canvas = request.canvas
        var top = metrics.padding
        var title: PlacedText?
        if let text = request.title, !text.isEmpty {
            let size = measurer.measure(text, role: .title)
            let box = Rect(x: (canvas.width - size.width) / 2, y: top, width: size.width, height: size.height)
            title = PlacedText(text: text, role: .title, box: box)
            top = box.maxY + metrics.titleGap
        }
        let area = Rect(x: metrics.padding, y: top,
                        width: canvas.width - 2 * metrics.padding,
                        height: canvas.height - top - metrics.padding)
        let center = area.center
        let radius = max(0, min(area.size.width, area.size.height) / 2 - metrics.outlineMargin)
        let slices = Slice.slices(for: request.values, startAngle: request.startAngle)
        let labels = zip(slices, request.labels).map { slice, text in
            let anchor = labelAnchor(for: slice, center: center, radius: radius)
            return PlacedText(text: text, role: .sliceLabel, box: Rect(center: anchor, size: measurer.measure(text, role: .sliceLabel)))
        }
        let layout = PieLayout(canvas: canvas, title: title, center: center, radius: radius, slices: slices, labels: labels)
        assert(layout.invariantViolations().isEmpty, layout.invariantViolations().joined(separator: "; "))
        return layout
    }

    /// The seed anchor: the slice's mid-angle at `labelRadiusFraction` of the radius.
    public func labelAnchor(for slice: Slice, center: Point, radius: Double) -> Point {
        if slice.isFullCircle { return center }
        return center.moved(by: radius * metrics.labelRadiusFraction, toward: slice.midAngle)
    }
}
