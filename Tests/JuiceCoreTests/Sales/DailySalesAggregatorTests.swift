import SeededRandom
import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

/// The daily report's one-pass totals must be exactly what a chart of each day, and of the
/// whole period, counts: checked over many generated histories with a fixed seed.
struct DailySalesAggregatorTests {
    private static let seoul = TimeZone(identifier: "Asia/Seoul")!
    private static let juices = ["strawberry", "banana", "kiwi", "mango", "딸바쥬스", "수박쥬스", "Lemon"]

    /// Offsets from UTC as written, with their seconds; statuses, completed the most often.
    private static let offsets: [(String, Int)] = [("+09:00", 9 * 3600), ("Z", 0), ("-05:00", -5 * 3600)]
    private static let statuses = ["completed", "completed", "completed", "cancelled", "refunded"]

    /// A history of `count` orders over about ten days around the turn of November, with
    /// multi-item orders, cancelled and refunded ones, prices and offsets that cross midnight.
    private static func history(seed: UInt64, count: Int) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var orders: [String] = []
        for index in 0..<count {
            let second = 1_793_000_000 + Int(random.next() % (10 * 86_400))
            let (offset, offsetSeconds) = offsets[Int(random.next() % 3)]
            let local = second + offsetSeconds
            let clock = local % 86_400
            let time =
                "\(CalendarDay(daysSinceEpoch: local / 86_400))T"
                + String(format: "%02d:%02d:%02d", clock / 3600, clock / 60 % 60, clock % 60) + offset
            let status = statuses[Int(random.next() % 5)]
            let items: [String] = (0...Int(random.next() % 3)).map { _ in
                let juice: String = juices[Int(random.next() % UInt64(juices.count))]
                let quantity: UInt64 = 1 + random.next() % 4
                let price: UInt64 = 4000 + 500 * (random.next() % 4)
                return "{\"juice\": \"\(juice)\", \"quantity\": \(quantity), \"unitPrice\": \(price)}"
            }
            orders.append(
                "{\"id\": \(index), \"orderedAt\": \"\(time)\", \"status\": \"\(status)\", \"items\": [\(items.joined(separator: ", "))]}"
            )
        }
        return Array(("[" + orders.joined(separator: ",\n") + "]").utf8)
    }

    private static func read<Sink: OrderRecordSink>(_ bytes: [UInt8], into sink: inout Sink) throws {
        _ = try OrderStreamReader().read(MemoryByteSource(bytes, name: "h.json"), into: &sink)
    }

    @Test(arguments: [(SalesMetric.units, SalesGrouping.juice), (.revenue, .juice), (.units, .fruit)])
    func everyDayAddsUpAsAChartOfThatDay(metric: SalesMetric, grouping: SalesGrouping) throws {
        for seed in UInt64(1)...25 {
            let bytes = Self.history(seed: seed, count: 40 + Int(seed) * 7)
            let query = SalesQuery(timeZone: Self.seoul, metric: metric, grouping: grouping)
            var daily = DailySalesAggregator(query: query)
            try Self.read(bytes, into: &daily)
            let (total, days) = daily.summaries()

            var whole = SalesAggregator(query: query)
            try Self.read(bytes, into: &whole)
            #expect(total == whole.summary(), "seed \(seed)")

            // Days with only cancelled orders may lie outside the first and last day with sales.
            let first = min(try #require(total.firstDay), try #require(days.first?.day))
            let last = max(try #require(total.lastDay), try #require(days.last?.day))
            var seen = 0
            for day in ReportPeriod(first: first, last: last)!.days {
                var single = SalesAggregator(
                    query: SalesQuery(
                        period: ReportPeriod(day: day), timeZone: Self.seoul, metric: metric, grouping: grouping))
                try Self.read(bytes, into: &single)
                let expected = single.summary()
                guard let found = days.first(where: { $0.day == day }) else {
                    #expect(expected.soldOrders == 0 && expected.excludedOrders == 0, "seed \(seed): \(day) is missing")
                    continue
                }
                seen += 1
                #expect(
                    Set(found.sales.segments.map { "\($0.juice)=\($0.value)" })
                        == Set(expected.segments.map { "\($0.juice)=\($0.value)" }))
                #expect(
                    found.sales.totalUnits == expected.totalUnits && found.sales.totalRevenue == expected.totalRevenue)
                #expect(
                    found.sales.soldOrders == expected.soldOrders
                        && found.sales.excludedOrders == expected.excludedOrders)
                #expect(
                    found.sales.period == ReportPeriod(day: day) && found.sales.latestInstant == expected.latestInstant)
                #expect(
                    Set(found.sales.juiceTotals.map { "\($0.juice)=\($0.units)/\(String(describing: $0.revenue))" })
                        == Set(expected.juiceTotals.map { "\($0.juice)=\($0.units)/\(String(describing: $0.revenue))" })
                )
            }
            #expect(seen == days.count, "seed \(seed): a day outside first…last")
            #expect(days.map(\.day) == days.map(\.day).sorted())
        }
    }

    @Test func mergingTwoHalvesEqualsReadingTheWhole() throws {
        for seed in UInt64(100)...110 {
            let bytes = Self.history(seed: seed, count: 120)
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.dropFirst().dropLast().components(separatedBy: ",\n")
            let half = lines.count / 2
            let query = SalesQuery(timeZone: Self.seoul)
            var whole = DailySalesAggregator(query: query), first = whole.emptyCopy(), second = whole.emptyCopy()
            try Self.read(bytes, into: &whole)
            try Self.read(Array(("[" + lines[..<half].joined(separator: ",\n") + "]").utf8), into: &first)
            try Self.read(Array(("[" + lines[half...].joined(separator: ",\n") + "]").utf8), into: &second)
            try first.merge(second)
            let (mergedTotal, mergedDays) = first.summaries()
            let (total, days) = whole.summaries()
            #expect(mergedTotal.totalUnits == total.totalUnits && mergedTotal.soldOrders == total.soldOrders)
            #expect(mergedDays.map(\.day) == days.map(\.day))
            for (a, b) in zip(mergedDays, days) {
                #expect(
                    Set(a.sales.segments.map { "\($0.juice)=\($0.value)" })
                        == Set(b.sales.segments.map { "\($0.juice)=\($0.value)" }))
                #expect(a.sales.excludedOrders == b.sales.excludedOrders)
            }
        }
    }

    @Test func keepsOnlyThePeriodAndRefusesUndatedOrders() throws {
        let query = SalesQuery(period: ReportPeriod(day: CalendarDay("2026-11-21")!), timeZone: Self.seoul)
        var daily = DailySalesAggregator(query: query)
        try Self.read(
            Array(
                """
                [{"juice": "kiwi", "orderedAt": "2026-11-21T23:30:00+09:00"},
                 {"juice": "kiwi", "orderedAt": "2026-11-21T15:30:00Z"},
                 {"juice": "mango", "orderedAt": "2026-11-20T23:59:59+09:00"}]
                """.utf8), into: &daily)
        let (total, days) = daily.summaries()
        #expect(total.totalUnits == 1)
        #expect(days.map(\.day) == [CalendarDay("2026-11-21")!])

        var undated = DailySalesAggregator(query: SalesQuery(timeZone: Self.seoul))
        #expect(throws: SalesAggregationError.self) {
            try Self.read(
                Array(#"[{"juice": "kiwi", "orderedAt": "2026-11-21T10:00:00Z"}, {"id": "B", "juice": "kiwi"}]"#.utf8),
                into: &undated)
        }
        // The refused order left nothing behind.
        #expect(undated.summaries().total.totalUnits == 1)
    }

    @Test func readsALargeFileOnTwoCoresAsOnOne() throws {
        // JSON Lines past the two-core threshold, one order per line, over thirty days.
        var random = SplitMix64(seed: 7)
        var text = ""
        var index = 0
        while text.utf8.count < OrderStreamReader.splitThreshold + (1 << 20) {
            let second = 1_793_000_000 + Int(random.next() % (30 * 86_400))
            let day = CalendarDay(daysSinceEpoch: second / 86_400)
            let clock = second % 86_400
            text +=
                "{\"id\": \(index), \"orderedAt\": \"\(day)T"
                + String(format: "%02d:%02d:%02d", clock / 3600, clock / 60 % 60, clock % 60)
                + "Z\", \"juice\": \"\(Self.juices[Int(random.next() % UInt64(Self.juices.count))])\", \"quantity\": \(1 + random.next() % 3)}\n"
            index += 1
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "daily-two-cores-\(UUID().uuidString).ndjson")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let query = SalesQuery(timeZone: Self.seoul)
        var twoCores = DailySalesAggregator(query: query), oneCore = DailySalesAggregator(query: query)
        let report = try OrderStreamReader().readOnTwoCores(try FileByteSource(path: url.path), into: &twoCores)
        _ = try OrderStreamReader().read(try FileByteSource(path: url.path), into: &oneCore)
        #expect(report.orders == index)
        let (a, b) = (twoCores.summaries(), oneCore.summaries())
        #expect(a.total.totalUnits == b.total.totalUnits && a.total.soldOrders == index)
        #expect(a.days.map(\.day) == b.days.map(\.day))
        for (x, y) in zip(a.days, b.days) {
            #expect(
                Set(x.sales.segments.map { "\($0.juice)=\($0.value)" })
                    == Set(y.sales.segments.map { "\($0.juice)=\($0.value)" }))
        }
    }

    @Test func refusesMoreDaysThanOneReportCovers() throws {
        let days = (0...DailySalesAggregator.maximumDays).map {
            "{\"juice\": \"kiwi\", \"orderedAt\": \"\(CalendarDay(daysSinceEpoch: 10_000 + $0))T12:00:00Z\"}"
        }
        var daily = DailySalesAggregator(query: SalesQuery(timeZone: Self.seoul))
        #expect(throws: SalesAggregationError.tooManyDays(limit: 3_660)) {
            try Self.read(Array(("[" + days.joined(separator: ",") + "]").utf8), into: &daily)
        }
        // Not an order's fault: even --skip-invalid stops here.
        var skipping = DailySalesAggregator(query: SalesQuery(timeZone: Self.seoul))
        #expect(throws: SalesAggregationError.tooManyDays(limit: 3_660)) {
            _ = try OrderStreamReader(options: OrderReadOptions(skipInvalid: true))
                .read(
                    MemoryByteSource(Array(("[" + days.joined(separator: ",") + "]").utf8), name: "h.json"),
                    into: &skipping)
        }
    }
}
