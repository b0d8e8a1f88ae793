/// A laid-out hours heatmap, in points on the canvas (y grows downwards).
public struct HoursLayout: Sendable, Equatable {
    /// One hour of one weekday.
    public struct Cell: Sendable, Equatable {
        public let row: Int
        public let column: Int
        public let rect: Rect
        /// The figure, centred in the cell; nil when there is none or it does not fit.
        public let text: PlacedText?
    }

    /// A figure under the scale's bar, centred on its place.
    public struct ScaleTick: Sendable, Equatable {
        public let x: Double
        public let label: PlacedText
    }

    public let canvas: Size
    public let title: PlacedText?
    public let subtitle: PlacedText?
    /// The area the cells fill: rows top to bottom, columns left to right, with gutters between.
    public let grid: Rect
    /// Row by row, left to right.
    public let cells: [Cell]
    /// Left of the grid, right-aligned, each centred on its row.
    public let rowLabels: [PlacedText]
    /// Above the grid, each centred on its column: every `columnLabelStride`th column from the first.
    public let columnLabels: [PlacedText]
    public let columnLabelStride: Int
    /// The colour scale: its bar (the lowest figure at the left), its figures under it and its caption.
    public let scaleBar: Rect
    public let scaleTicks: [ScaleTick]
    public let scaleCaption: PlacedText
}
