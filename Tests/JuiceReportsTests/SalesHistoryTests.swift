import CSQLite
import Foundation
import JuiceCore
import SeededRandom
import Testing
@testable import JuiceReports

/// The live history: orders taken in as they are appended add up to what one read of the whole
/// file gives, however the appends are cut, for every day, month and metric.
struct SalesHistoryTests {
    private let seoul = TimeZone(identifier: "Asia/Seoul")!
    private let november = ReportPeriod(month: "2026-11")!

    private func history(language: NameLanguage? = .english) throws -> SalesHistory {
        SalesHistory(
            inputs: OrderInputs(paths: []), menu: .standard, query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(language: language))
    }

    /// Orders over November 2026 (and a few in late October, the month before), as JSON Lines and as CSV rows.
    private func orders(seed: UInt64, count: Int) -> (lines: [String], rows: [String]) {
        var random = SplitMix64(seed: seed)
        let juices = ["strawberry", "banana", "mango", "kiwi", "딸기쥬스", "Pineapple"]
        var lines: [String] = []
        var rows: [String] = []
        for number in 0..<count {
            let day = Int.random(in: -3...29, using: &random)
            let date = CalendarDay(year: 2026, month: 11, day: 1).adding(days: day)
            let time = String(
                format: "%02d:%02d", Int.random(in: 7...22, using: &random), Int.random(in: 0...59, using: &random))
            let juice = juices[Int.random(in: 0..<juices.count, using: &random)]
            let quantity = Int.random(in: 1...4, using: &random)
            let price = [4500, 5000, 6000][Int.random(in: 0...2, using: &random)]
            lines.append(
                "{\"id\":\"O-\(number)\",\"orderedAt\":\"\(date)T\(time):00+09:00\",\"juice\":\"\(juice)\",\"quantity\":\(quantity),\"unitPrice\":\(price)}"
            )
            rows.append("O-\(number),\(date),\(time),\(juice),\(quantity),\(price)")
        }
        return (lines, rows)
    }

