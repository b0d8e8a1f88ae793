import ChartTestSupport
import Foundation
import JuiceCore
import PieGeometry
import PieRender
import Testing
@testable import JuiceReports

/// The hours heatmap run in-process: what it counts, names and draws, and the report's page of hours.
struct HoursRunTests {
    private let month = ChartRunTests.samples.appendingPathComponent("month.json").path
    private let seoul = TimeZone(identifier: "Asia/Seoul")!
    private let newYork = TimeZone(identifier: "America/New_York")!

    private func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A late bar in New York: Friday 2026-11-20 and Saturday 2026-11-21 evenings, selling past midnight.
    private let bar = """
        id,date,time,juice,quantity,unitPrice
        1,2026-11-20,21:10,kiwi,2,7.5
        2,2026-11-20,23:40,kiwi,3,7.5
        3,2026-11-21,00:20,mango,4,8
        4,2026-11-21,01:30,mango,5,8
        5,2026-11-21,22:15,kiwi,1,7.5
        6,2026-11-22,01:05,kiwi,6,7.5
        7,2026-11-21,,mango,9,8
        """

    private func hours(
        _ csv: String, dayStart: DayStart = .midnight, metric: SalesMetric = .units, period: ReportPeriod? = nil,
        output: String = "hours.png"
    ) throws -> HoursResult {
        let directory = try ChartRunTests.temporaryDirectory()
        let input = try write(csv, "orders.csv", in: directory)
        let request = HoursRequest(
            inputs: OrderInputs(paths: [input]),
            query: SalesQuery(period: period, timeZone: newYork, metric: metric, dayStart: dayStart),
            chart: try ChartSpecification(
                language: .english, currency: Currency(code: "USD", symbol: "$", fractionDigits: 2)),
            output: try ChartOutput(path: directory.appendingPathComponent(output).path, format: nil))
        return try request.run()
    }

