/// One line of an order: a juice, how many, and optionally the price of one or what the line took in.
public struct OrderItem: Sendable, Equatable {
    public let juice: JuiceIdentity
    /// Units sold; negative on a return, which gives units back (the readers refuse 0, but an
    /// export's lines that only move money may carry it).
    public let quantity: Int64
    /// Price of one unit in the shop's currency unit, when the order gave one.
    public let unitPrice: Int64?
    /// What the line took in, at `Money.scale`, when given: the line's revenue instead of
    /// quantity × unit price (negative on a refund).
    public let amount: Int64?

    public init(juice: JuiceIdentity, quantity: Int64, unitPrice: Int64? = nil, amount: Int64? = nil) {
        self.juice = juice
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.amount = amount
    }
}
