/// One line of an order: a juice, how many, and optionally the price of one.
public struct OrderItem: Sendable, Equatable {
    public let juice: JuiceIdentity
    /// Units sold; always at least 1.
    public let quantity: Int64
    /// Price of one unit in the shop's currency unit, when the order gave one.
    public let unitPrice: Int64?

    public init(juice: JuiceIdentity, quantity: Int64, unitPrice: Int64? = nil) {
        precondition(quantity > 0, "quantity must be positive")
        self.juice = juice
        self.quantity = quantity
        self.unitPrice = unitPrice
    }
}
