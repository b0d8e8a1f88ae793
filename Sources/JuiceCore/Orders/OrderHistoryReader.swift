/// Reads an order history in JSON: an object with an `orders` array, or a bare array of orders.
///
/// See the README for the format. Unknown fields are ignored whatever their value; the
/// known ones are checked strictly, and the first problem is reported with its position.
public struct OrderHistoryReader: Sendable {
    public let menu: Menu

    public init(menu: Menu = .standard) {
        self.menu = menu
    }

    /// Parses and validates a whole file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8, optionally with a byte order mark.
    ///   - source: the name used in error messages, usually the path as the user typed it.
    public func read(_ bytes: [UInt8], source: String) throws(OrderHistoryError) -> [Order] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(source: source, position: SourcePosition(offset: error.offset, in: bytes), problem: error.message)
        }
        let orderNodes: [JSONNode]
        switch root.value {
        case .array(let elements):
            orderNodes = elements
        case .object:
            guard let ordersNode = root["orders"] else {
                throw .unexpectedTopLevel(source: source, position: SourcePosition(offset: root.offset, in: bytes), found: "an object without \"orders\"")
            }
            guard case .array(let elements) = ordersNode.value else {
                throw .unexpectedTopLevel(source: source, position: SourcePosition(offset: ordersNode.offset, in: bytes),
                                          found: "\"orders\" holding \(ordersNode.value.kindDescription)")
            }
            orderNodes = elements
        default:
            throw .unexpectedTopLevel(source: source, position: SourcePosition(offset: root.offset, in: bytes), found: root.value.kindDescription)
        }
        var orders: [Order] = []
        orders.reserveCapacity(orderNodes.count)
        var tracker = SourcePositionTracker(bytes: bytes)
        for (index, node) in orderNodes.enumerated() {
            do {
                let order = try OrderRecordDecoder(menu: menu, position: index + 1).decode(node)
                let location = OrderLocation(source: source, position: tracker.position(of: node.offset),
                                             reference: OrderReference(position: index + 1, id: order.id))
                orders.append(Order(id: order.id, orderedAt: order.orderedAt, status: order.status, items: order.items,
                                    location: location))
            } catch {
                throw .invalidRecord(source: source, position: SourcePosition(offset: error.offset, in: bytes),
                                     order: error.order, field: error.field, problem: error.problem)
            }
        }
        return orders
    }
}
