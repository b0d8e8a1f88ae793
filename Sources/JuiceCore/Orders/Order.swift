/// One order from the history.
public struct Order: Sendable, Equatable {
    public let id: String?
    public let orderedAt: OrderTimestamp?
    public let status: OrderStatus
    /// Never empty.
    public let items: [OrderItem]

    public init(id: String?, orderedAt: OrderTimestamp?, status: OrderStatus, items: [OrderItem]) {
        precondition(!items.isEmpty, "an order has at least one item")
        self.id = id
        self.orderedAt = orderedAt
        self.status = status
        self.items = items
    }
}
