/// A laid-out trend chart, in points on the canvas (y grows downwards).
public struct TrendLayout: Sendable, Equatable {
    /// One segment of a day's bar.
    public struct Bar: Sendable, Equatable {
        public let day: Int
        public let series: Int
        public let rect: Rect
    }

    /// A horizontal line across the plot at a tick, with its figure left of the plot.
    public struct GridLine: Sendable, Equatable {
        public let y: Double
        public let label: PlacedText
    }

    /// A swatch and name under the plot.
    public struct LegendEntry: Sendable, Equatable {
        public let series: Int
        public let swatch: Rect
        public let name: PlacedText
    }

    public let canvas: Size
    public let title: PlacedText?
    /// The area the bars stand in; its bottom edge is the zero line.
    public let plot: Rect
    /// Bottom up within each day, days in order; a zero value has no bar.
    public let bars: [Bar]
    public let gridLines: [GridLine]
    /// The days labelled, every `dayLabelStride` days from the first.
    public let dayLabels: [PlacedText]
    public let dayLabelStride: Int
    public let legend: [LegendEntry]
}
