/// One slice's worth of data: a juice, its display name, how much it sold and its colour.
public struct Segment: Sendable, Equatable {
    public let juice: JuiceIdentity
    /// The name shown on the chart, in the chosen language.
    public let name: String
    /// Units sold; never negative.
    public let value: Int64
    public let color: RGBColor

    public init(juice: JuiceIdentity, name: String, value: Int64, color: RGBColor) {
        precondition(value >= 0, "a segment's value is never negative")
        self.juice = juice
        self.name = name
        self.value = value
        self.color = color
    }
}
