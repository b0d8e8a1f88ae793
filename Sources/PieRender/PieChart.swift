import JuiceCore

/// Everything a pie chart shows, ready to lay out and draw.
public struct PieChart: Sendable, Equatable {
    public var title: String?
    public var slices: [PieChartSlice]
    /// Where the first slice starts, radians clockwise from 3 o'clock.
    public var startAngle: Double

    public init(title: String?, slices: [PieChartSlice], startAngle: Double = 0) {
        self.title = title
        self.slices = slices
        self.startAngle = startAngle
    }
}

/// One slice: its label text, its value and its colours.
public struct PieChartSlice: Sendable, Equatable {
    public var label: String
    public var value: Double
    public var color: RGBColor
    /// Black or white, whichever reads better on `color`.
    public var labelColor: RGBColor

    public init(label: String, value: Double, color: RGBColor) {
        self.label = label
        self.value = value
        self.color = color
        self.labelColor = color.readableTextColor
    }
}
