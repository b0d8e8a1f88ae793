/// What a reader feeds orders into: a `SalesAggregator`, a `DailySalesAggregator`, or an `OrderCollector` that keeps them.
public protocol OrderRecordSink {
    /// A small number standing for the juice, the same every time it is asked for the same juice.
    mutating func slot(for juice: JuiceIdentity) -> Int

    /// Takes one order. `location` is called only when an error or the sink needs it.
    ///
    /// Throwing `missingTimestamp` or `missingPrice` must leave the sink as it was, so the
    /// reader can skip the order under `--skip-invalid`.
    mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError)
}
