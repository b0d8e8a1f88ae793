import JuiceCore
import PieRender

/// A segment as a chart shows it: named as the run names it, in its product's colour (`ProductColors`).
public struct ChartSegment: Sendable, Equatable {
    public let juice: JuiceIdentity
    public let name: String
    public let value: Int64
    public let color: RGBColor
    /// Where `color` came from (`ProductColors`), for the layout JSON.
    public let colorSource: ColorSource

    public init(juice: JuiceIdentity, name: String, value: Int64, color: ProductColor) {
        self.juice = juice
        self.name = name
        self.value = value
        self.color = color.color
        colorSource = color.source
    }
}
