import JuiceCore

/// Checks the scanned fields of one order in a fixed order (id, orderedAt, status, items or
/// juice, quantity, unitPrice, amount) and turns them into an `OrderRecord`, so the first problem
/// reported does not depend on how the fields were ordered in the file. The checks of single
/// fields are `OrderFieldRules`, shared with the CSV reader; this adds where they stand.
struct OrderRecordDecoder {
    let menu: Menu
    private var juices: JuiceSlots
    private var base: UnsafePointer<UInt8>?
    private var baseOffset = 0
    /// `--where`, `--split-by` and `--by`'s keys; nil when none is named, and the lines are read as written.
    private(set) var whereKeys: WhereKeys?

    init(menu: Menu, filter: JuiceFilter = JuiceFilter(), whereKeys: WhereKeys? = nil) {
        self.menu = menu
        juices = JuiceSlots(menu: menu, filter: filter)
        self.whereKeys = whereKeys
    }

    /// The juice names decoded so far, by script.
    var writtenNames: WrittenNames { juices.writtenNames }
    var filterSightings: FilterSightings { juices.filterSightings }

    /// Decodes `tokens`, scanned from the window at `base`, into `record`.
    ///
    /// - Parameter position: the order's 1-based position in its file, for messages.
    mutating func decode<Sink: OrderRecordSink>(
        _ tokens: OrderRecordTokens, base: UnsafePointer<UInt8>, baseOffset: Int, position: Int,
        into record: inout OrderRecord, sink: inout Sink
    ) throws(OrderRecordProblem) {
        self.base = base
        self.baseOffset = baseOffset
        var reference = OrderReference(position: position, id: nil)
        guard tokens.kind == .object else {
            throw problem(tokens.offset, reference, nil, "expected an object, found \(tokens.kind.description)")
        }
        if let id = tokens.id, id.isPresent {
            try checked(id, reference) { () throws(OrderFieldProblem) in try OrderFieldRules.checkID(kind: id.kind) }
            reference = OrderReference(position: position, id: text(of: id))
        }

        record.orderedAt = nil
        if let field = tokens.orderedAt, field.isPresent {
            try requireString(field, "orderedAt", reference)
            record.orderedAt = try checked(field, reference) { () throws(OrderFieldProblem) in
                field.string.hasEscapes
                    ? try OrderFieldRules.orderedAt(text(of: field))
                    : try OrderFieldRules.orderedAt(utf8: bytes(of: field))
            }
        }

        record.status = .completed
        if let field = tokens.status, field.isPresent {
            try requireString(field, "status", reference)
            record.status = try checked(field, reference) { () throws(OrderFieldProblem) in
                field.string.hasEscapes
                    ? try OrderFieldRules.status(text(of: field)) : try OrderFieldRules.status(utf8: bytes(of: field))
            }
        }

        record.lines.removeAll(keepingCapacity: true)
        if let items = tokens.itemsField, items.isPresent {
            if let juice = tokens.juice, juice.isPresent {
                throw problem(
                    juice.offset, reference, "juice", "cannot stand beside \"items\"; put every juice in \"items\"")
            }
            guard items.kind == .array else {
                throw problem(
                    items.offset, reference, "items", "must be an array of items, found \(items.kind.description)")
            }
            guard !tokens.items.isEmpty else {
                throw problem(items.offset, reference, "items", "is empty; an order needs at least one item")
            }
            for (index, item) in tokens.items.enumerated() {
                let itemReference = OrderReference(position: position, id: reference.id, item: index + 1)
                guard item.kind == .object else {
                    throw problem(
                        item.offset, itemReference, nil, "expected an item object, found \(item.kind.description)")
                }
                if let line = try keptLine(item, index, of: tokens, itemReference, sink: &sink) {
                    record.lines.append(line)
                }
            }
        } else {
            guard let line = try keptLine(tokens.ownItem, nil, of: tokens, reference, sink: &sink) else { return }
            record.lines.append(line)
        }
        // `--only`/`--exclude`: checked after every field, so a bad order is refused whatever it sells.
        if !juices.keepsEverything { record.lines.removeAll { !juices.keeps(slot: $0.slot) } }
    }

    /// The order as messages name it: its position, and its id when the id is usable.
    /// Valid only while the window `decode` was given still holds the order.
    func reference(for tokens: OrderRecordTokens, position: Int) -> OrderReference {
        guard let id = tokens.id, id.kind == .string || id.kind == .number else {
            return OrderReference(position: position, id: nil)
        }
        return OrderReference(position: position, id: text(of: id))
    }

    /// Whether a line counts under `--where` (a line it drops is not checked further, as a table's row is not).
    private mutating func keeps(item: Int?, of tokens: OrderRecordTokens) -> Bool {
        guard let base else {
            preconditionFailure("fields are read only inside decode(_:base:…), which sets base first")
        }
        return whereKeys?.keeps(item: item, of: tokens) { JSONStringDecoding.string($0.string, in: base) } ?? true
    }

