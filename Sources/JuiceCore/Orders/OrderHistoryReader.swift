/// Reads a whole order history held in memory into `Order` values.
///
/// For callers that need every order (the daily report, tests). Charts of large files
/// read with `OrderStreamReader` straight into a `SalesAggregator` instead.
public struct OrderHistoryReader: Sendable {
    public let menu: Menu

    public init(menu: Menu = .standard) {
        self.menu = menu
    }

    /// Parses and validates a whole file: JSON (an object with `orders`, or a bare array) or JSON Lines.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8, optionally with a byte order mark.
    ///   - source: the name used in error messages, usually the path as the user typed it.
    public func read(_ bytes: [UInt8], source: String) throws(OrderHistoryError) -> [Order] {
        var collector = OrderCollector()
        do {
            _ = try OrderStreamReader(menu: menu).read(MemoryByteSource(bytes, name: source), into: &collector)
        } catch let error as OrderHistoryError {
            throw error
        } catch {
            preconditionFailure("collecting orders from memory cannot fail otherwise: \(error)")
        }
        return collector.orders
    }
}
