import JuiceCore
import PieGeometry

/// Everything a pie chart shows, ready to lay out and draw.
public struct PieChart: Sendable, Equatable {
    public var title: String?
    public var slices: [PieChartSlice]
    /// Where the first slice starts, radians clockwise from 3 o'clock.
    public var startAngle: Double
    public var clockwise: Bool
    /// 0 for a pie; otherwise the hole's share of the radius.
    public var innerRadiusRatio: Double
    /// A donut's total, or the message of a chart with no sales.
    public var centerText: String?
    /// One row per slice, or empty for no legend.
    public var legend: [LegendEntryText]
    public var legendPosition: LegendPosition
    public var footnote: String?
    /// One sentence per slice for screen readers (SVG `<desc>`).
    public var description: String

    public init(title: String?, slices: [PieChartSlice], startAngle: Double = 0, clockwise: Bool = true,
                innerRadiusRatio: Double = 0, centerText: String? = nil, legend: [LegendEntryText] = [],
                legendPosition: LegendPosition = .none, footnote: String? = nil, description: String = "") {
        self.title = title
        self.slices = slices
        self.startAngle = startAngle
        self.clockwise = clockwise
        self.innerRadiusRatio = innerRadiusRatio
        self.centerText = centerText
        self.legend = legend
        self.legendPosition = legendPosition
        self.footnote = footnote
        self.description = description
    }

    /// The geometry layer's view of this chart on a canvas.
    func layoutRequest(canvas: Size) -> PieLayoutRequest {
        PieLayoutRequest(canvas: canvas, title: title, values: slices.map(\.value), labels: slices.map(\.label),
                         startAngle: startAngle, clockwise: clockwise, innerRadiusRatio: innerRadiusRatio,
                         centerText: centerText, legend: legend, legendPosition: legendPosition, footnote: footnote)
    }
}

/// One slice: its label text, its value and its colours.
public struct PieChartSlice: Sendable, Equatable {
    public var label: String
    public var value: Double
    public var color: RGBColor
    /// Black or white, whichever reads better on `color`, for labels inside the slice.
    public var labelColor: RGBColor

    public init(label: String, value: Double, color: RGBColor) {
        self.label = label
        self.value = value
        self.color = color
        self.labelColor = color.readableTextColor
    }
}
