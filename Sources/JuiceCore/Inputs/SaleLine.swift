/// One item of an order as the aggregator counts it: the juice's slot, units, and money.
public struct SaleLine: Sendable, Equatable {
    /// The juice's slot in the sink that handed it out (`OrderRecordSink.slot(for:)`).
    public var slot: Int
    /// Units sold; negative on a return, which gives its units back and takes its amount off
    /// (`SalesAggregator` counts it as one of `ReturnTotals.returns`).
    public var quantity: Int64
    /// The price of one unit, at `Money.scale`.
    public var unitPrice: Int64?
    /// What the line took in (an export's net sales), at `Money.scale`; when given it is the
    /// line's revenue, instead of quantity × unit price. Negative with a positive quantity, the
    /// line is a refund of money only: it takes revenue off and counts no units.
    public var amount: Int64?

    public init(slot: Int, quantity: Int64, unitPrice: Int64?, amount: Int64? = nil) {
        self.slot = slot
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.amount = amount
    }

}
