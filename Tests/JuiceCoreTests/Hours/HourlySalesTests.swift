import Foundation
import SeededRandom
import Testing
@testable import JuiceCore
@testable import JuiceIngest

/// The hours grid must hold exactly what an independent count of the same orders finds: each
/// sold order of the period in the cell of its wall-clock hour and its business day's weekday,
/// worked out here with Foundation's calendar from the times as written, not with the resolver.
struct HourlySalesTests {
    private static let juices = ["strawberry", "banana", "kiwi", "mango", "딸바쥬스"]

    /// One generated order: what the CSV says, and what the count expects of it.
    private struct Sale {
        let row: String
        /// The wall clock's date and seconds after midnight; nil seconds for a date without a time.
        let date: CalendarDay
        let seconds: Int?
        let sold: Bool
        let units: Int64
        let revenue: Int64
    }

    /// Orders over the weeks around both of New York's 2026 clock changes (8 March, 1 November),
    /// written as instants in UTC, as local times of `zone`, or as dates alone.
    private static func history(seed: UInt64, count: Int, zone: TimeZone) -> [Sale] {
        var random = SplitMix64(seed: seed)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let windows = [1_772_600_000, 1_793_000_000]  // 2026-03-04, 2026-10-27 (UTC)
        return (0..<count).map { index in
            let instant = windows[Int(random.next() % 2)] + Int(random.next() % (12 * 86_400))
            let parts = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute, .second],
                from: Date(timeIntervalSince1970: TimeInterval(instant)))
            let date = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
            let seconds = parts.hour! * 3600 + parts.minute! * 60 + parts.second!
            let quantity = Int64(1 + random.next() % 4), price = Int64(4000 + 500 * (random.next() % 4))
            let status = ["completed", "completed", "completed", "cancelled", "refunded"][Int(random.next() % 5)]
            let juice = juices[Int(random.next() % UInt64(juices.count))]
            let form = random.next() % 6
            let written: String
            var known: Int? = seconds
            switch form {
            case 0:
                written = date.description
                known = nil
            case 1, 2:
                // The wall clock as written (a time the clock showed twice is read as its first).
                written = "\(date) " + String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
            default:
                let utc = CalendarDay(daysSinceEpoch: instant / 86_400)
                let clock = instant % 86_400
                written = "\(utc)T" + String(format: "%02d:%02d:%02dZ", clock / 3600, clock / 60 % 60, clock % 60)
            }
            return Sale(
                row: "\(index),\(written),\(juice),\(quantity),\(price),\(status)", date: date, seconds: known,
                sold: status == "completed", units: quantity, revenue: quantity * price * Money.scale)
        }
    }

    private static func csv(_ sales: ArraySlice<Sale>) -> [UInt8] {
        Array((["id,orderedAt,juice,quantity,unitPrice,status"] + sales.map(\.row)).joined(separator: "\n").utf8)
    }

    private static func read(
        _ sales: ArraySlice<Sale>, into sink: inout HourlySalesAggregator<SalesAggregator>, zone: TimeZone
    ) throws {
        var options = OrderReadOptions(format: .csv)
        options.localClock = LocalClock(timeZone: zone)
        _ = try OrderCSVReader(options: options).read(MemoryByteSource(csv(sales), name: "orders.csv"), into: &sink)
    }

    /// What the grid should hold, counted from the wall clock as written.
    private static func expected(_ sales: [Sale], period: ReportPeriod?, dayStart: DayStart, zone: TimeZone)
        -> HourlySalesExpectation
    {
        var expectation = HourlySalesExpectation()
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        for sale in sales where sale.sold {
            // The business day: the date, or the day before for a time before the day's start.
            var day = sale.date
            if let seconds = sale.seconds, seconds < dayStart.secondsAfterMidnight {
                let previous = utc.date(
                    byAdding: .day, value: -1,
                    to: utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!)!
                let parts = utc.dateComponents([.year, .month, .day], from: previous)
                day = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
            }
            if let period, !period.contains(day) { continue }
            guard let seconds = sale.seconds else {
                expectation.untimed += 1
                continue
            }
            // Foundation's weekday: 1 is Sunday; the grid's rows start on Monday.
            let weekday =
                (utc.component(
                    .weekday, from: utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!) + 5)
                % 7
            let cell = weekday * 24 + seconds / 3600
            expectation.units[cell] += sale.units
            expectation.revenue[cell] += sale.revenue
            expectation.orders[cell] += 1
        }
        return expectation
    }

    private struct HourlySalesExpectation: Equatable {
        var units = Array(repeating: Int64(0), count: 168)
        var revenue = Array(repeating: Int64(0), count: 168)
        var orders = Array(repeating: 0, count: 168)
        var untimed = 0

        init() {}

        init(_ hours: HourlySales) {
            units = hours.units
            revenue = hours.revenue
            orders = hours.orders
            untimed = hours.untimedOrders
        }
    }

    @Test(arguments: ["America/New_York", "Asia/Seoul", "Australia/Lord_Howe"])
    func everyOrderIsInTheCellOfItsHourAndBusinessDay(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        for seed in UInt64(1)...12 {
            let sales = Self.history(seed: seed, count: 150 + Int(seed) * 20, zone: zone)
            let start = [DayStart.midnight, DayStart("04:00")!, DayStart("05:30")!][Int(seed % 3)]
            let window = sales[0].date
            let periods: [ReportPeriod?] = [
                nil, ReportPeriod(first: window.adding(days: 2), last: window.adding(days: 8)),
            ]
            for period in periods {
                let query = SalesQuery(period: period, timeZone: zone, metric: .units, dayStart: start)
                var whole = HourlySalesAggregator(base: SalesAggregator(query: query), query: query)
                try Self.read(sales[...], into: &whole, zone: zone)
                let expected = Self.expected(sales, period: period, dayStart: start, zone: zone)
                #expect(
                    HourlySalesExpectation(whole.hours) == expected,
                    "\(zoneName), seed \(seed), from \(start), \(period.map(\.description) ?? "every day")")
                if period == nil {
                    #expect(expected.untimed > 0 && expected.orders.reduce(0, +) > 0, "the history has both kinds")
                }
                // The base counted the same sold orders: the grid's and the untimed ones.
                #expect(whole.base.summary().soldOrders == whole.hours.timedOrders + whole.hours.untimedOrders)
                #expect(
                    whole.base.summary().totalUnits == whole.hours.units.reduce(0, +)
                        + sales.filter { $0.sold && $0.seconds == nil }.reduce(0) { sum, sale in
                            period.map { $0.contains(sale.date) } ?? true ? sum + sale.units : sum
                        })

                // Two halves counted apart and merged give the same grid.
                var first = whole.emptyCopy(), second = whole.emptyCopy()
                try Self.read(sales[..<(sales.count / 2)], into: &first, zone: zone)
                try Self.read(sales[(sales.count / 2)...], into: &second, zone: zone)
                try first.merge(second)
                #expect(first.hours == whole.hours)
            }
        }
    }

    /// An order with a date but no time is counted apart, in no cell; the day's other orders are in theirs.
    @Test func aDateWithoutATimeIsInNoCell() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let query = SalesQuery(timeZone: seoul, metric: .revenue)
        var sink = HourlySalesAggregator(base: SalesAggregator(query: query), query: query)
        var options = OrderReadOptions(format: .csv)
        options.localClock = LocalClock(timeZone: seoul)
        let csv =
            "id,date,time,juice,quantity,unitPrice\n1,2026-11-21,11:15,kiwi,2,5000\n2,2026-11-21,,kiwi,3,5000\n3,2026-11-21,00:00,kiwi,1,5000\n"
        _ = try OrderCSVReader(options: options).read(MemoryByteSource(Array(csv.utf8), name: "o.csv"), into: &sink)
        #expect(sink.hours.untimedOrders == 1)
        #expect(sink.hours.timedOrders == 2)
        #expect(sink.hours.units(.saturday, hour: 11) == 2)
        #expect(sink.hours.revenue(.saturday, hour: 11) == 10_000 * Money.scale)
        // Written as 00:00, the time is known: midnight.
        #expect(sink.hours.units(.saturday, hour: 0) == 1)
        #expect(sink.hours.units.reduce(0, +) == 3)
        #expect(sink.base.summary().totalUnits == 6)
    }

    /// Found comparing a database's hours with a file's: a return written with a positive amount
    /// added its amount to its hour, and a refund of money only its units; each nets out in its
    /// hour as in the totals.
    @Test func returnsAndRefundsOfMoneyOnlyNetOutInTheirHourAsInTheTotals() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let query = SalesQuery(timeZone: seoul, metric: .revenue)
        var sink = HourlySalesAggregator(base: SalesAggregator(query: query), query: query)
        var options = OrderReadOptions(format: .csv)
        options.localClock = LocalClock(timeZone: seoul)
        let csv =
            "id,orderedAt,juice,quantity,unitPrice,amount\n1,2026-11-21 10:05,kiwi,3,5000,\n2,2026-11-21 10:40,kiwi,-1,,5000\n"
            + "3,2026-11-21 10:50,kiwi,1,,-2000\n"
        _ = try OrderCSVReader(options: options).read(MemoryByteSource(Array(csv.utf8), name: "o.csv"), into: &sink)
        #expect(sink.hours.units(.saturday, hour: 10) == 2)
        #expect(sink.hours.revenue(.saturday, hour: 10) == 8_000 * Money.scale)
        let total = sink.base.summary()
        #expect(total.totalUnits == 2 && total.totalRevenue == 8_000 * Money.scale)
    }
}
