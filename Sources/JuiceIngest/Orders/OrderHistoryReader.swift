import JuiceCore

/// Reads an order history held in memory into `Order` values, by running `OrderStreamReader`
/// over the bytes into an `OrderCollector`: what it accepts, refuses and says is the stream
/// reader's.
///
/// A convenience for tests and fixtures that want every order as a value. The reports do not
/// use it: they stream each input into a `SalesAggregator` (charts) or a `DailySalesAggregator`
/// (the daily report), and no order is kept.
public struct OrderHistoryReader: Sendable {
    public let menu: Menu

    public init(menu: Menu = .standard) {
        self.menu = menu
    }

    /// Parses and validates a whole file, stopping at the first problem: JSON Lines when `source`
    /// ends in `.ndjson` or `.jsonl` or the first line shows it, otherwise JSON (an object with
    /// `orders`, or a bare array).
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
