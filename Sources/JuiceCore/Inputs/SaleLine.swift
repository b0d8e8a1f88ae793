/// One item of an order as the aggregator counts it: the juice's slot, units, and money.
public struct SaleLine: Sendable, Equatable {
    /// The juice's slot in the sink that handed it out (`OrderRecordSink.slot(for:)`).
    public var slot: Int
    /// Units sold; negative on an export's refund line, which gives units back.
    public var quantity: Int64
    /// The price of one unit, at `Money.scale`.
    public var unitPrice: Int64?
    /// What the line took in (an export's net sales), at `Money.scale`; when given it is the
    /// line's revenue, instead of quantity × unit price.
    public var amount: Int64?

    public init(slot: Int, quantity: Int64, unitPrice: Int64?, amount: Int64? = nil) {
        self.slot = slot
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.amount = amount
    }

}
