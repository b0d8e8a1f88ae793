/// Where an order stands in its file, for messages about it found after reading.
public struct OrderLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file name as the user gave it.
    public let source: String
    public let position: SourcePosition
    public let reference: OrderReference

    public init(source: String, position: SourcePosition, reference: OrderReference) {
        self.source = source
        self.position = position
        self.reference = reference
    }

    /// `sales.json:12:3: order 5 (id "A-5")`.
    public var description: String { "\(source):\(position): \(reference)" }
}
