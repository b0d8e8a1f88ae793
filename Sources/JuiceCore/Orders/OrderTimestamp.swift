import Foundation

/// When an order was placed: the instant, and the calendar day in the offset the order was written with.
public struct OrderTimestamp: Sendable, Equatable, Comparable {
    public let instant: Date
    /// `YYYY-MM-DD` as the shop's clock showed it.
    public let localDay: String

    public init(instant: Date, localDay: String) {
        self.instant = instant
        self.localDay = localDay
    }

    /// Parses an RFC 3339 date-time with an offset (`2026-11-21T09:15:02+09:00`, fractional seconds allowed).
    ///
    /// A time without an offset is refused: it names no instant.
    public static func parse(_ text: String) -> OrderTimestamp? {
        let plain = Date.ISO8601FormatStyle(includingFractionalSeconds: false)
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        guard text.count >= 20, let instant = (try? plain.parse(text)) ?? (try? fractional.parse(text)) else {
            return nil
        }
        return OrderTimestamp(instant: instant, localDay: String(text.prefix(10)))
    }

    public static func < (lhs: OrderTimestamp, rhs: OrderTimestamp) -> Bool {
        lhs.instant < rhs.instant
    }
}
