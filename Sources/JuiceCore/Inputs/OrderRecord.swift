/// One checked order as a reader hands it to a sink: no strings, juices as slots.
///
/// Readers reuse one record (and its `lines` storage) for every order, so reading
/// millions of orders allocates nothing per order.
public struct OrderRecord: Sendable {
    public var orderedAt: OrderTimestamp?
    public var status: OrderStatus
    /// Never empty once a reader hands the record over.
    public var lines: [SaleLine]

    public init(orderedAt: OrderTimestamp? = nil, status: OrderStatus = .completed, lines: [SaleLine] = []) {
        self.orderedAt = orderedAt
        self.status = status
        self.lines = lines
    }
}
