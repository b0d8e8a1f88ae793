import Foundation

/// What an order history adds up to: one segment per juice and facts for the title.
public struct SalesSummary: Sendable, Equatable {
    /// Units descending, then name; every value is positive.
    public let segments: [Segment]
    public let totalUnits: Int64
    /// Orders that counted (status `completed`).
    public let soldOrders: Int
    /// Cancelled and refunded orders, left out of the totals.
    public let excludedOrders: Int
    /// The first and last calendar day among counted orders, as written in their offsets.
    public let firstDay: String?
    public let lastDay: String?
    /// The latest instant among counted orders; used as the PDF creation date so output is reproducible.
    public let latestInstant: Date?

    public init(segments: [Segment], totalUnits: Int64, soldOrders: Int, excludedOrders: Int,
                firstDay: String?, lastDay: String?, latestInstant: Date?) {
        self.segments = segments
        self.totalUnits = totalUnits
        self.soldOrders = soldOrders
        self.excludedOrders = excludedOrders
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.latestInstant = latestInstant
    }
}
