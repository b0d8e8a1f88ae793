import JuiceCore

/// The order a table session is gathering, row by row, until a row of another order (or the
/// end) hands it to the sink: its record and what the session must remember of it, one value,
/// so that adding a fact about an order is one field here.
struct PendingOrder {
    /// The time, status and lines gathered so far.
    var record = OrderRecord()
    /// The order id's bytes, when the table has an id column (`hasID`).
    var id: [UInt8] = []
    var hasID = false
    /// Whether an order is being gathered (a flush closes it).
    var isOpen = false
    /// Lines of the order left out: voided, or by `--only`/`--exclude`.
    var voided = false
    var filtered = false
    /// The currency the order's currency column or amounts named, if any.
    var currency: Currency?
    /// The order's first line in the table and its position among the orders, for messages.
    var line = 0
    var position = 0

    /// Starts another order at `line`, the `position`th, with `id`'s bytes (nil: the table has
    /// no id column): no time, completed, no lines, nothing left out, no currency. Its buffers
    /// keep their capacity, as one session reads millions of orders. Does not open it.
    // Inlined: called once per order of a table, it cost the CSV job of bench/instructions.sh
    // 2.3 M instructions (+0.5 %) as a call; inlined, the job counts as before the value existed.
    @inline(__always)
    mutating func start(id: UnsafeRawBufferPointer?, line: Int, position: Int) {
        record.orderedAt = nil
        record.status = .completed
        record.lines.removeAll(keepingCapacity: true)
        self.id.removeAll(keepingCapacity: true)
        if let id { self.id.append(contentsOf: id) }
        hasID = id != nil
        (voided, filtered, currency) = (false, false, nil)
        (self.line, self.position) = (line, position)
    }
}
