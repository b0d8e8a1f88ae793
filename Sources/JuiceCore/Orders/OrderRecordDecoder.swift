/// Checks the scanned fields of one order in a fixed order (id, orderedAt, status, items or
/// juice, quantity, unitPrice) and turns them into an `OrderRecord`, so the first problem
/// reported does not depend on how the fields were ordered in the file.
struct OrderRecordDecoder {
    /// More different juice names than this is refused: no chart can show them, and a hostile
    /// file must not make the tool remember names without end.
    static let maximumJuices = 100_000

    let menu: Menu
    private var names = JuiceNameCache()
    private var juiceCount = 0
    private var base: UnsafePointer<UInt8>?
    private var baseOffset = 0

    init(menu: Menu) {
        self.menu = menu
    }

    /// Decodes `tokens`, scanned from the window at `base`, into `record`.
    ///
    /// - Parameter position: the order's 1-based position in its file, for messages.
    mutating func decode<Sink: OrderRecordSink>(_ tokens: OrderRecordTokens, base: UnsafePointer<UInt8>, baseOffset: Int, position: Int,
                                                into record: inout OrderRecord, sink: inout Sink) throws(OrderRecordProblem) {
        self.base = base
        self.baseOffset = baseOffset
        var reference = OrderReference(position: position, id: nil)
        guard tokens.kind == .object else {
            throw problem(tokens.offset, reference, nil, "expected an object, found \(tokens.kind.description)")
        }
        if let id = tokens.id, id.isPresent {
            guard id.kind == .string || id.kind == .number else {
                throw problem(id.offset, reference, "id", "must be a string or a number, found \(id.kind.description)")
            }
            reference = OrderReference(position: position, id: text(of: id))
        }

        record.orderedAt = nil
        if let field = tokens.orderedAt, field.isPresent {
            try requireString(field, "orderedAt", reference)
            let parsed = field.string.hasEscapes
                ? OrderTimestamp.parse(text(of: field))
                : OrderTimestamp.parse(UnsafeRawBufferPointer(start: base + field.string.start, count: field.string.count))
            guard let parsed else {
                throw problem(field.offset, reference, "orderedAt",
                              "must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got \(quotedValue(text(of: field)))")
            }
            record.orderedAt = parsed
        }

        record.status = .completed
        if let field = tokens.status, field.isPresent {
            try requireString(field, "status", reference)
            if !field.string.hasEscapes, bytes(of: field).elementsEqual("completed".utf8) {
                record.status = .completed
            } else {
                guard let status = OrderStatus(written: text(of: field)) else {
                    throw problem(field.offset, reference, "status",
                                  "has unknown value \(quotedValue(text(of: field))); expected completed, cancelled or refunded")
                }
                record.status = status
            }
        }

        record.lines.removeAll(keepingCapacity: true)
        if let items = tokens.itemsField, items.isPresent {
            if let juice = tokens.juice, juice.isPresent {
                throw problem(juice.offset, reference, "juice", "cannot stand beside \"items\"; put every juice in \"items\"")
            }
            guard items.kind == .array else {
                throw problem(items.offset, reference, "items", "must be an array of items, found \(items.kind.description)")
            }
            guard !tokens.items.isEmpty else {
                throw problem(items.offset, reference, "items", "is empty; an order needs at least one item")
            }
            for (index, item) in tokens.items.enumerated() {
                let itemReference = OrderReference(position: position, id: reference.id, item: index + 1)
                guard item.kind == .object else {
                    throw problem(item.offset, itemReference, nil, "expected an item object, found \(item.kind.description)")
                }
                record.lines.append(try line(juice: item.juice, quantity: item.quantity, unitPrice: item.unitPrice,
                                             at: item.offset, itemReference, sink: &sink))
            }
        } else {
            record.lines.append(try line(juice: tokens.juice, quantity: tokens.quantity, unitPrice: tokens.unitPrice,
                                         at: tokens.offset, reference, sink: &sink))
        }
    }

    /// The order as messages name it: its position, and its id when the id is usable.
    /// Valid only while the window `decode` was given still holds the order.
    func reference(for tokens: OrderRecordTokens, position: Int) -> OrderReference {
        guard let id = tokens.id, id.kind == .string || id.kind == .number else { return OrderReference(position: position, id: nil) }
        return OrderReference(position: position, id: text(of: id))
    }

