/// What reading one input found.
public struct OrderReadReport: Sendable, Equatable {
    /// Orders read and handed to the sink (skipped ones not included).
    public var orders = 0
    /// Orders skipped under `--skip-invalid`.
    public var skipped = 0
    /// The messages of the first skipped orders, in file order.
    public var skippedExamples: [String] = []
    public var bytes = 0

    public init() {}

    /// Adds up the reports of several inputs.
    public mutating func merge(_ other: OrderReadReport, exampleLimit: Int) {
        orders += other.orders
        skipped += other.skipped
        skippedExamples += other.skippedExamples.prefix(max(0, exampleLimit - skippedExamples.count))
        bytes += other.bytes
    }
}
