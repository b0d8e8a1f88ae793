import Foundation
import Testing

/// Choosing days, the metric and the grouping, and printing totals, from the command line.
struct PeriodAndSummaryCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    @Test func summaryAloneWritesNoChart() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run([sample, "--summary"], in: directory)
        #expect(result.status == 0)
        // The widest name is now 딸기바나나쥬스, as sales.json writes it (issue 27: names as written).
        // Shares are whole figures where those tell every juice apart (issue 28): 113 of 549 is 20.58 %.
        #expect(
            result.standardOutput.hasPrefix(
                "product         units  share of units     revenue\n딸기쥬스          113             21%    ₩565,000\n"))
        #expect(result.standardOutput.hasSuffix("total             549            100%  ₩2,898,000\n"))
        #expect(result.standardError.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A bare --summary is --summary table wherever it stands, for every command that has it: the parser's
    /// `defaultAsFlag`, so the command line is no longer rewritten; a word after it that is not a format is an input.
    @Test func aBareSummaryIsTheTableWhereverItStands() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let table = try InProcessRunner.run([sample, "--summary", "table"], in: directory)
        #expect(table.status == 0 && table.standardOutput.hasPrefix("product         units"))
        for arguments in [
            ["--summary", sample], ["--summary", "-q", sample], [sample, "--summary", "-q"],
            ["chart", "--summary", sample],
            ["--summary=table", sample],
        ] {
            let bare = try InProcessRunner.run(arguments, in: directory)
            #expect(bare.status == 0, "\(arguments): \(bare.standardError)")
            #expect(bare.standardOutput == table.standardOutput, "\(arguments)")
        }
        for command in [["daily", "--out-dir", "d"], ["report", "-o", "r.html"]] {
            let named = try InProcessRunner.run(
                [command[0], sample] + command.dropFirst() + ["--summary", "table", "-q"], in: directory)
            let bare = try InProcessRunner.run(
                [command[0], "--summary", sample] + command.dropFirst() + ["-q"], in: directory)
            #expect(named.status == 0 && bare.status == 0, "\(command): \(named.standardError) \(bare.standardError)")
            #expect(!bare.standardOutput.isEmpty && bare.standardOutput == named.standardOutput, "\(command)")
        }
        let notAFormat = try InProcessRunner.run(["--summary", "no-such.json"], in: directory)
        #expect(notAFormat.status == 66)
        #expect(
            notAFormat.standardError == "juice-report: no-such.json: cannot read the input: No such file or directory\n"
        )
    }

    /// Cross-checked with a Python script over samples/sales.json (zoneinfo, Asia/Seoul).
    @Test func yesterdayInSeoul() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                sample, "--date", "yesterday", "--tz", "Asia/Seoul", "--summary", "csv",
                "-o", "day.png",
            ], in: directory,
            environment: ["JUICE_REPORT_NOW": "2026-11-22T01:00:00Z"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                product,units,share,revenue
                Strawberry,8,24,40000
                딸바쥬스,7,21,38500
                MANGO,6,18,33000
                키위쥬스,4,12,20000
                망키쥬스,3,9,18000
                파인애플쥬스,3,9,16500
                바나나쥬스,2,6,9000

                """)
        #expect(result.standardError == "juice-report: wrote day.png (PNG, 800×600 px, 7 products, 33 units)\n")
    }

    @Test func revenueAndFruitCharts() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let revenue = try InProcessRunner.run(
            [sample, "--metric", "revenue", "--month", "2026-11", "--tz", "UTC", "-o", "r.svg"], in: directory)
        #expect(revenue.standardError == "juice-report: wrote r.svg (SVG, 800×600 pt, 7 products, ₩2,898,000)\n")
        let svg = try String(contentsOf: directory.appendingPathComponent("r.svg"), encoding: .utf8)
        #expect(svg.contains("<title id=\"chart-title\">주스별 매출 ⋅ 2026년 11월 1일–30일 ⋅ ₩2,898,000</title>"))
        #expect(svg.contains("딸기바나나쥬스: ₩605,000, 21%"))
        let fruit = try InProcessRunner.run([sample, "--by", "fruit", "--names", "en", "-o", "f.svg"], in: directory)
        #expect(fruit.status == 0)
        let fruitSVG = try String(contentsOf: directory.appendingPathComponent("f.svg"), encoding: .utf8)
        // 113 strawberry juices × 16 + 110 strawberry-banana × 10 = 2,908 strawberries.
        #expect(fruitSVG.contains("Strawberry: 2,908 fruits"))
    }

    @Test(arguments: [
        (
            ["--metric", "revenue", "--by", "fruit", "--summary"],
            "Error: --by fruit counts fruit used; it cannot be combined with --metric revenue."
        ),
        (
            ["--tz", "Mars/Olympus", "--summary"],
            "Error: --tz 'Mars/Olympus' is not a time zone name such as Asia/Seoul or UTC."
        ),
        (["--from", "2026-11-10", "--summary"], "Error: --from and --to go together."),
        (
            ["--from", "2026-11-10", "--to", "2026-11-01", "--summary"],
            "Error: --from 2026-11-10 comes after --to 2026-11-01."
        ),
        (["--date", "2026-02-30", "--summary"], "Error: --date '2026-02-30' is not a day such as 2026-11-21."),
        (
            ["--date", "today", "--month", "2026-11", "--summary"],
            "Error: Choose days with one of --date, --from/--to or --month."
        ),
        ([], "Error: Name the chart file with -o, or ask for --summary."),
    ])
    func rejectsBadChoices(arguments: [String], message: String) throws {
        let result = try InProcessRunner.run([sample] + arguments, in: try CommandRunner.temporaryDirectory())
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    @Test func aPeriodNeedsTimesOnEveryOrder() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(
            "[{\"juice\": \"kiwi\", \"orderedAt\": \"2026-11-21T10:00:00+09:00\"},\n {\"id\": \"X\", \"juice\": \"kiwi\"}]"
                .utf8
        )
        .write(to: directory.appendingPathComponent("t.json"))
        let result = try InProcessRunner.run(["t.json", "--date", "2026-11-21", "-o", "a.png"], in: directory)
        #expect(result.status == 67)
        #expect(
            result.standardError
                == "juice-report: t.json:2:2: order 2 (id \"X\"): \"orderedAt\" is missing; choosing days (--date, --from, --to, --month) needs every order's time\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["t.json"])
    }
}

/// Pre-aggregated totals draw the same chart as the orders they came from.
struct TotalsCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    @Test func totalsFromTheSummaryDrawTheSameChart() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let summary = try InProcessRunner.run([sample, "--summary", "csv"], in: directory)
        try Data(summary.standardOutput.utf8).write(to: directory.appendingPathComponent("totals.csv"))
        let fromOrders = try InProcessRunner.run([sample, "-o", "a.png", "--title", "Week", "-q"], in: directory)
        let fromTotals = try InProcessRunner.run(
            ["--totals", "totals.csv", "-o", "b.png", "--title", "Week", "-q"], in: directory)
        #expect(fromOrders.status == 0 && fromTotals.status == 0, "\(fromTotals.standardError)")
        let a = try Data(contentsOf: directory.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: directory.appendingPathComponent("b.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test func totalsSkipBadRowsWhenAsked() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("juice,value\nkiwi,3\nmango,x\nlemon,2.5\n".utf8).write(to: directory.appendingPathComponent("t.csv"))
        let result = try InProcessRunner.run(
            ["--totals", "t.csv", "--skip-invalid", "--summary", "csv", "-o", "p.png"], in: directory)
        #expect(result.status == 3)
        #expect(result.standardOutput == "product,units,share,revenue\n키위쥬스,3,100,\n")
        #expect(
            result.standardError.contains(
                "juice-report: skipped 2 invalid rows (--skip-invalid); the chart leaves them out\n"))
        #expect(
            result.standardError.contains(
                "skipped: t.csv:3: row 2: \"value\" must be a number, such as 12, 1234.50 or -3; got \"x\""))
        #expect(
            result.standardError.contains(
                "skipped: t.csv:4: \"value\" has decimals, but units are whole; for money give --metric revenue, "
                    + "for other figures --metric value"))
        let revenue = try InProcessRunner.run(
            [
                "--totals", "t.csv", "--skip-invalid", "--metric", "revenue", "--currency", "EUR", "--summary", "csv",
                "-o", "p.png",
            ], in: directory)
        #expect(revenue.status == 3)
        #expect(revenue.standardError.contains("wrote p.png (PNG, 800×600 px, 2 products, €5.50)"))
    }

    /// Litres, kilograms, scores: figures with many decimals chart as plain numbers.
    @Test func plainFiguresChartWithTheirDecimals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("juice,value\nkiwi,0.6270739405881613\nmango,1.25\nbanana,3\n".utf8).write(
            to: directory.appendingPathComponent("t.csv"))
        let result = try InProcessRunner.run(
            ["--totals", "t.csv", "--metric", "value", "--names", "en", "--summary", "csv", "-o", "p.svg"],
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "product,value,share\nBanana,3.0000,62\nMango,1.2500,26\nKiwi,0.6271,13\n")
        #expect(result.standardError == "juice-report: wrote p.svg (SVG, 800×600 pt, 3 products, 4.8771)\n")
        let svg = try String(contentsOf: directory.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(svg.contains("<title id=\"chart-title\">Totals by juice ⋅ 4.8771</title>"))
        let revenue = try InProcessRunner.run(
            ["--totals", "t.csv", "--metric", "revenue", "-o", "p.png"], in: directory)
        #expect(revenue.status == 67)
        #expect(
            revenue.standardError == "juice-report: t.csv:2: \"value\" has 16 decimals, more than money keeps (4); "
                + "for figures that are not money give --metric value\n")
        let orders = try InProcessRunner.run([sample, "--metric", "value", "-o", "p.png"], in: directory)
        #expect(orders.status == 64)
        #expect(
            orders.standardError
                == "juice-report: --metric value charts the figures of a --totals file; orders have units and revenue "
                + "(--metric units or revenue).\n")
    }

    /// A symbol in revenue totals names the currency, as in orders: `$1,234.50` is dollars, not won.
    @Test func revenueTotalsShowTheCurrencyTheirSymbolsName() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("juice,value\nkiwi,\"$1,234.50\"\nmango,$10.25\n".utf8).write(
            to: directory.appendingPathComponent("t.csv"))
        let result = try InProcessRunner.run(
            ["--totals", "t.csv", "--metric", "revenue", "--summary", "csv", "-o", "p.png"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "juice-report: wrote p.png (PNG, 800×600 px, 2 products, $1,244.75)\n")
        // Revenue totals have no units: the summary lists every juice, its units left empty (it listed none).
        #expect(result.standardOutput == "product,units,share,revenue\n키위쥬스,,99,1234.50\n망고쥬스,,1,10.25\n")
        try Data("juice,value\nkiwi,$3\nmango,€4\n".utf8).write(to: directory.appendingPathComponent("t.csv"))
        let mixed = try InProcessRunner.run(["--totals", "t.csv", "--metric", "revenue", "-o", "p.png"], in: directory)
        #expect(mixed.status == 67)
        #expect(
            mixed.standardError
                == "juice-report: t.csv:3: \"value\" is in EUR, but earlier rows are in USD; revenue adds up one currency at a time\n"
        )
    }

    @Test func totalsErrorsHaveTheirExitCodes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("juice,value\nkiwi,x\n".utf8).write(to: directory.appendingPathComponent("t.csv"))
        let bad = try InProcessRunner.run(["--totals", "t.csv", "-o", "p.png"], in: directory)
        #expect(bad.status == 67)
        #expect(
            bad.standardError
                == "juice-report: t.csv:2: row 1: \"value\" must be a number, such as 12, 1234.50 or -3; got \"x\"\n")
        try Data("[{\"juice\": ".utf8).write(to: directory.appendingPathComponent("t.json"))
        let broken = try InProcessRunner.run(["--totals", "t.json", "-o", "p.png"], in: directory)
        #expect(broken.status == 65)
        let both = try InProcessRunner.run([sample, "--totals", "t.csv", "-o", "p.png"], in: directory)
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("Error: Give an order history or --totals FILE, not both."))
        let neither = try InProcessRunner.run(["-o", "p.png"], in: directory)
        #expect(neither.status == 64)
        #expect(
            neither.standardError.hasPrefix(
                "Error: Give an order history to draw (a JSON, JSON Lines, CSV or Excel file, a shop system's export, or - for standard input), or --totals FILE."
            ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["t.csv", "t.json"])
    }
}
