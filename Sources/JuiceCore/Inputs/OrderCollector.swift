/// A sink that keeps every order it is given, for callers that need them all (`OrderHistoryReader`, tests).
public struct OrderCollector: OrderRecordSink {
    public private(set) var orders: [Order] = []
    private var juices: [JuiceIdentity] = []
    private var slots: [JuiceIdentity: Int] = [:]

    public init() {}

    public mutating func slot(for juice: JuiceIdentity) -> Int {
        if let slot = slots[juice] { return slot }
        juices.append(juice)
        slots[juice] = juices.count - 1
        return juices.count - 1
    }

    public mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
        let place = location()
        let items = record.lines.map {
            OrderItem(juice: juices[$0.slot], quantity: $0.quantity, unitPrice: $0.unitPrice, amount: $0.amount)
        }
        orders.append(
            Order(
                id: place?.reference.id, orderedAt: record.orderedAt, status: record.status, items: items,
                location: place))
    }
}