    /// With days from 04:00 the sales after midnight are the evening's: Friday's row, at hours 0 and 1,
    /// shown after 23. The order with a date alone is in no hour, and in the note.
    @Test func aSaleAfterMidnightIsOnTheEveningsWeekday() throws {
        let result = try hours(bar, dayStart: DayStart("04:00")!)
        let grid = result.hours
        #expect(grid.units(.friday, hour: 0) == 4 && grid.units(.friday, hour: 1) == 5)
        #expect(grid.units(.saturday, hour: 1) == 6 && grid.units(.saturday, hour: 22) == 1)
        #expect(grid.units(.saturday, hour: 0) == 0)
        #expect(grid.untimedOrders == 1 && grid.timedOrders == 6)
        #expect(result.notes == ["1 order has a date but no time of day; it is left out of the hours"])
        #expect(result.period.description == "2026-11-20 – 2026-11-21")
        // Hours in business-day order from 04:00: 21, 22, 23, 0, 1, widened to six from the first.
        #expect(result.chart.request.columnLabels == ["21", "22", "23", "0", "1", "2"])
        #expect(result.chart.request.rowLabels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(result.chart.request.cellTexts[4] == ["2", nil, "3", "4", "5", nil])
        #expect(result.busiest == "Busiest: Saturday 01:00–02:00, Friday 01:00–02:00")
        #expect(
            result.chart.request.subtitle
                == "Busiest: Saturday 01:00–02:00, Friday 01:00–02:00 ⋅ hours in America/New_York, days from 04:00")
        #expect(
            result.written.hasSuffix(
                "(PNG, 6 hours × 7 weekdays, 2026-11-20 – 2026-11-21); Busiest: Saturday 01:00–02:00, Friday 01:00–02:00"
            ))

        // From midnight the same sales are on the calendar's days, the hours from 0.
        let calendar = try hours(bar)
        #expect(calendar.hours.units(.saturday, hour: 0) == 4 && calendar.hours.units(.sunday, hour: 1) == 6)
        let everyHour: [String] = (0..<24).map { (hour: Int) -> String in String(hour) }
        #expect(calendar.chart.request.columnLabels == everyHour)
        // Sales after midnight and none from 02:00 to 21:00: the note suggests where the day starts.
        #expect(
            calendar.notes.last
                == "sales run past midnight, until 02:00, and count on the next day; give --day-starts 02:00 to count them on the evening's day"
        )
        #expect(!result.notes.contains { $0.contains("--day-starts") })
    }

    @Test func revenueIsShadedAndWrittenInTheCurrency() throws {
        let result = try hours(bar, dayStart: DayStart("04:00")!, metric: .revenue)
        #expect(result.hours.revenue(.friday, hour: 1) == 40 * Money.scale)
        #expect(result.chart.request.scaleCaption == "revenue ($)")
        #expect(result.chart.request.cellTexts[5][4] == "45")
        // $45 on Saturday at 1, $40 on Friday: within a fifth of it.
        #expect(result.busiest == "Busiest: Saturday 01:00–02:00, Friday 01:00–02:00")
        // The busiest cell is the darkest, an hour without sales has no colour.
        let colors = result.chart.cellColors
        #expect(colors[5][4] == SequentialScale.oranges.color(at: 1))
        #expect(colors[0][0] == nil)
    }

    /// Orders with dates but no times have no hours to draw: exit 67 with what to give.
    @Test func noTimesAtAllIsAnError() throws {
        let undated = "id,date,juice,quantity\n1,2026-11-20,kiwi,2\n2,2026-11-21,mango,1\n"
        #expect(throws: HoursError.self) { try hours(undated) }
        do {
            _ = try hours(undated)
        } catch {
            #expect(
                "\(error)".hasSuffix(
                    "orders.csv: none of its 2 orders on 2026-11-20 – 2026-11-21 has a time of day, only a date, so there are "
                        + "no hours to draw; give the orders' times (a time column, or date-times such as 2026-11-21 09:15)"
                ))
            #expect(ExitStatus(for: error) == .badData)
        }
    }

    /// A database adds up by day and hour for the heatmap (aDatabaseDrawsTheHoursOfTheSameOrdersInAFile); fruit has no hours.
    @Test func fruitIsRefused() throws {
        let spec = try ChartSpecification()
        let output = try ChartOutput(path: "h.png", format: nil)
        let database = HoursRequest(
            inputs: OrderInputs(paths: ["sqlite:/tmp/pos.db"]), query: SalesQuery(timeZone: seoul), chart: spec,
            output: output)
        #expect(throws: Never.self) { try database.checked() }
        let fruit = HoursRequest(
            inputs: OrderInputs(paths: [month]), query: SalesQuery(timeZone: seoul, grouping: .fruit), chart: spec,
            output: output)
        #expect(throws: RequestError.self) { try fruit.checked() }
    }

    @Test func busiestHoursAreRunsOfNearlyTheBusiestFigure() {
        var grid = HourlySalesProbe(start: .midnight)
        grid.add(.saturday, 11, 10)
        grid.add(.saturday, 12, 9)
        grid.add(.saturday, 13, 5)
        grid.add(.sunday, 10, 8)
        grid.add(.sunday, 11, 9)
        grid.add(.monday, 9, 2)
        let hours = HoursContent.hours(grid.sales)
        #expect(hours == Array(9...14))
        #expect(HoursContent.suggestedDayStart(grid.sales) == nil)
        let runs = HoursContent.busiest(grid.sales, metric: .units, hours: hours)
        #expect(HoursWords(language: .english).busiest(runs) == "Busiest: Saturday 11:00–13:00, Sunday 10:00–12:00")
        #expect(HoursWords(language: .korean).busiest(runs) == "가장 바쁜 시간: 토요일 11:00–13:00, 일요일 10:00–12:00")
    }

    @Test func figuresAreShortInTheCells() {
        #expect(
            ["0", "8", "950", "1k", "8.5k", "135k", "1.2M", "12M", "-3"]
                == [0, 8, 950, 1_000, 8_499, 135_400, 1_234_567, 12_345_678, -3].map {
                    HoursContent.compact(Double($0))
                })
        #expect(HoursContent.compact(2.5, tenths: true) == "2.5" && HoursContent.compact(2.5) == "3")
    }

    /// Korean data draws Korean weekdays and hours, as the chart's other words follow the names' language.
    @Test func labelsFollowTheChartsLanguage() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let request = HoursRequest(
            inputs: OrderInputs(paths: [month]),
            query: SalesQuery(period: ReportPeriod(month: "2026-11"), timeZone: seoul),
            chart: try ChartSpecification(),
            output: try ChartOutput(path: directory.appendingPathComponent("h.svg").path, format: nil))
        let result = try request.run()
        #expect(result.chart.request.rowLabels == ["월", "화", "수", "목", "금", "토", "일"])
        #expect(result.chart.request.columnLabels.first == "10시")
        #expect(result.chart.request.title == "Units by hour ⋅ 2026년 11월 1일–30일")
        #expect(result.chart.request.subtitle?.hasPrefix("가장 바쁜 시간: ") == true)
        #expect(result.hours.timedOrders == result.total.soldOrders)
        #expect(result.hours.units.reduce(0, +) == result.total.totalUnits)
        let svg = String(decoding: try Data(contentsOf: directory.appendingPathComponent("h.svg")), as: UTF8.self)
        #expect(svg.contains("Units by hour"))
    }

    /// The report's page of hours: in the PDF and the HTML when the orders carry times, with the
    /// busiest hours named; left out when none does.
    @Test func theReportAddsAPageOfHours() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let pdf = directory.appendingPathComponent("report.pdf").path
        let request = try PeriodReportRequest(
            inputs: OrderInputs(paths: [month]),
            query: SalesQuery(period: ReportPeriod(month: "2026-11"), timeZone: seoul),
            chart: try ChartSpecification(), output: pdf)
        let result = try request.run()
        #expect(result.pages == 4)
        let text = try PeriodReportRunTests.tool(["pdftotext", "-layout", pdf, "-"])
        let pages = text.split(separator: "\u{0C}").filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        #expect(pages.count == 4)
        #expect(pages[3].contains("When the shop sells"))
        #expect(pages[3].contains("Busiest: Tuesday 14:00–15:00, Sunday 11:00–12:00, Sunday 14:00–15:00"))
        #expect(pages[3].contains("Hours in Asia/Seoul."))
        #expect(pages[3].contains("토") && pages[3].contains("14시"))

        let html = directory.appendingPathComponent("report.html").path
        _ = try PeriodReportRequest(
            inputs: OrderInputs(paths: [month]),
            query: SalesQuery(period: ReportPeriod(month: "2026-11"), timeZone: seoul),
            chart: try ChartSpecification(), output: html
        ).run()
        let page = String(decoding: try Data(contentsOf: URL(fileURLWithPath: html)), as: UTF8.self)
        #expect(
            page.contains(
                "<h2 style=\"font-size: 17px; margin: 28px 0 8px 0; padding-top: 16px; border-top: 1px solid #d0d7de;\">When the shop sells</h2>"
            ))
        #expect(
            page.contains(
                "<p class=\"busiest\" style=\"margin: 0 0 8px 0; font-size: 14px;\">Busiest: Tuesday 14:00–15:00, Sunday 11:00–12:00, Sunday 14:00–15:00</p>"
            ))
        #expect(page.contains("<img class=\"chart hours\" src=\"data:image/png;base64,"))

        // Dates without times: no page, no sentence, and the note.
        let undated = try write(
            "id,date,juice,quantity\n1,2026-11-20,kiwi,2\n2,2026-11-21,mango,1\n", "undated.csv", in: directory)
        let plain = directory.appendingPathComponent("plain.pdf").path
        let without = try PeriodReportRequest(
            inputs: OrderInputs(paths: [undated]), query: SalesQuery(timeZone: seoul), chart: try ChartSpecification(),
            output: plain
        ).run()
        #expect(without.notes.contains("2 orders have a date but no time of day; they are left out of the hours"))
        #expect(!(try PeriodReportRunTests.tool(["pdftotext", plain, "-"])).contains("When the shop sells"))
    }
}

/// A grid filled cell by cell through the aggregator, as a reader would fill it.
private struct HourlySalesProbe {
    var sink: HourlySalesAggregator<SalesAggregator>
    var sales: HourlySales { sink.hours }

    init(start: DayStart) {
        let query = SalesQuery(timeZone: TimeZone(identifier: "UTC")!, dayStart: start)
        sink = HourlySalesAggregator(base: SalesAggregator(query: query), query: query)
    }

    /// `units` of kiwi in one order at `hour` on the `weekday` of the week of 2026-11-16 (a Monday).
    mutating func add(_ weekday: Weekday, _ hour: Int, _ units: Int64) {
        let day = CalendarDay(year: 2026, month: 11, day: 16).adding(days: weekday.rawValue)
        let time = "\(day)T" + (hour < 10 ? "0" : "") + "\(hour):15:00Z"
        let slot = sink.slot(for: .menu("kiwi"))
        try? sink.add(
            OrderRecord(
                orderedAt: OrderTimestamp.parse(time), lines: [SaleLine(slot: slot, quantity: units, unitPrice: 5000)]),
            at: { nil })
    }
}
