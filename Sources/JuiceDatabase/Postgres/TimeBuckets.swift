import Foundation
import JuiceCore

/// Where a run of days or hours begins, for a PostgreSQL statement that groups times by
/// `width_bucket(t, starts)` (`DayStarts`, `HourStarts`): a binary search in a constant array
/// rather than converting each row's time in the zone, and an expression `postgres_fdw` sends
/// to a shard.
protocol TimeBuckets: Sendable {
    /// The start of each bucket, and the end of the last, in seconds since 1970-01-01T00:00:00Z.
    var seconds: [Int] { get }
    /// The buckets covered: `width_bucket` gives 1 for the first, `count` for the last.
    var count: Int { get }
    /// SQL for the day (since 1970-01-01) of the bucket numbered by the SQL `bucket`.
    func day(ofBucket bucket: String) -> String
    /// SQL for the hour (0–23) of the bucket numbered by `bucket`; nil for buckets of whole days.
    func hour(ofBucket bucket: String) -> String?
}

extension TimeBuckets {
    /// The starts as a PostgreSQL `timestamptz[]` literal, in UTC. It holds only digits, dashes,
    /// colons, spaces and quotes written here.
    var arrayLiteral: String {
        "{"
            + seconds.map { second in
                let (day, time) = (
                    second >= 0 ? second / 86_400 : (second + 1) / 86_400 - 1, ((second % 86_400) + 86_400) % 86_400
                )
                let clock = String(format: "%02d:%02d:%02d", time / 3_600, time / 60 % 60, time % 60)
                return "\"\(CalendarDay(daysSinceEpoch: day)) \(clock)+00\""
            }.joined(separator: ",") + "}"
    }
}
