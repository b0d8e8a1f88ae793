/// The known fields of one order as scanned, before they are checked.
///
/// One instance is reused for every order; `items` keeps its storage between orders.
struct OrderRecordTokens {
    /// One element of `items`.
    struct Item {
        var kind: JSONKind
        var offset: Int
        var juice: FieldToken?
        var quantity: FieldToken?
        var unitPrice: FieldToken?
        var amount: FieldToken?
    }

    var kind: JSONKind = .object
    var offset = 0
    var id: FieldToken?
    var orderedAt: FieldToken?
    var status: FieldToken?
    var juice: FieldToken?
    var quantity: FieldToken?
    var unitPrice: FieldToken?
    var amount: FieldToken?
    var itemsField: FieldToken?
    var items: [Item] = []
    /// The values of the keys `--where`/`--by` name; nil on a plain read, which keeps none.
    var named: NamedKeyTokens?

    /// The order's own `juice`, `quantity`, `unitPrice` and `amount`, read as its one item when it
    /// has no `items`.
    var ownItem: Item {
        Item(kind: kind, offset: offset, juice: juice, quantity: quantity, unitPrice: unitPrice, amount: amount)
    }

    mutating func reset(kind: JSONKind, offset: Int) {
        self.kind = kind
        self.offset = offset
        id = nil
        orderedAt = nil
        status = nil
        juice = nil
        quantity = nil
        unitPrice = nil
        amount = nil
        itemsField = nil
        items.removeAll(keepingCapacity: true)
        named?.reset()
    }
}
