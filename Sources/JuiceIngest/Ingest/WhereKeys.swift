import JuiceCore

/// `--where`, `--split-by` and `--by` on JSON: the keys they name, looked up on each item and
/// then on its order, as `WhereColumns` looks up a table's columns.
///
/// An item's own key comes first: in `{"store": "Astoria", "items": [{"store": "Chelsea", …}, …]}`
/// that item was sold in Chelsea and the order's other items in Astoria, as an export that writes
/// an order-level column once and a line's own where it differs means. Values are compared as
/// cells are (trimmed, without case); a string, number or boolean is its text (`2`, `true`), and a
/// `null`, array or object holds no value. JSON has no header row, so a key no order or item holds
/// is known only after reading: `unmetKeyError`.
struct WhereKeys {
    /// A key that is also one of the fields the scanner keeps on its own, read from there.
    private enum KnownField {
        case id, orderedAt, status, juice, quantity, unitPrice, amount
    }

    let filter: ColumnFilter
    /// The key whose values stand for the products (`--by store`), if any: `keys.last`.
    let groupingKey: String?
    /// The keys to capture: each clause's column in order, then the grouping key.
    let keys: [String]
    /// Per clause, each value's key with its position in the clause.
    private let values: [[String: Int]]
    private let known: [KnownField?]
    /// Per clause, what the key held and which values matched.
    private(set) var sightings: [ColumnSighting]
    /// Per clause, each value as written that was met, with the position of the clause's value it
    /// is (-1 for none): a store's name repeats on most lines, and trimming and folding it again
    /// on each cost more than all the rest of reading it (callgrind, as bench/instructions.sh
    /// counts, with `--where` added).
    private var decided: [[String: Int]]
    /// Past this many values a clause's are decided each time, so a hostile input cannot make the
    /// reader remember without end.
    private static let decidedLimit = 16_384
    /// Whether the grouping key was on some order or item read so far.
    private(set) var groupingKeyMet = false

    init(filter: ColumnFilter, groupingKey: String?) {
        self.filter = filter
        self.groupingKey = groupingKey
        keys = filter.clauses.map(\.column) + (groupingKey.map { [$0] } ?? [])
        values = filter.clauses.map { clause in
            var values: [String: Int] = [:]
            for (index, value) in clause.values.enumerated() where values[ColumnFilter.key(value)] == nil {
                values[ColumnFilter.key(value)] = index
            }
            return values
        }
        known = keys.map { key in
            switch ColumnMapping.normalized(key) {
            case "id": .id
            case "orderedat": .orderedAt
            case "status": .status
            case "juice": .juice
            case "quantity": .quantity
            case "unitprice": .unitPrice
            case "amount": .amount
            default: nil
            }
        }
        sightings = filter.clauses.map { _ in ColumnSighting() }
        decided = filter.clauses.map { _ in [:] }
    }

    /// The empty captures the scanner fills for these keys.
    var tokens: NamedKeyTokens { NamedKeyTokens(keys: keys) }

    /// Whether the line of item `item` (nil for an order without `items`) counts under every
    /// clause, noting what each clause's key held; `text` gives a scalar token's text.
    mutating func keeps(item: Int?, of tokens: OrderRecordTokens, text: (FieldToken) -> String) -> Bool {
        var keeps = true
        for (index, clause) in filter.clauses.enumerated() {
            guard let token = value(index, item: item, of: tokens) else {
                if !clause.observesOnly { keeps = false }
                continue
            }
            let written = Self.isScalar(token) ? text(token) : ""
            // A value met before was noted then; noting it again changes nothing.
            if let known = decided[index][written] {
                if known < 0, !clause.observesOnly { keeps = false }
                continue
            }
            let cell = written.trimmingCharacters(in: .whitespaces)
            let key = ColumnFilter.key(cell)
            let match = values[index][key]
            sightings[index].note(cell, key: key, matching: match)
            if decided[index].count < Self.decidedLimit { decided[index][written] = match ?? -1 }
            if match == nil, !clause.observesOnly { keeps = false }
        }
        return keeps
    }

    /// The grouping key's value for the line of item `item`; nil when neither the item nor its order has it.
    mutating func groupingValue(item: Int?, of tokens: OrderRecordTokens) -> FieldToken? {
        guard groupingKey != nil, let token = value(keys.count - 1, item: item, of: tokens) else { return nil }
        groupingKeyMet = true
        return token
    }

    static func isScalar(_ token: FieldToken) -> Bool {
        token.kind == .string || token.kind == .number || token.kind == .bool
    }

    /// Key `key`'s token for a line: the item's, else the order's.
    private func value(_ key: Int, item: Int?, of tokens: OrderRecordTokens) -> FieldToken? {
        if let item {
            if let token = tokens.named?.item(item, key) { return token }
            let line = tokens.items[item]
            switch known[key] {
            case .juice: if let token = line.juice { return token }
            case .quantity: if let token = line.quantity { return token }
            case .unitPrice: if let token = line.unitPrice { return token }
            case .amount: if let token = line.amount { return token }
            default: break
            }
        }
        if let token = tokens.named?.order[key] { return token }
        return switch known[key] {
        case .id: tokens.id
        case .orderedAt: tokens.orderedAt
        case .status: tokens.status
        case .juice: tokens.juice
        case .quantity: tokens.quantity
        case .unitPrice: tokens.unitPrice
        case .amount: tokens.amount
        case nil: nil
        }
    }

    /// The usage error for a clause whose key no order or item of the whole input holds, as a
    /// table without the column is refused; `sightings` are the whole input's (both cores').
    func unmetKeyError(
        _ sightings: [ColumnSighting], source: String, firstOrderKeys: [String]?,
        firstItemKeys: [String]
    ) -> OrderHistoryError? {
        for (index, clause) in filter.clauses.enumerated()
        where !(sightings.indices.contains(index) && sightings[index].wasMet) {
            let flag = clause.observesOnly ? "--split-by \(clause.column)" : "--where \(clause.description)"
            return .unknownColumn(
                source: source,
                problem: "\(flag): no order or item has a key \"\(clause.column)\""
                    + Self.heldKeys(firstOrderKeys, firstItemKeys))
        }
        return nil
    }

    /// For a line without the grouping key when no order before it had the key either (a typo,
    /// most likely), the problem of a usage error (`OrderHistoryError.unknownColumn`).
    func unmetGroupingKeyProblem(firstOrderKeys: [String]?, firstItemKeys: [String]) -> String? {
        guard let groupingKey, !groupingKeyMet else { return nil }
        return "--by \(groupingKey): no order or item so far has a key \"\(groupingKey)\""
            + Self.heldKeys(firstOrderKeys, firstItemKeys)
    }

    /// `; the first order's keys are id, orderedAt, items, and its items' juice, quantity`.
    private static func heldKeys(_ orderKeys: [String]?, _ itemKeys: [String]) -> String {
        guard let orderKeys, !orderKeys.isEmpty else { return "" }
        let items = itemKeys.isEmpty ? "" : ", and its items' \(itemKeys.joined(separator: ", "))"
        return "; the first order's keys are \(orderKeys.joined(separator: ", "))\(items)"
    }
}
