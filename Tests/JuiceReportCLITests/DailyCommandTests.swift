import Foundation
import Testing

struct DailyCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    @Test func writesAChartPerDayWithSalesAndAReportWhoseTotalsMatchTheSummary() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let daily = try CommandRunner.run(
            [
                "daily", sample, "--out-dir", "reports", "--month", "2026-11", "--tz", "Asia/Seoul",
                "--summary", "csv",
            ], in: directory)
        #expect(daily.status == 0, "\(daily.standardError)")
        #expect(
            daily.standardError
                == "juice-report: wrote reports/index.html and 14 charts (30 days, 2026-11-01 – 2026-11-30)\n")
        let files = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("reports").path
        ).sorted()
        #expect(files == (8...21).map { String(format: "2026-11-%02d.png", $0) } + ["index.html"])

        // The period's totals are those of the plain summary over the same month.
        let plain = try CommandRunner.run(
            [sample, "--month", "2026-11", "--tz", "Asia/Seoul", "--summary", "csv"], in: directory)
        #expect(daily.standardOutput == plain.standardOutput)

        let html = try String(contentsOf: directory.appendingPathComponent("reports/index.html"), encoding: .utf8)
        #expect(html.contains("<title>주스별 판매 수량 ⋅ 2026년 11월 1일–30일 ⋅ 549개</title>"))
        #expect(html.components(separatedBy: "<img class=\"chart\" src=\"data:image/png;base64,").count - 1 == 14)
        #expect(html.components(separatedBy: "<p class=\"no-sales\">판매 없음 / No sales</p>").count - 1 == 16)
        #expect(
            html.contains(
                "<tr class=\"total\"><td>total</td><td class=\"number\">549</td><td class=\"number\">100%</td><td class=\"number\">₩2,898,000</td></tr>"
            ))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page loads nothing from the network")
        // Each day's table adds up to the day's chart: the sum of the day totals is the month's.
        let dayTotals = try Regex(
            #"<section class="day"[^§]*?<tr class="total"><td>total</td><td class="number">(\d+)</td>"#)
        let units = html.matches(of: dayTotals).compactMap { Int($0.output[1].substring ?? "") }
        #expect(units.count == 14)
        #expect(units.reduce(0, +) == 549)
    }

    /// A whole month of orders; the figures are cross-checked with a Python/zoneinfo script.
    @Test func aMonthOfOrders() throws {
        let month = CommandRunner.packageRoot.appendingPathComponent("samples/month.json").path
        let directory = try CommandRunner.temporaryDirectory()
        let daily = try InProcessRunner.run(
            ["daily", month, "--out-dir", "nov", "--tz", "Asia/Seoul", "--summary", "json"], in: directory)
        #expect(daily.status == 0, "\(daily.standardError)")
        #expect(
            daily.standardError
                == "juice-report: wrote nov/index.html and 30 charts (30 days, 2026-11-01 – 2026-11-30)\n")
        let totals = try JSONSerialization.jsonObject(with: Data(daily.standardOutput.utf8)) as? [String: Any]
        #expect(totals?["units"] as? Int == 1134)
        #expect(totals?["revenue"] as? Int == 5_989_500)
        let html = try String(contentsOf: directory.appendingPathComponent("nov/index.html"), encoding: .utf8)
        #expect(html.contains("<title>주스별 판매 수량 ⋅ 2026년 11월 1일–30일 ⋅ 1,134개</title>"))
        #expect(html.contains("<section class=\"day\" id=\"day-2026-11-30\">"))
        #expect(!html.contains("<p class=\"no-sales\">"))
        let lastDay = try InProcessRunner.run(
            [month, "--date", "2026-11-30", "--tz", "Asia/Seoul", "--summary", "json"], in: directory)
        #expect(
            (try JSONSerialization.jsonObject(with: Data(lastDay.standardOutput.utf8)) as? [String: Any])?["units"]
                as? Int == 29)
    }

    @Test func svgDaysAreEmbeddedAsTheyAre() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                "daily", sample, "--out-dir", "r", "--date", "2026-11-21", "--tz", "Asia/Seoul",
                "--format", "svg", "-q",
            ], in: directory)
        #expect(result.status == 0)
        let html = try String(contentsOf: directory.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(html.contains("src=\"data:image/svg+xml;base64,"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("r/2026-11-21.svg").path))
    }

    @Test func anOutDirThatIsAFileIsRefused() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("taken"))
        let result = try InProcessRunner.run(["daily", sample, "--out-dir", "taken"], in: directory)
        #expect(result.status == 73)
        #expect(result.standardError == "juice-report: taken: cannot write the output: it is a file, not a folder\n")
    }
}

/// What daily says when there is nothing, or too much, to report.
struct DailyCommandLimitTests {
    private func run(_ json: String, _ arguments: [String]) throws -> CommandRunner.Result {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(json.utf8).write(to: directory.appendingPathComponent("in.json"))
        return try InProcessRunner.run(
            ["daily", "in.json", "--out-dir", "out", "--tz", "UTC"] + arguments, in: directory)
    }