    /// Under `--by KEY`, the token that names the line's product: the key's scalar value, the
    /// item's or else its order's; nil without `--by`. A line without it is refused as a table's
    /// row with an empty cell is, or, when no order so far had the key, as a table without the column.
    private mutating func groupingName(
        item: Int?, of tokens: OrderRecordTokens, at offset: Int,
        _ reference: OrderReference
    ) throws(OrderRecordProblem) -> FieldToken? {
        guard let key = whereKeys?.groupingKey else { return nil }
        guard let token = whereKeys?.groupingValue(item: item, of: tokens), token.isPresent else {
            var missing = problem(offset, reference, key, "is missing; --by \(key) charts every line by it")
            let named = tokens.named
            missing.usageProblem = whereKeys?.unmetGroupingKeyProblem(
                firstOrderKeys: named?.firstOrderKeys, firstItemKeys: named?.firstItemKeys ?? [])
            throw missing
        }
        guard WhereKeys.isScalar(token) else {
            throw problem(
                token.offset, reference, key,
                "must be a string, number or boolean to chart by; found \(token.kind.description)")
        }
        return token
    }

    /// The line `item` makes (the order's own fields when `index` is nil), or nil when `--where`
    /// leaves it out; a `--by` key names its product. Inlined: it runs for every line read.
    @inline(__always)
    private mutating func keptLine<Sink: OrderRecordSink>(
        _ item: OrderRecordTokens.Item, _ index: Int?, of tokens: OrderRecordTokens, _ reference: OrderReference,
        sink: inout Sink
    ) throws(OrderRecordProblem) -> SaleLine? {
        var juice = item.juice
        if whereKeys != nil {
            guard keeps(item: index, of: tokens) else { return nil }
            juice = try groupingName(item: index, of: tokens, at: item.offset, reference) ?? juice
        }
        return try line(
            juice: juice, quantity: item.quantity, unitPrice: item.unitPrice, amount: item.amount, at: item.offset,
            reference, sink: &sink)
    }

    /// One line: a sale, a return (a negative quantity) or, with a negative `amount`, a refund of money only.
    private mutating func line<Sink: OrderRecordSink>(
        juice: FieldToken?, quantity: FieldToken?, unitPrice: FieldToken?, amount: FieldToken?,
        at offset: Int, _ reference: OrderReference,
        sink: inout Sink
    ) throws(OrderRecordProblem) -> SaleLine {
        guard let juice, juice.isPresent else {
            throw problem(offset, reference, OrderFieldRules.juiceMissing.field, OrderFieldRules.juiceMissing.problem)
        }
        // A `--by` key's number or boolean names a product as its text does.
        if whereKeys?.groupingKey == nil { try requireString(juice, "juice", reference) }
        let slot = try slot(of: juice, reference, sink: &sink)
        let units = try number(quantity, OrderFieldRules.quantity, reference) ?? 1
        let price = try number(unitPrice, OrderFieldRules.unitPrice, reference)
        // Nearly every order has no amount: no call at all then.
        let taken = amount == nil ? nil : try number(amount, OrderFieldRules.amount, reference)
        return SaleLine(slot: slot, quantity: units, unitPrice: price, amount: taken)
    }

    private mutating func slot<Sink: OrderRecordSink>(
        of juice: FieldToken, _ reference: OrderReference,
        sink: inout Sink
    ) throws(OrderRecordProblem) -> Int {
        let raw = bytes(of: juice)
        // Escapes must be decoded; otherwise the bytes are the (validated) name itself.
        let escaped = juice.string.hasEscapes ? text(of: juice) : nil
        do {
            return try juices.slot(
                of: raw, text: { escaped ?? String(decoding: raw, as: UTF8.self) }, cacheable: escaped == nil,
                sink: &sink)
        } catch {
            throw problem(juice.offset, reference, error.field, error.problem)
        }
    }

    // These run for every order from the mutating `decode`; called out of line, each call
    // copied the whole decoder to pass `self`.
    @inline(__always)
    private func number(_ field: FieldToken?, _ rule: some JSONNumberRule, _ reference: OrderReference)
        throws(OrderRecordProblem) -> Int64?
    {
        guard let field, field.isPresent else { return nil }
        return try checked(field, reference) { () throws(OrderFieldProblem) in
            try rule.checkKind(field.kind)
            return try rule.value(literal: bytes(of: field))
        }
    }

    @inline(__always)
    private func requireString(_ field: FieldToken, _ name: String, _ reference: OrderReference)
        throws(OrderRecordProblem)
    {
        try checked(field, reference) { () throws(OrderFieldProblem) in
            try OrderFieldRules.checkString(kind: field.kind, field: name)
        }
    }

    /// Runs one of `OrderFieldRules` and places its problem at `field`.
    @inline(__always)
    private func checked<Value>(
        _ field: FieldToken, _ reference: OrderReference,
        _ rule: () throws(OrderFieldProblem) -> Value
    ) throws(OrderRecordProblem) -> Value {
        do {
            return try rule()
        } catch {
            throw problem(field.offset, reference, error.field, error.problem)
        }
    }

    private func bytes(of field: FieldToken) -> UnsafeRawBufferPointer {
        guard let base else {
            preconditionFailure("fields are read only inside decode(_:base:…), which sets base first")
        }
        return UnsafeRawBufferPointer(start: base + field.string.start, count: field.string.count)
    }

    private func text(of field: FieldToken) -> String {
        guard let base else {
            preconditionFailure("fields are read only inside decode(_:base:…), which sets base first")
        }
        return JSONStringDecoding.string(field.string, in: base)
    }

    private func problem(_ offset: Int, _ reference: OrderReference, _ field: String?, _ message: String)
        -> OrderRecordProblem
    {
        OrderRecordProblem(offset: baseOffset + offset, order: reference, field: field, problem: message)
    }
}
