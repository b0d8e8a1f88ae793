/// A day of the week; weeks start on Monday (ISO 8601).
public enum Weekday: Int, Sendable, CaseIterable, Comparable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The weekday of a day given as days since 1970-01-01 (a Thursday).
    public init(daysSinceEpoch day: Int) {
        // Monday is 0; 1970-01-01 was a Thursday, 3.
        self = Weekday(rawValue: ((day % 7) + 7 + 3) % 7) ?? .monday
    }

    public init(_ day: CalendarDay) {
        self.init(daysSinceEpoch: day.daysSinceEpoch)
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