    /// Cuts `lines` into chunks of 1 to 40 lines, each ending with a line end.
    private func chunks(_ lines: [String], random: inout SplitMix64) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = 0
        while start < lines.count {
            let end = min(lines.count, start + Int.random(in: 1...40, using: &random))
            chunks.append(Array(lines[start..<end].map { $0 + "\n" }.joined().utf8))
            start = end
        }
        return chunks
    }

    private func views(seed: UInt64) -> [LiveView] {
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let days = (0..<3).map { _ in
            ReportPeriod(day: november.first.adding(days: Int.random(in: 0...29, using: &random)))
        }
        return ([november] + days).flatMap { period in SalesHistory.metrics.map { LiveView(period: period, metric: $0) }
        }
    }

    @Test(
        "appended JSON Lines and CSV rows, cut anywhere, add up to one read of the whole file",
        arguments: [UInt64(7), 1_001, 2_026, 31_337, 90_210])
    func appendsAddUpToTheWholeFile(seed: UInt64) throws {
        let (lines, rows) = orders(seed: seed, count: 300)
        var random = SplitMix64(seed: seed)
        var jsonLines = try history()
        for chunk in chunks(lines, random: &random) {
            try jsonLines.take(chunk, name: "orders.ndjson", format: .ndjson)
        }
        var table = try history()
        let header = Array("id,date,time,juice,quantity,unitPrice\n".utf8)
        for chunk in chunks(rows, random: &random) { try table.take(header + chunk, name: "orders.csv", format: .csv) }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sales-history-\(seed)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("orders.ndjson")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file)
        var whole = try history()
        try whole.take(OrderInputs(paths: [file.path]))

        #expect(jsonLines.reading.orders == 300)
        #expect(table.reading.orders == 300)
        for view in views(seed: seed) {
            let expected = try whole.totals(view, as: .csv)
            #expect(try jsonLines.totals(view, as: .csv) == expected, "JSON Lines, \(view.period), \(view.metric)")
            #expect(try table.totals(view, as: .csv) == expected, "CSV, \(view.period), \(view.metric)")
        }
    }

    @Test("a bad line among appended ones is skipped and counted; the lines around it are taken")
    func badLineIsSkipped() throws {
        var history = try history()
        let chunk = """
            {"id":"1","orderedAt":"2026-11-02T10:00:00+09:00","juice":"banana","quantity":2,"unitPrice":4500}
            {"id":"2","orderedAt":
            {"id":"3","orderedAt":"2026-11-02T11:00:00+09:00","juice":"kiwi","quantity":1,"unitPrice":5000}

            """
        let found = try history.take(Array(chunk.utf8), name: "orders.ndjson (from byte 0)", format: .ndjson)
        #expect(found.skipped == 1)
        #expect(found.orders == 2)
        #expect(found.skippedExamples.first?.contains("orders.ndjson (from byte 0), line 2") == true)
        let day = LiveView(period: ReportPeriod(day: CalendarDay(year: 2026, month: 11, day: 2)))
        #expect(try history.figures(day).total == 3)
        #expect(history.reading.skipped == 1)
    }

    @Test("a view's where is read again: each part holds its lines alone, and the parts add up to the whole")
    func filteredViewsAreReadAgain() throws {
        let (lines, _) = orders(seed: 37, count: 300)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("orders.ndjson")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file)
        var whole = try history()
        try whole.take(Array(try Data(contentsOf: file)), name: "orders.ndjson", format: .ndjson)
        for metric in SalesHistory.metrics {
            let month = LiveView(period: november, metric: metric)
            var parts: Int64 = 0
            for quantity in 1...4 {
                var view = month
                view.filter = try ColumnFilter(parsing: ["quantity=\(quantity)"])
                #expect(!whole.holds(view))
                #expect(throws: RequestError.self) { try whole.figures(view) }
                let part = try whole.reading(view, paths: [file.path])
                #expect(part.holds(view))
                let expected = lines.filter { $0.contains("\"quantity\":\(quantity),") && $0.contains("\"2026-11-") }
                let figures = try part.figures(view)
                #expect(figures.total > 0)
                if metric == .units { #expect(figures.total == Int64(expected.count * quantity)) }
                parts += figures.total
            }
            #expect(parts == (try whole.figures(month)).total, "\(metric)")
        }
    }

    @Test("a day's view spells and colours its juices as its 30 days' trend does")
    func dayIsSpelledAsItsTrend() throws {
        var history = try history(language: nil)
        let lines = """
            {"id":"1","orderedAt":"2026-11-02T10:00:00+09:00","juice":"딸기쥬스","quantity":5,"unitPrice":5000}
            {"id":"2","orderedAt":"2026-11-03T10:00:00+09:00","juice":"strawberry","quantity":1,"unitPrice":5000}

            """
        try history.take(Array(lines.utf8), name: "orders.ndjson", format: .ndjson)
        let day = LiveView(period: ReportPeriod(day: CalendarDay(year: 2026, month: 11, day: 3)))
        let trend = try history.sales(day).trend
        #expect(trend.period.days.count == 30)
        // Alone, the 3rd would say "Strawberry"; its 30 days wrote 딸기쥬스 five times out of six.
        let dayTotals = try history.totals(day, as: .csv)
        #expect(dayTotals == "product,units,share,revenue\n딸기쥬스,1,100,5000\n", "\(dayTotals)")
    }

    @Test(
        "a SQLite database's orders give the same totals and hours as the same orders in a file",
        arguments: [UInt64(11), 4_242])
    func databaseEqualsTheFile(seed: UInt64) throws {
        let (lines, rows) = orders(seed: seed, count: 200)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sales-history-db-\(seed)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("orders.ndjson")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file)
        let database = directory.appendingPathComponent("pos.db").path
        var handle: OpaquePointer?
        #expect(sqlite3_open(database, &handle) == SQLITE_OK)
        let inserts = rows.map { row -> String in
            let cells = row.split(separator: ",").map(String.init)
            return
                "INSERT INTO orders VALUES ('\(cells[0])', '\(cells[1])T\(cells[2]):00+09:00', '\(cells[3])', \(cells[4]), \(cells[5]));"
        }.joined()
        #expect(
            sqlite3_exec(
                handle,
                "CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC);"
                    + inserts,
                nil, nil, nil) == SQLITE_OK)
        sqlite3_close(handle)

        var fromFile = try history()
        try fromFile.take(OrderInputs(paths: [file.path]))
        var fromDatabase = try history()
        try fromDatabase.take(OrderInputs(paths: ["sqlite://" + database]))
        for view in views(seed: seed) {
            #expect(
                try fromDatabase.totals(view, as: .csv) == fromFile.totals(view, as: .csv),
                "\(view.period), \(view.metric)")
            let databaseHours = try fromDatabase.sales(view).shown.hours
            #expect(databaseHours?.timedOrders ?? 0 > 0)
            #expect(databaseHours == (try fromFile.sales(view).shown.hours), "hours of \(view.period), \(view.metric)")
        }
    }

    /// `serve --group-by category`: appended CSV rows carry their category, and the live page
    /// draws each group's tail in its own Other.
    @Test func theLivePageGroupsAsAsked() throws {
        var spec = try ChartSpecification(width: 800, height: 600, language: .english, top: 1)
        spec.ringsBy = "category"
        var history = SalesHistory(
            inputs: OrderInputs(paths: []), menu: .standard, query: SalesQuery(timeZone: seoul), chart: spec)
        let rows = """
            id,orderedAt,juice,quantity,category
            1,2026-11-02T10:00:00+09:00,Latte,5,Coffee
            2,2026-11-02T11:00:00+09:00,Mocha,3,Coffee
            3,2026-11-02T12:00:00+09:00,Flat White,2,Coffee
            4,2026-11-03T10:00:00+09:00,Scone,4,Bakery
            5,2026-11-03T10:30:00+09:00,Bagel,1,Bakery
            6,2026-11-03T11:00:00+09:00,Croissant,1,Bakery

            """
        try history.take(Array(rows.utf8), name: "orders.csv", format: .csv)
        let svg = String(
            decoding: try history.chart(
                LiveView(period: november), format: .svg, canvas: Size(width: 800, height: 600)), as: UTF8.self)
        #expect(svg.contains("Other Coffee (2)"), "\(svg.prefix(2000))")
        #expect(svg.contains("Other Bakery (2)"))
    }
}
