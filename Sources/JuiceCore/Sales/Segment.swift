/// One slice's worth of data: a juice (or fruit) and how much it sold in the query's metric.
///
/// Names and colours are the reports' business: the same segment is drawn in Korean or English.
public struct Segment: Sendable, Equatable {
    public let juice: JuiceIdentity
    /// Units, revenue or fruit used; never negative.
    public let value: Int64

    public init(juice: JuiceIdentity, value: Int64) {
        precondition(value >= 0, "a segment's value is never negative")
        self.juice = juice
        self.value = value
    }
}
