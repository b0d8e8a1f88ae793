/// A figure on the trend's value axis: where it goes (in the values' units) and how it reads.
public struct TrendTick: Sendable, Equatable {
    public let value: Double
    public let text: String

    public init(value: Double, text: String) {
        self.value = value
        self.text = text
    }
}
