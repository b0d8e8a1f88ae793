import Foundation

/// Finds the calendar day of an instant in a time zone, fast enough to call once per order.
///
/// `Calendar.dateComponents` costs about a microsecond; this asks the zone for its offset
/// once per quarter hour of instants (every zone in use changes offset only on quarter-hour
/// boundaries of UTC) and remembers the answers in a small direct-mapped table.
///
/// Days are business days when they start later than midnight (`DayStart`): the day of an
/// instant is then the day of its wall-clock time minus the start, so with days starting at
/// 04:00 a sale at 01:30 is on the day before.
///
/// A value: the table is two arrays, so a copy (the empty copy an aggregator hands the second
/// core) fills a table of its own on its first miss rather than sharing one across threads.
/// A hit reads the arrays without copying; only a miss pays the uniqueness check of a write.
public struct ZoneDayResolver: Sendable {
    private static let bucketSeconds = 900
    private static let slotCount = 1024
    public let timeZone: TimeZone
    public let dayStart: DayStart
    /// Bucket numbers and their offsets, by slot.
    private var buckets: [Int]
    private var offsets: [Int]

    public init(timeZone: TimeZone, dayStart: DayStart = .midnight) {
        self.timeZone = timeZone
        self.dayStart = dayStart
        buckets = Array(repeating: .min, count: Self.slotCount)
        offsets = Array(repeating: 0, count: Self.slotCount)
    }

    /// Days since 1970-01-01 of the (business) day the instant falls in on the zone's wall clock.
    public mutating func daysSinceEpoch(of secondsSinceEpoch: Double) -> Int {
        Self.day(ofLocal: localSeconds(of: secondsSinceEpoch) - dayStart.secondsAfterMidnight)
    }

    /// The day of an order's time: the business day of its instant, or, for an order that has a
    /// date but no time (written at midnight), the date itself, whatever the day's start.
    public mutating func day(of timestamp: OrderTimestamp) -> Int {
        let local = localSeconds(of: timestamp.secondsSinceEpoch)
        return Self.day(ofLocal: timestamp.hasTimeOfDay ? local - dayStart.secondsAfterMidnight : local)
    }

    /// Seconds since 1970-01-01T00:00:00 on the zone's wall clock of the instant (whole seconds,
    /// rounded down): the local date and time, from which the hour of the day is read.
    public mutating func localSeconds(of secondsSinceEpoch: Double) -> Int {
        let seconds = Int(secondsSinceEpoch.rounded(.down))
        let bucket = seconds >= 0 ? seconds / Self.bucketSeconds : (seconds + 1) / Self.bucketSeconds - 1
        let slot = bucket & (Self.slotCount - 1)
        if buckets[slot] != bucket {
            buckets[slot] = bucket
            offsets[slot] = timeZone.secondsFromGMT(
                for: Date(timeIntervalSince1970: Double(bucket * Self.bucketSeconds)))
        }
        return seconds + offsets[slot]
    }

    /// The day of a wall-clock time, in seconds since 1970-01-01T00:00:00 (floored for times before it).
    @inline(__always)
    static func day(ofLocal local: Int) -> Int {
        local >= 0 ? local / 86_400 : (local + 1) / 86_400 - 1
    }
}
