import Foundation

/// Finds the calendar day of an instant in a time zone, fast enough to call once per order.
///
/// `Calendar.dateComponents` costs about a microsecond; this asks the zone for its offset
/// once per quarter hour of instants (every zone in use changes offset only on quarter-hour
/// boundaries of UTC) and remembers the answers in a small direct-mapped table.
public struct ZoneDayResolver: @unchecked Sendable {
    private static let bucketSeconds = 900
    private static let slotCount = 1024
    public let timeZone: TimeZone
    /// Bucket numbers and their offsets; a class with constant pointers, so the per-order
    /// lookup has no copy-on-write or exclusivity checks. Only the owning aggregator writes it.
    private let table: OffsetTable

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        table = OffsetTable(count: Self.slotCount)
    }

    /// Days since 1970-01-01 of the instant's date on the zone's wall clock.
    public mutating func daysSinceEpoch(of secondsSinceEpoch: Double) -> Int {
        let seconds = Int(secondsSinceEpoch.rounded(.down))
        let bucket = seconds >= 0 ? seconds / Self.bucketSeconds : (seconds + 1) / Self.bucketSeconds - 1
        let slot = bucket & (Self.slotCount - 1)
        if table.buckets[slot] != bucket {
            table.buckets[slot] = bucket
            table.offsets[slot] = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(bucket * Self.bucketSeconds)))
        }
        let local = seconds + table.offsets[slot]
        return local >= 0 ? local / 86_400 : (local + 1) / 86_400 - 1
    }
}

/// The storage of `ZoneDayResolver`'s cache.
private final class OffsetTable {
    let buckets: UnsafeMutablePointer<Int>
    let offsets: UnsafeMutablePointer<Int>

    init(count: Int) {
        buckets = .allocate(capacity: count)
        buckets.initialize(repeating: .min, count: count)
        offsets = .allocate(capacity: count)
        offsets.initialize(repeating: 0, count: count)
    }

    deinit {
        buckets.deallocate()
        offsets.deallocate()
    }
}
