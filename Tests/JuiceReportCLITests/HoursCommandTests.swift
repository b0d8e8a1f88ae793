import CSQLite
import ChartTestSupport
import Foundation
import Testing

/// `juice-report hours` as a user runs it.
struct HoursCommandTests {
    private let month = CommandRunner.packageRoot.appendingPathComponent("samples/month.json").path

    @Test func drawsTheSampleMonthInEveryFormat() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["hours", month, "--tz", "Asia/Seoul", "-o", "out.png"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "juice-report: wrote out.png (PNG, 11 hours × 7 weekdays, 2026-11-01 – 2026-11-30); "
                + "Busiest: Tuesday 14:00–15:00, Sunday 11:00–12:00, Sunday 14:00–15:00\n")
        let image = try RasterImage(pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("out.png"))))
        #expect(image.width == 800 && image.height == 600)
        for name in ["out.svg", "out.pdf"] {
            let other = try CommandRunner.run(["hours", month, "--tz", "Asia/Seoul", "-o", name, "-q"], in: directory)
            #expect(other.status == 0 && other.standardError.isEmpty, "\(other.standardError)")
        }
        let svg = String(decoding: try Data(contentsOf: directory.appendingPathComponent("out.svg")), as: UTF8.self)
        #expect(svg.contains("<title id=\"chart-title\">Units by hour ⋅ 2026년 11월 1일–30일</title>"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.pdf")).starts(with: Data("%PDF-".utf8)))
        let piped = try CommandRunner.run(
            ["hours", month, "--tz", "Asia/Seoul", "-o", "-", "--format", "svg", "--metric", "revenue"], in: directory)
        #expect(piped.status == 0 && piped.standardOutput.hasPrefix("<?xml"))
        #expect(piped.standardOutput.contains("Revenue by hour"))
    }

    @Test(arguments: [
        (
            ["--day-starts", "25:00"],
            "Error: --day-starts '25:00' is not a time of day such as 04:00 (hours and minutes, 00:00 to 23:59)."
        ),
        (
            ["--day-starts", "4am"],
            "Error: --day-starts '4am' is not a time of day such as 04:00 (hours and minutes, 00:00 to 23:59)."
        ),
        (
            ["--by", "fruit"],
            "Error: hours draws units or revenue (--metric units or revenue); --by fruit is not drawn by the hour."
        ),
    ])
    func refusesWhatItCannotDraw(arguments: [String], message: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            ["hours", month, "--tz", "Asia/Seoul", "-o", "out.png"] + arguments, in: directory)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// Every command's days start at --day-starts: the chart of Friday counts Friday night's sales after
    /// midnight, and the heatmap puts them in Friday's row.
    @Test func theDayStartMovesEveryCommandsDays() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(
            """
            id,date,time,juice,quantity
            1,2026-11-20,22:00,kiwi,2
            2,2026-11-21,01:30,kiwi,3
            3,2026-11-21,,mango,1
            """.utf8
        ).write(to: directory.appendingPathComponent("bar.csv"))
        let friday = try InProcessRunner.run(
            [
                "bar.csv", "--tz", "America/New_York", "--date", "2026-11-20", "--day-starts", "04:00", "--summary",
                "csv",
            ],
            in: directory)
        #expect(friday.status == 0, "\(friday.standardError)")
        #expect(friday.standardOutput.hasSuffix(",5,100,\n"), "\(friday.standardOutput)")
        let calendar = try InProcessRunner.run(
            ["bar.csv", "--tz", "America/New_York", "--date", "2026-11-20", "--summary", "csv"], in: directory)
        #expect(calendar.standardOutput.hasSuffix(",2,100,\n"), "\(calendar.standardOutput)")

        let hours = try InProcessRunner.run(
            ["hours", "bar.csv", "--tz", "America/New_York", "--day-starts", "04:00", "-o", "h.svg", "--names", "en"],
            in: directory)
        #expect(hours.status == 0, "\(hours.standardError)")
        #expect(
            hours.standardError.contains(
                "juice-report: note: 1 order has a date but no time of day; it is left out of the hours\n"))
        #expect(hours.standardError.contains("Busiest: Friday 01:00–02:00"))
        let svg = String(decoding: try Data(contentsOf: directory.appendingPathComponent("h.svg")), as: UTF8.self)
        #expect(svg.contains("Friday: 5 units, most at 01:00 (3 units)"))
    }

    /// A database adds up by day and hour: the same orders draw the same heatmap as from a file.
    @Test func aDatabaseDrawsTheHoursOfTheSameOrdersInAFile() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let orders = [
            ("1", "2026-11-20T21:10:00-05:00", "kiwi", 2), ("2", "2026-11-20T23:40:00-05:00", "kiwi", 3),
            ("3", "2026-11-21T00:20:00-05:00", "mango", 4), ("4", "2026-11-21T01:30:00-05:00", "mango", 5),
            ("5", "2026-11-21T22:15:00-05:00", "kiwi", 1),
        ]
        let json =
            "{\"orders\": ["
            + orders.map {
                "{\"id\": \"\($0.0)\", \"orderedAt\": \"\($0.1)\", \"juice\": \"\($0.2)\", \"quantity\": \($0.3), \"unitPrice\": 7.5}"
            }
            .joined(separator: ", ") + "]}"
        try Data(json.utf8).write(to: directory.appendingPathComponent("bar.json"))
        var database: OpaquePointer?
        #expect(sqlite3_open(directory.appendingPathComponent("pos.db").path, &database) == SQLITE_OK)
        let inserts = orders.map { "INSERT INTO orders VALUES ('\($0.0)', '\($0.1)', '\($0.2)', \($0.3), 7.5);" }
            .joined()
        #expect(
            sqlite3_exec(
                database,
                "CREATE TABLE orders (id TEXT, orderedAt TEXT, juice TEXT, quantity INTEGER, unitPrice NUMERIC);"
                    + inserts,
                nil, nil, nil) == SQLITE_OK)
        sqlite3_close(database)
        let options = ["--tz", "America/New_York", "--day-starts", "04:00", "--names", "en"]
        let fromFile = try InProcessRunner.run(["hours", "bar.json", "-o", "file.svg"] + options, in: directory)
        let fromDatabase = try InProcessRunner.run(
            ["hours", "sqlite:pos.db", "-o", "database.svg"] + options, in: directory)
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        #expect(fromDatabase.status == 0, "\(fromDatabase.standardError)")
        // Friday's business day runs to 04:00 on Saturday's clock.
        #expect(fromDatabase.standardError.contains("Busiest: Friday 00:00–02:00"), "\(fromDatabase.standardError)")
        #expect(fromFile.standardError.contains("Busiest: Friday 00:00–02:00"), "\(fromFile.standardError)")
        let fileSVG = try Data(contentsOf: directory.appendingPathComponent("file.svg"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("database.svg")) == fileSVG)
    }

    /// The report's PDF gains a page of hours naming the busiest hours.
    @Test func theReportHasAPageOfHours() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            ["report", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "report.pdf"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let text = try PDFText.of(directory.appendingPathComponent("report.pdf"))
        #expect(text.contains("When the shop sells"))
        #expect(text.contains("Busiest: Tuesday 14:00–15:00, Sunday 11:00–12:00, Sunday 14:00–15:00"))
    }
}
