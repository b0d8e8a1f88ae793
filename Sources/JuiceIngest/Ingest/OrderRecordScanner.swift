/// Scans one order value, keeping where its known fields are and checking (then forgetting)
/// everything else, whatever its value.
///
/// Known member names are matched on their raw bytes; a name written with escapes
/// (`"juic\u0065"`) is decoded first, so it still counts.
enum OrderRecordScanner {
    private enum Key {
        case id, orderedAt, status, items, juice, quantity, unitPrice, amount
    }

    /// Scans the value at the scanner's index into `tokens`. `depth` is the nesting depth of the order itself.
    static func scan(_ scanner: inout JSONScanner, depth: Int, into tokens: inout OrderRecordTokens)
        throws(JSONScanStop)
    {
        let offset = scanner.index
        guard let kind = scanner.kindOfNextValue() else {
            guard scanner.index < scanner.end else {
                throw scanner.endOfInput("unexpected end of input; expected an order")
            }
            throw try scanner.unexpectedValue()
        }
        tokens.reset(kind: kind, offset: offset)
        guard kind == .object else {
            try scanner.skipValue(depth: depth)
            return
        }
        if let named = tokens.named, named.firstOrderKeys == nil {
            let (orderKeys, itemKeys) = try memberNames(scanner, depth: depth)
            tokens.named?.firstOrderKeys = orderKeys
            tokens.named?.firstItemKeys = itemKeys
        }
        try scanner.forEachMember(depth: depth) { scanner, name throws(JSONScanStop) in
            switch key(name, in: scanner.base) {
            case .id: tokens.id = try field(&scanner, depth: depth + 1)
            case .orderedAt: tokens.orderedAt = try field(&scanner, depth: depth + 1)
            case .status: tokens.status = try field(&scanner, depth: depth + 1)
            case .juice: tokens.juice = try field(&scanner, depth: depth + 1)
            case .quantity: tokens.quantity = try field(&scanner, depth: depth + 1)
            case .unitPrice: tokens.unitPrice = try field(&scanner, depth: depth + 1)
            case .amount: tokens.amount = try field(&scanner, depth: depth + 1)
            case .items:
                tokens.items.removeAll(keepingCapacity: true)  // the last "items" wins
                tokens.named?.resetItems()
                if scanner.peek() == UInt8(ascii: "[") {
                    tokens.itemsField = FieldToken(
                        kind: .array, offset: scanner.index,
                        string: JSONStringToken(start: 0, end: 0, hasEscapes: false))
                    try scanItems(&scanner, depth: depth + 1, into: &tokens.items, named: &tokens.named)
                } else {
                    tokens.itemsField = try field(&scanner, depth: depth + 1)
                }
            case nil:
                // Only a key --where/--by names is kept; on a plain read `named` is nil.
                if let key = tokens.named?.key(of: name, in: scanner.base) {
                    tokens.named?.setOrder(key, try namedValue(&scanner, depth: depth + 1))
                } else {
                    try scanner.skipValue(depth: depth + 1)
                }
            }
        }
    }

    private static func scanItems(
        _ scanner: inout JSONScanner, depth: Int, into items: inout [OrderRecordTokens.Item],
        named: inout NamedKeyTokens?
    ) throws(JSONScanStop) {
        try scanner.forEachElement(depth: depth) { scanner throws(JSONScanStop) in
            var item = OrderRecordTokens.Item(kind: .object, offset: scanner.index)
            if let kind = scanner.kindOfNextValue(), kind == .object {
                try scanner.forEachMember(depth: depth + 1) { scanner, name throws(JSONScanStop) in
                    switch key(name, in: scanner.base) {
                    case .juice: item.juice = try field(&scanner, depth: depth + 2)
                    case .quantity: item.quantity = try field(&scanner, depth: depth + 2)
                    case .unitPrice: item.unitPrice = try field(&scanner, depth: depth + 2)
                    case .amount: item.amount = try field(&scanner, depth: depth + 2)
                    default:
                        if let key = named?.key(of: name, in: scanner.base) {
                            named?.setItem(items.count, key, try namedValue(&scanner, depth: depth + 2))
                        } else {
                            try scanner.skipValue(depth: depth + 2)
                        }
                    }
                }
            } else {
                item.kind = scanner.kindOfNextValue() ?? .null
                try scanner.skipValue(depth: depth + 1)  // for no value at all, reports what is there
            }
            items.append(item)
        }
    }

