import Foundation
import JuiceCore
import PieRender
import Testing
@testable import JuiceReports

/// The daily report run in-process: one pass over the orders, one drawing per day.
struct DailyReportRunTests {
    private let month = ChartRunTests.samples.appendingPathComponent("month.json").path
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func request(_ directory: URL, format: ChartFormat = .png, period: ReportPeriod? = nil) throws
        -> DailyReportRequest
    {
        DailyReportRequest(
            inputs: OrderInputs(paths: [month]), query: SalesQuery(period: period, timeZone: seoul),
            chart: try ChartSpecification(), outDirectory: directory.path, format: format, summary: .csv)
    }

    /// The images the page embeds, by day, decoded from their data URIs.
    private func embedded(_ html: String, mediaType: String) throws -> [String: [UInt8]] {
        let pattern = try Regex(
            #"<section class="day" id="day-(\d{4}-\d\d-\d\d)">\n<h2>[^<]*</h2>\n<img class="chart" src="data:"#
                + mediaType.replacingOccurrences(of: "+", with: "\\+") + #";base64,([^"]*)""#)
        var images: [String: [UInt8]] = [:]
        for match in html.matches(of: pattern) {
            images[String(match.output[1].substring!)] = Array(
                try #require(Data(base64Encoded: String(match.output[2].substring!))))
        }
        return images
    }

    @Test func theMonthGetsAChartPerDayAndThePageShowsTheSameDrawing() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let result = try request(directory).run()
        #expect(result.charts == 30 && result.period.days.count == 30)
        #expect(result.written == "\(directory.path)/index.html and 30 charts (30 days, 2026-11-01 – 2026-11-30)")
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.hasPrefix(HTMLText.documentStart(language: "ko") + "<title>"))
        let images = try embedded(html, mediaType: "image/png")
        #expect(images.count == 30)
        for (day, image) in images {
            #expect(image == Array(try Data(contentsOf: directory.appendingPathComponent("\(day).png"))), "\(day)")
        }
        // The period's figures are those of one chart over the same month.
        let chart = try ChartRequest(
            source: .orders(OrderInputs(paths: [month])),
            query: SalesQuery(period: ReportPeriod(month: "2026-11"), timeZone: seoul),
            chart: try ChartSpecification(), output: nil, summary: .csv
        ).run()
        #expect(result.table == chart.table)
        #expect(result.total.totalUnits == chart.sales.totalUnits)
    }