    @Test func noOrdersMeansNoDaysToReport() throws {
        let result = try run(#"{"orders": []}"#, [])
        #expect(result.status == 67)
        #expect(
            result.standardError
                == "juice-report: in.json has no orders, so there are no days to report; choose them with --date, --from/--to or --month\n"
        )
    }

    @Test func anUndatedOrderIsNamed() throws {
        let result = try run(
            #"[{"juice": "kiwi", "orderedAt": "2026-11-21T10:00:00Z"}, {"id": "B-2", "juice": "kiwi"}]"#, [])
        #expect(result.status == 67)
        #expect(
            result.standardError
                == "juice-report: in.json:1:58: order 2 (id \"B-2\"): \"orderedAt\" is missing; a daily report puts every order on its day\n"
        )
    }

    @Test func skippedUndatedOrdersAreCountedInTheMessage() throws {
        let result = try run(#"[{"juice": "kiwi"}, {"juice": "mango"}]"#, ["--skip-invalid"])
        #expect(result.status == 67)
        #expect(
            result.standardError
                == "juice-report: in.json has no dated orders (2 orders were skipped as invalid), so there are no days to report; choose them with --date, --from/--to or --month\n"
        )
    }

    @Test func aPeriodLongerThanTenYearsIsRefused() throws {
        let result = try run(
            #"[{"juice": "kiwi", "orderedAt": "2026-11-21T10:00:00Z"}]"#,
            ["--from", "2000-01-01", "--to", "2026-12-31"])
        #expect(result.status == 64)
        #expect(
            result.standardError
                == "juice-report: 2000-01-01 – 2026-12-31 has 9,862 days; a daily report covers at most 3,660 days (ten years)\n"
        )
    }

    /// `daily --split-by store`: a folder per store beside the whole's charts, each page linking the other way, the same days.
    @Test func aFolderPerStoreLinkedFromTheWholesPage() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let csv = """
            id,orderedAt,juice,quantity,store
            1,2026-11-21T09:00:00Z,Latte,2,Astoria
            2,2026-11-21T10:00:00Z,Latte,5,Hell's Kitchen
            3,2026-11-23T10:00:00Z,Croissant,1,Hell's Kitchen

            """
        try Data(csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        let result = try InProcessRunner.run(
            ["daily", "s.csv", "--out-dir", "days", "--split-by", "store", "--tz", "UTC", "--summary", "csv"],
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let fileManager = FileManager.default
        let whole = try fileManager.contentsOfDirectory(atPath: directory.appendingPathComponent("days").path).sorted()
        #expect(whole == ["2026-11-21.png", "2026-11-23.png", "astoria", "hell-s-kitchen", "index.html"])
        let kitchen = try fileManager.contentsOfDirectory(
            atPath: directory.appendingPathComponent("days/hell-s-kitchen").path
        ).sorted()
        // Issue 37: a store's charts are named with it (they were `2026-11-21.png` in its folder).
        #expect(kitchen == ["hell-s-kitchen-2026-11-21.png", "hell-s-kitchen-2026-11-23.png", "index.html"])
        let astoria = try fileManager.contentsOfDirectory(atPath: directory.appendingPathComponent("days/astoria").path)
            .sorted()
        #expect(
            astoria == ["astoria-2026-11-21.png", "index.html"], "the whole's days; a day without sales draws no chart")
        let page = try String(contentsOf: directory.appendingPathComponent("days/index.html"), encoding: .utf8)
        #expect(
            page.contains(
                "<nav class=\"parts\"><a href=\"hell-s-kitchen/index.html\">Hell&#39;s Kitchen</a> ⋅ <a href=\"astoria/index.html\">Astoria</a></nav>"
            )
                || page.contains(
                    "<nav class=\"parts\"><a href=\"hell-s-kitchen/index.html\">Hell&#x27;s Kitchen</a> ⋅ <a href=\"astoria/index.html\">Astoria</a></nav>"
                )
                || page.contains(
                    "<nav class=\"parts\"><a href=\"hell-s-kitchen/index.html\">Hell's Kitchen</a> ⋅ <a href=\"astoria/index.html\">Astoria</a></nav>"
                ),
            "\(page.components(separatedBy: "<nav").dropFirst().first ?? "no nav")")
        let back = try String(contentsOf: directory.appendingPathComponent("days/astoria/index.html"), encoding: .utf8)
        #expect(back.contains("<a href=\"../index.html\">"))
        #expect(
            result.standardOutput
                == "store,product,units,share,revenue\nHell's Kitchen,Latte,5,83,\nHell's Kitchen,Croissant,1,17,\nAstoria,Latte,2,100,\n",
            "\(result.standardOutput)")
    }
}
