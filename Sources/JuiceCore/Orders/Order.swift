/// One order from the history.
public struct Order: Sendable, Equatable {
    public let id: String?
    public let orderedAt: OrderTimestamp?
    public let status: OrderStatus
    /// Never empty.
    public let items: [OrderItem]
    /// Where the order was read from; nil for orders made in code.
    public let location: OrderLocation?

    public init(
        id: String?, orderedAt: OrderTimestamp?, status: OrderStatus, items: [OrderItem], location: OrderLocation? = nil
    ) {
        precondition(!items.isEmpty, "an order has at least one item")
        self.id = id
        self.orderedAt = orderedAt
        self.status = status
        self.items = items
        self.location = location
    }

    /// Equal content, wherever the orders were read from.
    public static func == (lhs: Order, rhs: Order) -> Bool {
        lhs.id == rhs.id && lhs.orderedAt == rhs.orderedAt && lhs.status == rhs.status && lhs.items == rhs.items
    }
}
