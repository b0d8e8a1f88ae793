import JuiceCore

extension PeriodSales {
    /// From this many days on, the report's trend and grid show weeks: two months of daily bars
    /// are too thin to read, and a day-by-day grid would run over several pages.
    static let weeklyFrom = 61

    /// Whether the trend and the grid show weeks rather than days.
    var isWeekly: Bool { days.count >= Self.weeklyFrom }

    /// The days (or weeks, Monday to Sunday, the first and last cut by the period) in order, each
    /// with its first day and the sales of its days (nil on a day without sales).
    var buckets: [(first: CalendarDay, sales: [SalesSummary?])] {
        guard isWeekly else { return days.map { ($0.day, [$0.sales]) } }
        var weeks: [(first: CalendarDay, sales: [SalesSummary?])] = []
        for day in days {
            // 1970-01-05 was a Monday; a week is the days with the same floor((days − 4) / 7).
            let monday = day.day.daysSinceEpoch - ((day.day.daysSinceEpoch - 4) % 7 + 7) % 7
            if let last = weeks.last, last.first.daysSinceEpoch >= monday {
                weeks[weeks.count - 1].sales.append(day.sales)
            } else {
                weeks.append((day.day, [day.sales]))
            }
        }
        return weeks
    }
}
