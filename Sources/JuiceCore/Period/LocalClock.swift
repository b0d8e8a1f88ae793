import Foundation
import Synchronization

/// Turns wall-clock times of a time zone (what exports write, without an offset) into instants.
///
/// The zone's offset is looked up once per quarter hour of local time and remembered, since
/// asking `TimeZone` costs about a microsecond a row. In the hour a clock is set back, a local
/// time names two instants: the first (daylight time) is taken. In the hour it skips, the time
/// is read with the offset before the change (as if the clock had not yet been set forward).
public final class LocalClock: Sendable {
    public let timeZone: TimeZone
    /// Offsets by quarter hour of local time; readers on two cores share one clock.
    private let offsets = Mutex<[Int: Int]>([:])

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// Seconds since 1970-01-01T00:00:00Z of a local time given as seconds since
    /// 1970-01-01T00:00:00 on the zone's clock.
    public func secondsSinceEpoch(ofLocal local: Int) -> Int {
        let bucket = local >= 0 ? local / 900 : (local + 1) / 900 - 1
        let offset = offsets.withLock { offsets in
            if let known = offsets[bucket] { return known }
            // An offset fits when the instant it gives has that offset. A repeated hour has two:
            // the larger, daylight time's, is the earlier instant. A skipped hour has none: the
            // offset before the change (the smaller) is used.
            func offset(at seconds: Int) -> Int {
                timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
            }
            let start = bucket * 900
            let candidates = Set([
                offset(at: start), offset(at: start - offset(at: start)), offset(at: start - offset(at: start) - 3600),
                offset(at: start - offset(at: start) + 3600),
            ])
            let fitting = candidates.filter { offset(at: start - $0) == $0 }
            let offset = fitting.max() ?? candidates.min() ?? offset(at: start)
            if offsets.count > 100_000 { offsets.removeAll() }
            offsets[bucket] = offset
            return offset
        }
        return local - offset
    }
}
