/// An inclusive range of calendar days that a report covers.
public struct ReportPeriod: Sendable, Equatable, CustomStringConvertible {
    public let first: CalendarDay
    public let last: CalendarDay

    /// A period from `first` to `last`, both included; nil when `last` comes before `first`.
    public init?(first: CalendarDay, last: CalendarDay) {
        guard first <= last else { return nil }
        self.first = first
        self.last = last
    }

    /// One day.
    public init(day: CalendarDay) {
        first = day
        last = day
    }

    /// A whole month, from `YYYY-MM`.
    public init?(month text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]),
            let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        first = CalendarDay(year: year, month: month, day: 1)
        last = CalendarDay(year: year, month: month, day: CalendarDay.daysIn(month: month, year: year))
    }

    public func contains(_ day: CalendarDay) -> Bool {
        first <= day && day <= last
    }

    /// Every day of the period in order.
    public var days: [CalendarDay] {
        var result: [CalendarDay] = []
        var day = first
        while day <= last {
            result.append(day)
            day = day.adding(days: 1)
        }
        return result
    }

    /// `2026-11-21`, or `2026-11-01 – 2026-11-30`.
    public var description: String {
        first == last ? first.description : "\(first) – \(last)"
    }
}
