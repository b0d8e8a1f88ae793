/// One item of an order as the aggregator counts it: the juice's slot, units, and unit price.
public struct SaleLine: Sendable, Equatable {
    /// The juice's slot in the sink that handed it out (`OrderRecordSink.slot(for:)`).
    public var slot: Int
    /// Units sold; at least 1.
    public var quantity: Int64
    public var unitPrice: Int64?

    public init(slot: Int, quantity: Int64, unitPrice: Int64?) {
        self.slot = slot
        self.quantity = quantity
        self.unitPrice = unitPrice
    }
}
