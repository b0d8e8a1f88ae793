import ChartTestSupport
import Foundation
import Testing

struct ReportCommandTests {
    private let month = CommandRunner.packageRoot.appendingPathComponent("samples/month.json").path

    @Test func theExtensionPicksTheFormatAndTheRunSaysWhatItWrote() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (name, shape) in [
            ("r.pdf", "PDF, 4 pages"), ("r.html", "HTML"), ("r.eml", "mail, 4 pages of PDF attached"),
        ] {
            let result = try CommandRunner.run(
                ["report", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", name], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError == "juice-report: wrote \(name) (\(shape), 2026-11-01 – 2026-11-30)\n")
        }
        let pdf = try Data(contentsOf: directory.appendingPathComponent("r.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
    }

    @Test func usageMistakesExit64WithASentence() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let unknown = try InProcessRunner.run(["report", month, "-o", "r.docx"], in: directory)
        #expect(unknown.status == 64)
        #expect(
            unknown.standardError.contains(
                "Cannot tell the report's format from 'r.docx'; name the file .pdf, .html or .eml."))
        let address = try InProcessRunner.run(
            ["report", month, "-o", "r.eml", "--mail-to", "Shop Owner <owner@example.com>"], in: directory)
        #expect(address.status == 64)
        #expect(address.standardError.contains("is not a mail address such as shop@example.com"))
        let paper = try InProcessRunner.run(["report", month, "-o", "r.pdf", "--paper", "a3"], in: directory)
        #expect(paper.status == 64)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.pdf").path))
    }

    @Test func anInputWithoutOrdersHasNoDaysToReport() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let empty = directory.appendingPathComponent("empty.json")
        try Data(#"{"orders": []}"#.utf8).write(to: empty)
        let result = try InProcessRunner.run(["report", empty.path, "-o", "r.pdf"], in: directory)
        #expect(result.status == 67)
        #expect(result.standardError.contains("has no orders, so there are no days to report"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.pdf").path))
    }

    @Test func trendDrawsThePeriodPerDay() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(
            [
                "trend", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "trend.png", "--width", "900",
                "--height", "400",
            ],
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "juice-report: wrote trend.png (PNG, 30 days, 30 with sales, 2026-11-01 – 2026-11-30)\n")
        let image = try RasterImage(
            pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("trend.png"))))
        #expect(image.width == 900 && image.height == 400)
        let svg = try CommandRunner.run(
            ["trend", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "-", "--format", "svg"], in: directory)
        #expect(svg.status == 0)
        #expect(svg.standardOutput.contains("<title id=\"chart-title\">Units per day ⋅ 2026년 11월 1일–30일</title>"))
    }

    @Test func dailyWritesEachDaysLayoutBesideItsChart() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                "daily", month, "--from", "2026-11-03", "--to", "2026-11-05", "--tz", "Asia/Seoul",
                "--out-dir", "out", "--layout-json", "out",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
            .sorted()
        #expect(
            files == [
                "2026-11-03.json", "2026-11-03.png", "2026-11-04.json", "2026-11-04.png", "2026-11-05.json",
                "2026-11-05.png", "index.html",
            ])
        let layout =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: directory.appendingPathComponent("out/2026-11-04.json"))) as? [String: Any]
        #expect((layout?["slices"] as? [Any])?.isEmpty == false)
    }

    /// `report --summary` prints the figures the report's table shows: those of the chart's summary over the same days.
    @Test func theReportsSummaryIsTheChartsOverTheSameDays() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let days = ["--month", "2026-11", "--tz", "Asia/Seoul", "--summary", "csv"]
        let report = try InProcessRunner.run(["report", month, "-o", "r.pdf"] + days, in: directory)
        #expect(report.status == 0, "\(report.standardError)")
        let chart = try InProcessRunner.run([month] + days, in: directory)
        #expect(!report.standardOutput.isEmpty && report.standardOutput == chart.standardOutput)
        #expect(
            report.standardOutput.contains("1134") || report.standardOutput.contains("252"), "\(report.standardOutput)")
    }

    /// The shop's words reach the PDF's metadata and the mail: its title, author and subject, and the attachment's name.
    @Test func theShopsWordsReachThePDFAndTheMail() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let days = ["--month", "2026-11", "--tz", "Asia/Seoul", "--shop", "Sunrise Juice"]
        let pdf = try InProcessRunner.run(
            ["report", month, "-o", "r.pdf", "--title", "November at Sunrise"] + days, in: directory)
        #expect(pdf.status == 0, "\(pdf.standardError)")
        let info = try PDFText.tool(["pdfinfo", directory.appendingPathComponent("r.pdf").path])
        #expect(info.contains("Title:           November at Sunrise"))
        #expect(info.contains("Author:          Sunrise Juice"))
        let mail = try InProcessRunner.run(
            ["report", month, "-o", "r.eml", "--mail-to", "owner@example.com", "--subject", "Sales for the owners"]
                + days,
            in: directory)
        #expect(mail.status == 0, "\(mail.standardError)")
        let eml = try String(contentsOf: directory.appendingPathComponent("r.eml"), encoding: .utf8)
        #expect(eml.contains("Subject: Sales for the owners\r\n"))
        #expect(eml.contains("filename=\"sunrise-juice-2026-11-01-to-2026-11-30.pdf\""))
        let refused = try InProcessRunner.run(["report", month, "-o", "r2.pdf", "--subject", "x"], in: directory)
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("--subject is the mail's subject: name the report file .eml."))
        let daily = try InProcessRunner.run(
            ["daily", month, "--out-dir", "days", "--title", "Sunrise"] + days, in: directory)
        #expect(daily.status == 0, "\(daily.standardError)")
        let page = try String(contentsOf: directory.appendingPathComponent("days/index.html"), encoding: .utf8)
        #expect(page.contains("<title>Sunrise</title>"))
        let layout = try InProcessRunner.run(
            ["daily", month, "--out-dir", "days2", "--title", "Sunrise", "--layout-json", "json"] + days, in: directory)
        #expect(layout.status == 0)
        let day = try String(contentsOf: directory.appendingPathComponent("json/2026-11-30.json"), encoding: .utf8)
        #expect(
            day.contains("Sunrise ⋅ 2026년 11월 30일 ⋅ 29개"),
            "each day's chart adds its day and total to the title asked for")
    }

    /// `report --split-by store`: the whole, then a section per store, biggest first; its summary is the chart's split summary.
    @Test func aSectionPerStoreAfterTheWhole() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let csv = """
            id,orderedAt,juice,quantity,unitPrice,store
            1,2026-11-21T09:00:00Z,Latte,2,4.50,Astoria
            1,2026-11-21T09:00:00Z,Scone,3,3.00,
            2,2026-11-21T10:00:00Z,Latte,5,4.50,Hell's Kitchen
            3,2026-11-22T10:00:00Z,Croissant,1,3.50,Hell's Kitchen

            """
        try Data(csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        let days = [
            "--from", "2026-11-21", "--to", "2026-11-22", "--tz", "UTC", "--summary", "csv", "--split-by", "store",
        ]
        let report = try InProcessRunner.run(
            ["report", "s.csv", "-o", "r.pdf", "--shop", "Maven Roasters"] + days, in: directory)
        #expect(report.status == 0, "\(report.standardError)")
        let chart = try InProcessRunner.run(["s.csv"] + days, in: directory)
        #expect(
            report.standardOutput == chart.standardOutput
                && report.standardOutput.hasPrefix("store,product,units,share,revenue\nHell's Kitchen,Latte,5,"))
        let text = try PDFText.of(directory.appendingPathComponent("r.pdf"))
        let pages = text.split(separator: "\u{0C}").filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        let kitchen = try #require(
            pages.firstIndex { $0.contains("Hell's Kitchen\n") && $0.contains("26.00 ⋅ 6 units") })
        let astoria = try #require(pages.firstIndex { $0.contains("Astoria\n") && $0.contains("18.00 ⋅ 5 units") })
        #expect(kitchen > 0 && astoria > kitchen, "the whole first, then the biggest store")
        let mail = try InProcessRunner.run(
            ["report", "s.csv", "-o", "r.eml", "--mail-to", "owner@example.com"] + days, in: directory)
        #expect(mail.status == 0, "\(mail.standardError)")
        // The mail's text and HTML parts, decoded by Python's email package, each hold both sections.
        let script =
            "import email, sys; m = email.message_from_binary_file(open(sys.argv[1], 'rb')); "
            + "print('\\n'.join(p.get_payload(decode=True).decode() for p in m.walk() if p.get_content_type() in ('text/plain', 'text/html')))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, directory.appendingPathComponent("r.eml").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let parts = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            parts.components(separatedBy: "Hell&#39;s Kitchen").count
                + parts.components(separatedBy: "Hell's Kitchen").count - 2 >= 2, "\(parts)")
        #expect(parts.components(separatedBy: "Astoria").count - 1 >= 2)
    }
}
