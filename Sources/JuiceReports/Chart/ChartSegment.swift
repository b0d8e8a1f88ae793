import JuiceCore
import PieRender

/// A segment as a chart shows it: named in the chart's language and coloured from the palette.
public struct ChartSegment: Sendable, Equatable {
    public let juice: JuiceIdentity
    public let name: String
    public let value: Int64
    public let color: RGBColor

    public init(juice: JuiceIdentity, name: String, value: Int64, color: RGBColor) {
        self.juice = juice
        self.name = name
        self.value = value
        self.color = color
    }
}
