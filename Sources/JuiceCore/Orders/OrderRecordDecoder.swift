/// Turns the JSON of one order into an `Order`, checking every known field.
struct OrderRecordDecoder {
    let menu: Menu
    /// 1-based position of the order in the file.
    let position: Int

    func decode(_ node: JSONNode) throws(OrderRecordProblem) -> Order {
        var reference = OrderReference(position: position, id: nil)
        guard case .object = node.value else {
            throw OrderRecordProblem(offset: node.offset, order: reference, field: nil,
                                     problem: "expected an object, found \(node.value.kindDescription)")
        }
        let id = try decodeID(node, reference: reference)
        reference = OrderReference(position: position, id: id)

        var orderedAt: OrderTimestamp?
        if let text = try optionalString("orderedAt", in: node, reference: reference) {
            guard let timestamp = OrderTimestamp.parse(text.value) else {
                throw OrderRecordProblem(offset: text.offset, order: reference, field: "orderedAt",
                                         problem: "must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got \(quotedValue(text.value))")
            }
            orderedAt = timestamp
        }

        var status = OrderStatus.completed
        if let text = try optionalString("status", in: node, reference: reference) {
            guard let parsed = OrderStatus(written: text.value) else {
                throw OrderRecordProblem(offset: text.offset, order: reference, field: "status",
                                         problem: "has unknown value \(quotedValue(text.value)); expected completed, cancelled or refunded")
            }
            status = parsed
        }

        let items: [OrderItem]
        if let itemsNode = present("items", in: node) {
            if let juiceNode = present("juice", in: node) {
                throw OrderRecordProblem(offset: juiceNode.offset, order: reference, field: "juice",
                                         problem: "cannot stand beside \"items\"; put every juice in \"items\"")
            }
            guard case .array(let elements) = itemsNode.value else {
                throw OrderRecordProblem(offset: itemsNode.offset, order: reference, field: "items",
                                         problem: "must be an array of items, found \(itemsNode.value.kindDescription)")
            }
            guard !elements.isEmpty else {
                throw OrderRecordProblem(offset: itemsNode.offset, order: reference, field: "items",
                                         problem: "is empty; an order needs at least one item")
            }
            var decoded: [OrderItem] = []
            for (index, element) in elements.enumerated() {
                let itemReference = OrderReference(position: position, id: id, item: index + 1)
                guard case .object = element.value else {
                    throw OrderRecordProblem(offset: element.offset, order: itemReference, field: nil,
                                             problem: "expected an item object, found \(element.value.kindDescription)")
                }
                decoded.append(try decodeItem(element, reference: itemReference))
            }
            items = decoded
        } else {
            items = [try decodeItem(node, reference: reference)]
        }
        return Order(id: id, orderedAt: orderedAt, status: status, items: items)
    }

    private func decodeItem(_ node: JSONNode, reference: OrderReference) throws(OrderRecordProblem) -> OrderItem {
        guard let juiceNode = present("juice", in: node) else {
            throw OrderRecordProblem(offset: node.offset, order: reference, field: "juice", problem: "is missing")
        }
        guard case .string(let written) = juiceNode.value else {
            throw OrderRecordProblem(offset: juiceNode.offset, order: reference, field: "juice",
                                     problem: "must be a string, found \(juiceNode.value.kindDescription)")
        }
        let identity = menu.identify(written)
        if case .offMenu(let name) = identity, name.isEmpty {
            throw OrderRecordProblem(offset: juiceNode.offset, order: reference, field: "juice", problem: "is empty")
        }
        let quantity = try integer("quantity", in: node, reference: reference, minimum: 1, requirement: "a positive whole number") ?? 1
        let unitPrice = try integer("unitPrice", in: node, reference: reference, minimum: 0, requirement: "a whole number of at least 0")
        return OrderItem(juice: identity, quantity: quantity, unitPrice: unitPrice)
    }

    private func decodeID(_ node: JSONNode, reference: OrderReference) throws(OrderRecordProblem) -> String? {
        guard let idNode = present("id", in: node) else { return nil }
        switch idNode.value {
        case .string(let text): return text
        case .number(let literal): return literal
        default:
            throw OrderRecordProblem(offset: idNode.offset, order: reference, field: "id",
                                     problem: "must be a string or a number, found \(idNode.value.kindDescription)")
        }
    }

    /// A member that is there and not `null`; optional fields treat `null` as absent.
    private func present(_ key: String, in node: JSONNode) -> JSONNode? {
        guard let member = node[key], member.value != .null else { return nil }
        return member
    }

    private func optionalString(_ key: String, in node: JSONNode, reference: OrderReference) throws(OrderRecordProblem) -> (value: String, offset: Int)? {
        guard let member = present(key, in: node) else { return nil }
        guard case .string(let text) = member.value else {
            throw OrderRecordProblem(offset: member.offset, order: reference, field: key,
                                     problem: "must be a string, found \(member.value.kindDescription)")
        }
        return (text, member.offset)
    }

    private func integer(_ key: String, in node: JSONNode, reference: OrderReference, minimum: Int64,
                         requirement: String) throws(OrderRecordProblem) -> Int64? {
        guard let member = present(key, in: node) else { return nil }
        guard case .number(let literal) = member.value else {
            throw OrderRecordProblem(offset: member.offset, order: reference, field: key,
                                     problem: "must be \(requirement), found \(member.value.kindDescription)")
        }
        guard let value = JSONInteger.value(of: literal) else {
            let tooLarge = JSONInteger.isWholeNumber(literal)
            throw OrderRecordProblem(offset: member.offset, order: reference, field: key,
                                     problem: tooLarge ? "is too large: \(shortLiteral(literal))" : "must be \(requirement), got \(shortLiteral(literal))")
        }
        guard value >= minimum else {
            throw OrderRecordProblem(offset: member.offset, order: reference, field: key,
                                     problem: "must be \(requirement), got \(shortLiteral(literal))")
        }
        return value
    }

    /// A number as written, cut short when a hostile file makes it enormous.
    private func shortLiteral(_ literal: String) -> String {
        literal.count <= 40 ? literal : literal.prefix(40) + "…"
    }
}
