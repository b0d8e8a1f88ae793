import Foundation
import JuiceCore

/// The instants at which a run of days begins in a zone, for adding up per day in PostgreSQL
/// with `width_bucket(t, starts)` (a binary search in a short array) instead of converting each
/// row's time with `AT TIME ZONE`, which cost more than all the rest of the daily statement.
///
/// The starts are where the file readers' days change (`ZoneDayResolver`), so an order is put
/// on the same day from a database as from a file, whatever the server's copy of the zone data.
struct DayStarts: Sendable, Equatable {
    /// The day (since 1970-01-01) that begins at `seconds[0]`.
    let firstDay: Int
    /// The start of each day from `firstDay` on, and of the day after the last, in seconds
    /// since 1970-01-01T00:00:00Z.
    let seconds: [Int]

    /// The starts of `days` in `zone`, each day starting at `dayStart` on its wall clock; nil when
    /// a day of the zone does not begin exactly where the resolver's day changes (then the
    /// statement converts each time itself).
    init?(days: ClosedRange<Int>, zone: TimeZone, dayStart: DayStart = .midnight) {
        let clock = LocalClock(timeZone: zone)
        var resolver = ZoneDayResolver(timeZone: zone, dayStart: dayStart)
        var seconds: [Int] = []
        seconds.reserveCapacity(days.count + 1)
        for day in days.lowerBound...(days.upperBound + 1) {
            let start = clock.secondsSinceEpoch(ofLocal: day * 86_400 + dayStart.secondsAfterMidnight)
            guard resolver.daysSinceEpoch(of: Double(start)) == day,
                resolver.daysSinceEpoch(of: Double(start - 1)) == day - 1
            else {
                return nil
            }
            seconds.append(start)
        }
        firstDay = days.lowerBound
        self.seconds = seconds
    }
}

extension DayStarts: TimeBuckets {
    var count: Int { seconds.count - 1 }

    func day(ofBucket bucket: String) -> String { "\(bucket) + \(firstDay - 1)" }

    func hour(ofBucket bucket: String) -> String? { nil }
}
