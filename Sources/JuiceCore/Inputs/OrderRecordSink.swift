/// What a reader feeds orders into: a `SalesAggregator`, a `DailySalesAggregator`, or an
/// `OrderCollector` that keeps them.
public protocol OrderRecordSink {
    /// A small number standing for the juice, the same every time it is asked for the same juice.
    mutating func slot(for juice: JuiceIdentity) -> Int

    /// The slot of `juice` as the input wrote it (`written`, the name before the menu matched it).
    ///
    /// A sink that counts how often each spelling of a menu juice was used gives each spelling
    /// a slot of its own and adds them up as one juice; the others ignore `written`.
    mutating func slot(for juice: JuiceIdentity, writtenAs written: String) -> Int

    /// Takes one order. `location` is called only when an error or the sink needs it.
    ///
    /// Throwing `missingTimestamp` or `missingPrice` must leave the sink as it was, so the
    /// reader can skip the order under `--skip-invalid`.
    mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError)

    /// Whether an order at `orderedAt` falls on the days the sink adds up. Readers count the orders
    /// `--only`, `--exclude` and `--where` left out only there, so a note speaks of the days shown,
    /// not of the whole file. True without a period and for an order without a time.
    mutating func isInPeriod(_ orderedAt: OrderTimestamp?) -> Bool
}

extension OrderRecordSink {
    public mutating func isInPeriod(_ orderedAt: OrderTimestamp?) -> Bool { true }

    public mutating func slot(for juice: JuiceIdentity, writtenAs written: String) -> Int {
        slot(for: juice)
    }
}
