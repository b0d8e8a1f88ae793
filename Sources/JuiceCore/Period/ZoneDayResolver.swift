import Foundation

/// Finds the calendar day of an instant in a time zone, fast enough to call once per order.
///
/// `Calendar.dateComponents` costs about a microsecond; this asks the zone for its offset
/// once per quarter hour of instants (every zone in use changes offset only on quarter-hour
/// boundaries of UTC) and remembers the answers in a small direct-mapped table.
///
/// A value: the table is two arrays, so a copy (the empty copy an aggregator hands the second
/// core) fills a table of its own on its first miss rather than sharing one across threads.
/// A hit reads the arrays without copying; only a miss pays the uniqueness check of a write.
public struct ZoneDayResolver: Sendable {
    private static let bucketSeconds = 900
    private static let slotCount = 1024
    public let timeZone: TimeZone
    /// Bucket numbers and their offsets, by slot.
    private var buckets: [Int]
    private var offsets: [Int]

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        buckets = Array(repeating: .min, count: Self.slotCount)
        offsets = Array(repeating: 0, count: Self.slotCount)
    }

    /// Days since 1970-01-01 of the instant's date on the zone's wall clock.
    public mutating func daysSinceEpoch(of secondsSinceEpoch: Double) -> Int {
        let seconds = Int(secondsSinceEpoch.rounded(.down))
        let bucket = seconds >= 0 ? seconds / Self.bucketSeconds : (seconds + 1) / Self.bucketSeconds - 1
        let slot = bucket & (Self.slotCount - 1)
        if buckets[slot] != bucket {
            buckets[slot] = bucket
            offsets[slot] = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(bucket * Self.bucketSeconds)))
        }
        let local = seconds + offsets[slot]
        return local >= 0 ? local / 86_400 : (local + 1) / 86_400 - 1
    }
}
