import Foundation
import JuiceCore

/// The instants at which each hour of a run of days begins on a zone's wall clock, for adding up
/// per hour in PostgreSQL with `width_bucket(t, starts)`, as `DayStarts` does per day: the hours
/// of `hours` and the live page then take the checked totals, which `postgres_fdw` sends whole to
/// each shard, instead of the row-by-row statement, whose `CASE` brings every row to the front.
///
/// Each hour is labelled with the day and the hour the file readers give a time in it
/// (`ZoneDayResolver`: the business day, and the hour on the wall clock), so a time falls in the
/// same hour from a database as from a file. An hour a clock repeats is two buckets with one
/// hour of two hours' length; an hour it skips has none.
struct HourStarts: Sendable, Equatable {
    /// The most hours sent as one array: about 400 days, a 250 KB literal. A longer span
    /// converts each time in the statement.
    static let maximumCount = 10_000

    /// The start of each hour, and the end of the last, in seconds since 1970-01-01T00:00:00Z.
    let seconds: [Int]
    /// The day (since 1970-01-01) of each hour.
    let days: [Int]
    /// The hour (0–23) on the wall clock of each hour.
    let hours: [Int]

    /// The hours of `days`, every quarter hour checked to keep its label to its last second (every
    /// zone's offset is a whole number of quarter hours); nil when one does not, or the days hold
    /// more than `maximumCount` hours.
    init?(days: DayStarts, zone: TimeZone, dayStart: DayStart = .midnight) {
        guard let first = days.seconds.first, let end = days.seconds.last,
            (end - first) / 3_600 < Self.maximumCount
        else { return nil }
        var resolver = ZoneDayResolver(timeZone: zone, dayStart: dayStart)
        func label(_ instant: Int) -> (day: Int, hour: Int) {
            let local = resolver.localSeconds(of: Double(instant))
            let hour = ((local % 86_400) + 86_400) % 86_400 / 3_600
            return (resolver.daysSinceEpoch(of: Double(instant)), hour)
        }
        var (seconds, dayLabels, hourLabels): ([Int], [Int], [Int]) = ([], [], [])
        var previous: (day: Int, hour: Int)?
        for quarter in stride(from: first, to: end, by: 900) {
            let here = label(quarter)
            guard label(quarter + 899) == here else { return nil }
            if previous.map({ $0 != here }) ?? true {
                seconds.append(quarter)
                dayLabels.append(here.day)
                hourLabels.append(here.hour)
            }
            previous = here
        }
        seconds.append(end)
        self.seconds = seconds
        self.days = dayLabels
        self.hours = hourLabels
    }

}

extension HourStarts: TimeBuckets {
    var count: Int { seconds.count - 1 }

    func day(ofBucket bucket: String) -> String {
        "('{\(days.map(String.init).joined(separator: ","))}'::integer[])[\(bucket)]"
    }

    func hour(ofBucket bucket: String) -> String? {
        "('{\(hours.map(String.init).joined(separator: ","))}'::integer[])[\(bucket)]"
    }
}
