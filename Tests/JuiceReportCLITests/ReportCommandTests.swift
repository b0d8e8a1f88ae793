import ChartTestSupport
import Foundation
import Testing

struct ReportCommandTests {
    private let month = CommandRunner.packageRoot.appendingPathComponent("samples/month.json").path

    @Test func theExtensionPicksTheFormatAndTheRunSaysWhatItWrote() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (name, shape) in [("r.pdf", "PDF, 4 pages"), ("r.html", "HTML"), ("r.eml", "mail, 4 pages of PDF attached")] {
            let result = try CommandRunner.run(["report", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", name], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError == "juice-report: wrote \(name) (\(shape), 2026-11-01 – 2026-11-30)\n")
        }
        let pdf = try Data(contentsOf: directory.appendingPathComponent("r.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
    }

    @Test func usageMistakesExit64WithASentence() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let unknown = try CommandRunner.run(["report", month, "-o", "r.docx"], in: directory)
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("Cannot tell the report's format from 'r.docx'; name the file .pdf, .html or .eml."))
        let address = try CommandRunner.run(["report", month, "-o", "r.eml", "--mail-to", "Shop Owner <owner@example.com>"], in: directory)
        #expect(address.status == 64)
        #expect(address.standardError.contains("is not a mail address such as shop@example.com"))
        let paper = try CommandRunner.run(["report", month, "-o", "r.pdf", "--paper", "a3"], in: directory)
        #expect(paper.status == 64)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.pdf").path))
    }

    @Test func anInputWithoutOrdersHasNoDaysToReport() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let empty = directory.appendingPathComponent("empty.json")
        try Data(#"{"orders": []}"#.utf8).write(to: empty)
        let result = try CommandRunner.run(["report", empty.path, "-o", "r.pdf"], in: directory)
        #expect(result.status == 67)
        #expect(result.standardError.contains("has no orders, so there are no days to report"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.pdf").path))
    }

    @Test func trendDrawsThePeriodPerDay() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["trend", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "trend.png", "--width", "900", "--height", "400"],
                                           in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "juice-report: wrote trend.png (PNG, 30 days, 30 with sales, 2026-11-01 – 2026-11-30)\n")
        let image = try RasterImage(pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("trend.png"))))
        #expect(image.width == 900 && image.height == 400)
        let svg = try CommandRunner.run(["trend", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "-", "--format", "svg"], in: directory)
        #expect(svg.status == 0)
        #expect(svg.standardOutput.contains("<title id=\"chart-title\">Units per day ⋅ 2026-11-01 – 2026-11-30</title>"))
    }

    @Test func dailyWritesEachDaysLayoutBesideItsChart() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["daily", month, "--from", "2026-11-03", "--to", "2026-11-05", "--tz", "Asia/Seoul",
                                            "--out-dir", "out", "--layout-json", "out"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted()
        #expect(files == ["2026-11-03.json", "2026-11-03.png", "2026-11-04.json", "2026-11-04.png", "2026-11-05.json", "2026-11-05.png", "index.html"])
        let layout = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/2026-11-04.json"))) as? [String: Any]
        #expect((layout?["slices"] as? [Any])?.isEmpty == false)
    }
}