    @Test func pointingAtASliceShowsItsJuiceUnitsAndShare() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        _ = try request(directory, period: ReportPeriod(month: "2026-11")).run()
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        // Each day's image uses its map; each area is a slice, titled like the SVG description.
        let maps = html.matches(of: try Regex(#"<map name="slices-(\d{4}-\d\d-\d\d)">\n((?:<area [^>]*>\n)+)</map>"#))
        #expect(maps.count == 30)
        #expect(html.components(separatedBy: "usemap=\"#slices-").count - 1 == 30)
        let first = try #require(maps.first)
        let areas = String(first.output[2].substring!).split(separator: "\n")
        for area in areas {
            #expect(area.hasPrefix("<area shape=\"poly\" coords=\""))
            #expect(area.contains(try Regex(#"title="[^"]+: [\d,]+ units?, [<\d.]+%""#)), "\(area)")
        }
        // The areas stay on the image and name the day's juices.
        let day = String(first.output[1].substring!)
        let sales = try ChartRequest(
            source: .orders(OrderInputs(paths: [month])),
            query: SalesQuery(period: ReportPeriod(day: CalendarDay(day)!), timeZone: seoul),
            chart: try ChartSpecification(), output: nil
        ).run().sales
        #expect(areas.count == sales.segments.count)
        for match in String(first.output[2].substring!).matches(of: try Regex(#"coords="([^"]*)""#)) {
            let numbers = String(match.output[1].substring!).split(separator: ",").compactMap { Int($0) }
            #expect(numbers.count >= 6 && numbers.count % 2 == 0)
            #expect(numbers.allSatisfy { $0 >= 0 && $0 <= 800 })
        }
    }

    @Test func pdfDaysAreShownAsSVGDrawnFromTheSameLayout() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let result = try request(
            directory, format: .pdf,
            period: ReportPeriod(first: CalendarDay("2026-11-03")!, last: CalendarDay("2026-11-05")!)
        ).run()
        #expect(result.charts == 3)
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let images = try embedded(html, mediaType: "image/svg+xml")
        #expect(images.keys.sorted() == ["2026-11-03", "2026-11-04", "2026-11-05"])
        for image in images.values { #expect(String(decoding: image, as: UTF8.self).contains("<svg role=\"img\"")) }
        let pdf = try Data(contentsOf: directory.appendingPathComponent("2026-11-04.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
    }

    @Test func daysDrawnInParallelGiveTheSameBytesOnEveryRun() throws {
        for format in [ChartFormat.svg, .png] {
            let (first, second) = (try ChartRunTests.temporaryDirectory(), try ChartRunTests.temporaryDirectory())
            _ = try request(first, format: format).run()
            _ = try request(second, format: format).run()
            let files = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
            #expect(files.count == 31)
            for file in files {
                #expect(
                    try Data(contentsOf: first.appendingPathComponent(file))
                        == Data(contentsOf: second.appendingPathComponent(file)), "\(file)")
            }
        }
    }

    @Test func noOrdersAndNoPeriodMeansNoDaysToReport() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let empty = directory.appendingPathComponent("empty.json")
        try Data(#"{"orders": []}"#.utf8).write(to: empty)
        let request = DailyReportRequest(
            inputs: OrderInputs(paths: [empty.path]), query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(), outDirectory: directory.appendingPathComponent("out").path)
        #expect(throws: DailyReportError.noDays(inputs: empty.path, skipped: 0)) { try request.run() }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    /// Each day's SVG is that day's chart, drawn in the period's colours: apart from the colours
    /// of off-menu juices (chosen once for the period, not per day), the bytes of a chart of that day alone.
    @Test func aDaysSVGIsTheChartOfThatDayEvenWithEmoji() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let input = directory.appendingPathComponent("emoji.json")
        try Data(
            """
            [{"juice": "🍓 Special", "quantity": 3, "orderedAt": "2026-11-20T10:00:00+09:00"},
             {"juice": "망고쥬스 🥭", "orderedAt": "2026-11-20T11:00:00+09:00"}, {"juice": "kiwi", "orderedAt": "2026-11-21T10:00:00+09:00"},
             {"juice": "🍓 Special", "orderedAt": "2026-11-21T12:00:00+09:00"}, {"juice": "🥝 Kiwi Cooler", "orderedAt": "2026-11-22T09:00:00+09:00"},
             {"juice": "망고쥬스 🥭", "quantity": 2, "orderedAt": "2026-11-22T10:00:00+09:00"}]
            """.utf8
        ).write(to: input)
        let out = directory.appendingPathComponent("out")
        let result = try DailyReportRequest(
            inputs: OrderInputs(paths: [input.path]), query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(), outDirectory: out.path, format: .svg
        ).run()
        #expect(result.charts == 3)
        for day in ["2026-11-20", "2026-11-21", "2026-11-22"] {
            let alone = directory.appendingPathComponent("\(day).svg")
            _ = try ChartRequest(
                source: .orders(OrderInputs(paths: [input.path])),
                query: SalesQuery(period: ReportPeriod(day: CalendarDay(day)!), timeZone: seoul),
                chart: try ChartSpecification(), output: ChartOutput(path: alone.path, format: .svg)
            ).run()
            let daily = try Data(contentsOf: out.appendingPathComponent("\(day).svg"))
            let colours = try Regex(#"rgb\([^)]*\)"#)
            let withoutColours = { (data: Data) in
                String(decoding: data, as: UTF8.self).replacing(colours, with: "rgb()")
            }
            #expect(withoutColours(daily) == withoutColours(try Data(contentsOf: alone)), "\(day)")
            #expect(
                String(decoding: daily, as: UTF8.self).contains("id=\"image1\""),
                "\(day): the emoji are images numbered from 1")
        }
    }
}