    /// Scans a known field's value, keeping a string's or number's bytes.
    @inline(__always)
    private static func field(_ scanner: inout JSONScanner, depth: Int) throws(JSONScanStop) -> FieldToken {
        let offset = scanner.index
        switch scanner.kindOfNextValue() {
        case .string:
            return FieldToken(kind: .string, offset: offset, string: try scanner.scanString())
        case .number:
            let range = try scanner.scanNumber()
            return FieldToken(
                kind: .number, offset: offset,
                string: JSONStringToken(start: range.lowerBound, end: range.upperBound, hasEscapes: false))
        case let kind:
            try scanner.skipValue(depth: depth)
            return FieldToken(
                kind: kind ?? .null, offset: offset,
                string: JSONStringToken(start: offset, end: offset, hasEscapes: false))
        }
    }

    /// Scans the value of a key `--where`/`--by` names, keeping a scalar's bytes (a boolean's
    /// literal too: `"member": true` is compared as the text `true`).
    private static func namedValue(_ scanner: inout JSONScanner, depth: Int) throws(JSONScanStop) -> FieldToken {
        guard scanner.kindOfNextValue() == .bool else { return try field(&scanner, depth: depth) }
        let offset = scanner.index
        try scanner.skipValue(depth: depth)
        return FieldToken(
            kind: .bool, offset: offset, string: JSONStringToken(start: offset, end: scanner.index, hasEscapes: false))
    }

    /// The member names of the order at the scanner's index and of its items, each once, as
    /// written; read ahead on a copy, once per input, for the message about a key no order holds.
    private static func memberNames(_ start: JSONScanner, depth: Int) throws(JSONScanStop) -> ([String], [String]) {
        var scanner = start
        var orderKeys: [String] = [], itemKeys: [String] = []
        try scanner.forEachMember(depth: depth) { scanner, name throws(JSONScanStop) in
            let text = JSONStringDecoding.string(name, in: scanner.base)
            if !orderKeys.contains(text) { orderKeys.append(text) }
            guard text == "items", scanner.peek() == UInt8(ascii: "[") else {
                return try scanner.skipValue(depth: depth + 1)
            }
            try scanner.forEachElement(depth: depth + 1) { scanner throws(JSONScanStop) in
                guard scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue(depth: depth + 2) }
                try scanner.forEachMember(depth: depth + 2) { scanner, name throws(JSONScanStop) in
                    let text = JSONStringDecoding.string(name, in: scanner.base)
                    if !itemKeys.contains(text) { itemKeys.append(text) }
                    try scanner.skipValue(depth: depth + 3)
                }
            }
        }
        return (orderKeys, itemKeys)
    }

    private static func key(_ name: JSONStringToken, in base: UnsafePointer<UInt8>) -> Key? {
        if name.hasEscapes {
            switch JSONStringDecoding.string(name, in: base) {
            case "id": return .id
            case "orderedAt": return .orderedAt
            case "status": return .status
            case "items": return .items
            case "juice": return .juice
            case "quantity": return .quantity
            case "unitPrice": return .unitPrice
            case "amount": return .amount
            default: return nil
            }
        }
        let start = base + name.start
        let bytes = UnsafeRawBufferPointer(start: start, count: name.count)
        @inline(__always) func equals(_ literal: StaticString) -> Bool {
            bytes.count == literal.utf8CodeUnitCount && memoryEquals(start, literal.utf8Start, bytes.count)
        }
        switch bytes.count {
        case 2: return equals("id") ? .id : nil
        case 5: return equals("juice") ? .juice : equals("items") ? .items : nil
        case 6: return equals("status") ? .status : equals("amount") ? .amount : nil
        case 8: return equals("quantity") ? .quantity : nil
        case 9: return equals("orderedAt") ? .orderedAt : equals("unitPrice") ? .unitPrice : nil
        default: return nil
        }
    }
}

/// Whether two byte ranges of the same length are equal.
@inline(__always)
func memoryEquals(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ count: Int) -> Bool {
    for index in 0..<count
    where lhs.load(fromByteOffset: index, as: UInt8.self) != rhs.load(fromByteOffset: index, as: UInt8.self) {
        return false
    }
    return true
}
