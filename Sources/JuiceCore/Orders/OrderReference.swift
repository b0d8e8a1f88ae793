/// Names an order in messages: its 1-based position in the file and its id when it has one.
public struct OrderReference: Sendable, Equatable, CustomStringConvertible {
    /// 1-based position among the file's orders.
    public let position: Int
    public let id: String?
    /// 1-based position within the order's `items`, when the problem is in one item.
    public let item: Int?

    public init(position: Int, id: String?, item: Int? = nil) {
        self.position = position
        self.id = id
        self.item = item
    }

    public var description: String {
        var text = "order \(position)"
        if let id { text += " (id \(quotedValue(id, limit: 40)))" }
        if let item { text += ", item \(item)" }
        return text
    }
}
