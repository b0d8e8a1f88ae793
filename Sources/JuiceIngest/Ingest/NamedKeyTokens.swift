import JuiceCore

/// The values of the keys `--where`, `--split-by` and `--by` name, as scanned from one JSON order:
/// the order's own and each item's.
///
/// Made only when some key is named: a plain read carries nil and scans as it did. Keys are
/// compared as table headers are (without case or runs of spaces); a key written as asked is
/// found by its bytes alone.
struct NamedKeyTokens {
    /// The keys, folded as headers are compared.
    let keys: [String]
    /// Each folded key's bytes.
    private let folded: [[UInt8]]
    /// Per key, the order's value.
    private(set) var order: [FieldToken?]
    /// Per item and key, the item's value: `items[item * keys.count + key]`.
    private(set) var items: [FieldToken?] = []
    /// The member names of the first order scanned and of its items, as written: what a message
    /// about a key no order holds lists, as a table's lists its header.
    var firstOrderKeys: [String]?
    var firstItemKeys: [String] = []

    init(keys: [String]) {
        self.keys = keys.map(ColumnMapping.normalized)
        folded = self.keys.map { Array($0.utf8) }
        order = Array(repeating: nil, count: keys.count)
    }

    mutating func reset() {
        for key in order.indices { order[key] = nil }
        items.removeAll(keepingCapacity: true)
    }

    /// Forgets the items' values (a later `"items"` member replaces an earlier one).
    mutating func resetItems() {
        items.removeAll(keepingCapacity: true)
    }

    mutating func setOrder(_ key: Int, _ token: FieldToken) {
        order[key] = token
    }

    /// Sets item `item`'s (0-based) value of `key`; room for the item is made on its first named key.
    mutating func setItem(_ item: Int, _ key: Int, _ token: FieldToken) {
        let needed = (item + 1) * keys.count
        if items.count < needed { items.append(contentsOf: repeatElement(nil, count: needed - items.count)) }
        items[item * keys.count + key] = token
    }

    /// Item `item`'s value of key `key`, nil when the item lacks the key (or was not scanned).
    func item(_ item: Int, _ key: Int) -> FieldToken? {
        let index = item * keys.count + key
        return items.indices.contains(index) ? items[index] : nil
    }

    /// The key a member name is, if any. ASCII names are compared byte by byte without case;
    /// others (and names with escapes or spaces) are decoded and folded first.
    func key(of name: JSONStringToken, in base: UnsafePointer<UInt8>) -> Int? {
        let bytes = UnsafeBufferPointer(start: base + name.start, count: name.count)
        var plain = !name.hasEscapes
        if plain {
            for byte in bytes where byte >= 0x80 || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                plain = false
                break
            }
        }
        guard plain else {
            let text = ColumnMapping.normalized(JSONStringDecoding.string(name, in: base))
            return keys.firstIndex(of: text)
        }
        return folded.firstIndex { key in
            key.count == bytes.count && zip(key, bytes).allSatisfy { $0 == Self.asciiLowercased($1) }
        }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }
}