    private mutating func line<Sink: OrderRecordSink>(juice: FieldToken?, quantity: FieldToken?, unitPrice: FieldToken?, at offset: Int,
                                                      _ reference: OrderReference, sink: inout Sink) throws(OrderRecordProblem) -> SaleLine {
        guard let juice, juice.isPresent else { throw problem(offset, reference, "juice", "is missing") }
        try requireString(juice, "juice", reference)
        let slot = try slot(of: juice, reference, sink: &sink)
        let units = try integer(quantity, "quantity", reference, minimum: 1, requirement: "a positive whole number") ?? 1
        let price = try integer(unitPrice, "unitPrice", reference, minimum: 0, requirement: "a whole number of at least 0")
        return SaleLine(slot: slot, quantity: units, unitPrice: price)
    }

    private mutating func slot<Sink: OrderRecordSink>(of juice: FieldToken, _ reference: OrderReference,
                                                      sink: inout Sink) throws(OrderRecordProblem) -> Int {
        let raw = bytes(of: juice)
        if !juice.string.hasEscapes, let known = names.slot(for: raw) {
            guard known != JuiceNameCache.emptyName else { throw problem(juice.offset, reference, "juice", "is empty") }
            return known
        }
        let identity = menu.identify(text(of: juice))
        var slot = JuiceNameCache.emptyName
        if case .offMenu(let name) = identity, name.isEmpty {
            // Remembered as empty, so the next order with this name fails fast too.
        } else {
            slot = sink.slot(for: identity)
            juiceCount = max(juiceCount, slot + 1)
            guard juiceCount <= Self.maximumJuices else {
                throw problem(juice.offset, reference, "juice",
                              "is one more different juice than the \(Int64(Self.maximumJuices).groupedDecimal) a chart can take; is this the right field?")
            }
        }
        if !juice.string.hasEscapes { names.remember(raw, slot: slot) }
        guard slot != JuiceNameCache.emptyName else { throw problem(juice.offset, reference, "juice", "is empty") }
        return slot
    }

    private func integer(_ field: FieldToken?, _ name: String, _ reference: OrderReference, minimum: Int64,
                         requirement: String) throws(OrderRecordProblem) -> Int64? {
        guard let field, field.isPresent else { return nil }
        guard field.kind == .number else {
            throw problem(field.offset, reference, name, "must be \(requirement), found \(field.kind.description)")
        }
        let raw = bytes(of: field)
        // Plain digits that fit: no String, no Double.
        if raw.count <= 18, raw[0] != UInt8(ascii: "-"), !raw.contains(where: { $0 &- UInt8(ascii: "0") >= 10 }) {
            let value = raw.reduce(Int64(0)) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
            guard value >= minimum else { throw problem(field.offset, reference, name, "must be \(requirement), got \(value)") }
            return value
        }
        let literal = String(decoding: raw, as: UTF8.self)
        let short = literal.count <= 40 ? literal : literal.prefix(40) + "…"
        guard let value = JSONInteger.value(of: literal) else {
            throw problem(field.offset, reference, name,
                          JSONInteger.isWholeNumber(literal) ? "is too large: \(short)" : "must be \(requirement), got \(short)")
        }
        guard value >= minimum else { throw problem(field.offset, reference, name, "must be \(requirement), got \(short)") }
        return value
    }

    private func requireString(_ field: FieldToken, _ name: String, _ reference: OrderReference) throws(OrderRecordProblem) {
        guard field.kind == .string else {
            throw problem(field.offset, reference, name, "must be a string, found \(field.kind.description)")
        }
    }

    private func bytes(of field: FieldToken) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base! + field.string.start, count: field.string.count)
    }

    private func text(of field: FieldToken) -> String {
        JSONStringDecoding.string(field.string, in: base!)
    }

    private func problem(_ offset: Int, _ reference: OrderReference, _ field: String?, _ message: String) -> OrderRecordProblem {
        OrderRecordProblem(offset: baseOffset + offset, order: reference, field: field, problem: message)
    }
}
