/// A sink that can count part of an input separately and add it in afterwards, so
/// `OrderStreamReader.readOnTwoCores` can give each half of a large file its own sink.
///
/// Sendable because the empty copy is filled on another thread and handed back.
public protocol MergeableOrderRecordSink: OrderRecordSink, Sendable {
    /// A sink configured as this one, with nothing counted yet.
    func emptyCopy() -> Self

    /// Adds in everything `other` counted, as if its orders had been given to this sink after its own.
    mutating func merge(_ other: Self) throws(SalesAggregationError)
}
