import Foundation
import Testing

/// Returns through the binary (issue 28, item 4): the user's history that stopped the run (exit
/// 67) or, with `--skip-invalid`, came out €1.20 too high now charts €12.85 and says why.
struct ReturnsCommandTests {
    /// €14.05 of sales and a return of one Apple Juice at €1.20.
    private static let history = """
        id,orderedAt,juice,quantity,unitPrice,status
        1,2026-11-21T09:15:02+01:00,Orange Juice,2,3.50,
        2,2026-11-21T10:15:02+01:00,Apple Juice,1,3.85,completed
        3,2026-11-21T11:15:02+01:00,Orange Juice,1,3.20,
        4,2026-11-21T12:15:02+01:00,Apple Juice,-1,1.20,

        """

    private func directory(_ files: [String: String]) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    @Test func theUsersHistoryChartsTheNetRevenueAndSaysWhatTheReturnTookOff() throws {
        let directory = try directory(["orders.csv": Self.history])
        let result = try InProcessRunner.run(
            ["orders.csv", "--metric", "revenue", "--currency", "EUR", "--summary", "-o", "pie.png"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                product       units  share of revenue  revenue
                Orange Juice      3               79%   €10.20
                Apple Juice       0               21%    €2.65
                ──────────────────────────────────────────────
                total             3              100%   €12.85
                net of 1 return (1 unit and €1.20 taken off)

                """)
        #expect(
            result.standardError == """
                juice-report: note: the totals are net of 1 return (1 unit and €1.20 taken off)
                juice-report: wrote pie.png (PNG, 800×600 px, 2 products, €12.85)

                """)
    }

    @Test func skipInvalidNeverDropsAValidReturn() throws {
        let directory = try directory([
            "orders.csv": Self.history + "5,2026-11-21T13:00:00+01:00,Orange Juice,0,3.50,\n"
        ])
        let strict = try InProcessRunner.run(
            ["orders.csv", "--metric", "revenue", "--currency", "EUR", "-o", "pie.png"], in: directory)
        #expect(strict.status == 67)
        #expect(
            strict.standardError
                == "juice-report: orders.csv:6:1: order 5 (id \"5\"): \"quantity\" must be a whole number other than 0 (negative for a return), got 0\n"
        )
        let lenient = try InProcessRunner.run(
            [
                "orders.csv", "--metric", "revenue", "--currency", "EUR", "--summary", "csv", "--skip-invalid",
                "-o", "pie.png",
            ], in: directory)
        #expect(lenient.status == 3)
        #expect(
            lenient.standardOutput == "product,units,share,revenue\nOrange Juice,3,79,10.20\nApple Juice,0,21,2.65\n",
            "€12.85, not €14.05")
        #expect(lenient.standardError.contains("juice-report: skipped 1 invalid order (--skip-invalid)"))
        #expect(
            lenient.standardError.contains(
                "juice-report: note: the totals are net of 1 return (1 unit and €1.20 taken off)\n"))
        #expect(lenient.standardError.contains("wrote pie.png (PNG, 800×600 px, 2 products, €12.85)"))
    }

    /// A juice whose returns passed its sales: listed with its figure in `--summary` (which
    /// `--totals` reads back), left out of the pie, named in the footnote and the layout JSON.
    @Test func aJuiceBelowZeroIsListedNotDrawnAndNamedInTheFootnote() throws {
        let directory = try directory(["orders.csv": Self.history + "5,2026-11-21T13:00:00+01:00,Yuzu Tea,-1,2.00,\n"])
        let result = try InProcessRunner.run(
            [
                "orders.csv", "--metric", "revenue", "--currency", "EUR", "--summary", "csv", "-o", "pie.svg",
                "--layout-json", "pie.json", "--names", "en",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "product,units,share,revenue\nOrange Juice,3,79,10.20\nApple Juice,0,21,2.65\nYuzu Tea,-1,,-2.00\n")
        #expect(
            result.standardError.contains(
                "juice-report: note: the totals are net of 2 returns (2 units and €3.20 taken off)\n"))
        #expect(
            result.standardError.contains("juice-report: note: no slice for 1 product at 0 or less: Yuzu Tea -€2.00\n"))
        // Issue 37: the chart's total is the one its shares are of, €10.20 + €2.65 (the net €10.85 was said before).
        #expect(result.standardError.contains("wrote pie.svg (SVG, 800×600 pt, 2 products, €12.85)"))
        let layout = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("pie.json")))
                as? [String: Any])
        let slices = try #require(layout["slices"] as? [[String: Any]])
        #expect(slices.map { $0["juice"] as? String } == ["Orange Juice", "Apple Juice"])
        let zero = try #require(layout["zeroValue"] as? [[String: Any]])
        #expect(
            zero.map { $0["juice"] as? String } == ["Yuzu Tea"]
                && (zero.first?["value"] as? NSNumber)?.doubleValue == -2)
        let texts = try #require(layout["texts"] as? [[String: Any]])
        #expect(
            texts.first { $0["role"] as? String == "footnote" }?["text"] as? String
                == "Not drawn, 0 or less: Yuzu Tea -€2.00")
        #expect(
            texts.first { $0["role"] as? String == "title" }?["text"] as? String
                == "Revenue by product \u{22C5} 21 Nov 2026 \u{22C5} €12.85")

        // The summary reads back as totals: the juice below 0 is listed again, and not drawn.
        let units = try InProcessRunner.run(["orders.csv", "--summary", "csv"], in: directory)
        try Data(units.standardOutput.utf8).write(to: directory.appendingPathComponent("totals.csv"))
        #expect(
            units.standardOutput
                == "product,units,share,revenue\nOrange Juice,3,100,10.20\nApple Juice,0,0,2.65\nYuzu Tea,-1,,-2.00\n")
        let back = try InProcessRunner.run(
            ["--totals", "totals.csv", "--summary", "csv", "-o", "back.png", "--layout-json", "back.json"],
            in: directory)
        #expect(back.status == 0, "\(back.standardError)")
        #expect(
            back.standardOutput == "product,units,share,revenue\nOrange Juice,3,100,\nApple Juice,0,0,\nYuzu Tea,-1,,\n"
        )
        let backLayout = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("back.json")))
                as? [String: Any])
        #expect((backLayout["slices"] as? [[String: Any]])?.map { $0["juice"] as? String } == ["Orange Juice"])
        #expect(
            (backLayout["zeroValue"] as? [[String: Any]])?.map { $0["juice"] as? String } == [
                "Apple Juice", "Yuzu Tea",
            ])
        #expect(
            (backLayout["texts"] as? [[String: Any]])?.first { $0["role"] as? String == "footnote" }?["text"] as? String
                == "Not drawn, 0 or less: Apple Juice 0, Yuzu Tea -1")
    }

    /// A juice that sold on one day and was returned on the next comes to 0 over the period: the
    /// trend puts its day in "Other" (it has no series), and the daily page, trend and report are written.
    @Test func aJuiceReturnedOnALaterDayIsDrawnOnItsDayAndLeftOutOfThePeriod() throws {
        let directory = try directory([
            "d.csv": """
            id,orderedAt,juice,quantity,unitPrice
            1,2026-11-20T09:00:00+01:00,kiwi,2,4500
            2,2026-11-21T09:00:00+01:00,kiwi,-1,4500
            3,2026-11-21T10:00:00+01:00,mango,1,5000
            4,2026-11-22T10:00:00+01:00,mango,-1,5000

            """
        ])
        let zone = ["--tz", "Europe/Berlin"]
        let daily = try InProcessRunner.run(["daily", "d.csv", "--out-dir", "days"] + zone, in: directory)
        #expect(daily.status == 0, "\(daily.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("days").path).sorted()
                == ["2026-11-20.png", "2026-11-21.png", "index.html"], "2026-11-22 only took a mango back")
        let page = try String(contentsOf: directory.appendingPathComponent("days/index.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"returns\">net of 2 returns (2 units and ₩9,500 taken off)</p>"))
        let trend = try InProcessRunner.run(
            ["trend", "d.csv", "--month", "2026-11", "-o", "t.png"] + zone, in: directory)
        #expect(trend.status == 0, "\(trend.standardError)")
        #expect(
            trend.standardError.contains(
                "juice-report: note: the totals are net of 2 returns (2 units and ₩9,500 taken off)\n"))
        let report = try InProcessRunner.run(
            ["report", "d.csv", "--month", "2026-11", "-o", "r.pdf"] + zone, in: directory)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(
            report.standardError.contains("juice-report: note: no slice for 1 product at 0 or less: 망고쥬스 0 units\n"))
    }

    /// The period report says what the returns took off under its table.
    @Test func thePeriodReportSaysWhatReturnsTookOff() throws {
        let directory = try directory(["orders.csv": Self.history])
        let result = try InProcessRunner.run(
            [
                "report", "orders.csv", "--month", "2026-11", "--tz", "Europe/Berlin", "--metric", "revenue",
                "--currency", "EUR", "-o", "report.html",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(
            html.contains(
                "<p class=\"returns\" style=\"margin: 8px 0; color: #57606a; font-size: 13px;\">net of 1 return (1 unit and €1.20 taken off)</p>"
            ))
        #expect(html.contains("€12.85"))
        #expect(
            result.standardError.contains(
                "juice-report: note: the totals are net of 1 return (1 unit and €1.20 taken off)\n"))
    }
}
