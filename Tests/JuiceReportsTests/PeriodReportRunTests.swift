import Foundation
import JuiceCore
import PieRender
import Testing
@testable import JuiceReports

/// The period report run in-process and read back with independent tools: poppler's pdftotext
/// and pdfinfo for the PDF, Python's `email` package for the mail.
struct PeriodReportRunTests {
    private let month = ChartRunTests.samples.appendingPathComponent("month.json").path
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func run(
        _ output: String, period: ReportPeriod? = ReportPeriod(month: "2026-11"), metric: SalesMetric = .units,
        paper: ReportPaper = .a4, inputs: [String]? = nil
    ) throws -> (result: PeriodReportResult, bytes: [UInt8]) {
        let request = try PeriodReportRequest(
            inputs: OrderInputs(paths: inputs ?? [month]),
            query: SalesQuery(period: period, timeZone: seoul, metric: metric),
            chart: try ChartSpecification(), output: output, paper: paper, mailTo: ["owner@example.com"])
        let result = try request.run()
        return (result, Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    }

    static func tool(_ arguments: [String], input: [UInt8]? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        let input = input.map { bytes in
            let pipe = Pipe()
            process.standardInput = pipe
            return (pipe, bytes)
        }
        try process.run()
        if let (pipe, bytes) = input {
            pipe.fileHandleForWriting.write(Data(bytes))
            try pipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func thePDFHasNumberedPagesWhoseTextHoldsTheNamesAndFigures() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let path = directory.appendingPathComponent("report.pdf").path
        let (result, pdf) = try run(path)
        #expect(result.pages == 4)
        #expect(result.written == "\(path) (PDF, 4 pages, 2026-11-01 – 2026-11-30)")
        let info = try Self.tool(["pdfinfo", path])
        #expect(info.contains("Pages:           4"))
        #expect(info.contains("Title:           주스별 판매 수량 ⋅ 2026년 11월 1일–30일 ⋅ 1,134개"))
        #expect(info.contains("Page size:       595 x 842 pts (A4)"))
        // The latest order's time, not the clock: 2026-11-30 20:38:02 in Seoul.
        #expect(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (20261130113802Z)"))
        let text = try Self.tool(["pdftotext", "-layout", path, "-"])
        let pages = text.split(separator: "\u{0C}").filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        #expect(pages.count == 4)
        for (index, page) in pages.enumerated() { #expect(page.contains("page \(index + 1) of 4")) }
        #expect(pages[0].contains("share of units"))
        // month.json writes strawberryBanana by its id 144 times, 딸기바나나쥬스 23 times and 딸바쥬스 21: the name
        // drawn is the spelling used most (issue 27), as is " Strawberry " over 딸기쥬스 by units.
        #expect(pages[0].contains(try Regex(#"딸기바나나쥬스\s+252\s+₩1,386,000\s+22.2%"#)))
        #expect(pages[0].contains(try Regex(#"total\s+1,134\s+₩5,989,500\s+100.0%"#)))
        #expect(pages[1].contains("Units per day"))
        #expect(pages[1].contains("no sales in 2026-10-02 – 2026-10-31 to compare with"))
        // Day by day: a row per day of the heat grid, the day as the chart's language writes it, its total last.
        #expect(pages[2].contains("Day by day"))
        #expect(pages[2].contains(try Regex(#"11월 30일 \(월\)[^\n]*\s29\n"#)), "\(pages[2])")
        // The orders carry times: the last page shows when the shop sells.
        #expect(pages[3].contains("When the shop sells") && pages[3].contains("Busiest: Tuesday 14:00–15:00"))
        let letter = try run(directory.appendingPathComponent("letter.pdf").path, paper: .letter)
        #expect(
            try Self.tool(["pdfinfo", directory.appendingPathComponent("letter.pdf").path]).contains(
                "Page size:       612 x 792 pts (letter)"))
        #expect(letter.result.pages == 4)
    }

    @Test func theSameOrdersGiveTheSameBytesInEveryFormat() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        for format in ["pdf", "html", "eml"] {
            let first = try run(directory.appendingPathComponent("a.\(format)").path).bytes
            let second = try run(directory.appendingPathComponent("b.\(format)").path).bytes
            #expect(first == second, "\(format)")
            #expect(first.count > 50_000, "\(format)")
        }
    }

    @Test func theHTMLPageIsSelfContainedAndNamesEachSliceOnHover() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let html = String(decoding: try run(directory.appendingPathComponent("r.html").path).bytes, as: UTF8.self)
        #expect(html.hasPrefix(HTMLText.documentStart(language: "ko") + "<meta name=\"generator\""))
        let sources = html.matches(of: try Regex(#"src="([^"]{0,40})"#)).map { String($0.output[1].substring ?? "") }
        // The pie, the trend and the hours.
        #expect(sources.count == 3)
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
        for linking in ["href=", "<link", "<script", "url(", "http://", "https://", "cid:"] {
            #expect(!html.contains(linking), "\(linking)")
        }
        // Every slice of the pie is an area titled with its juice, figure and share.
        let titles = html.matches(of: try Regex(#"<area shape="poly" coords="[\d,]+" title="([^"]+)""#)).map {
            String($0.output[1].substring ?? "")
        }
        // 127 and 120 units would both read 11 %, so the chart (and its hover) takes one decimal.
        #expect(
            titles == [
                "딸기바나나쥬스: 252 units, 22.2%", "Strawberry: 228 units, 20.1%", "망고쥬스: 197 units, 17.4%",
                "바나나쥬스: 130 units, 11.5%",
                "키위쥬스: 127 units, 11.2%", "망고키위쥬스: 120 units, 10.6%", "파인애플쥬스: 80 units, 7.1%",
            ])
        #expect(html.components(separatedBy: "white-space: nowrap;\">").count - 1 == 30, "a grid row per day")
        #expect(html.contains("<table class=\"grid\""))
        #expect(
            html.contains(
                "<span style=\"display: inline-block; width: 10px; height: 10px; margin-right: 6px; background: #"))
    }

    /// Python's `email` package reads the message: its structure, every `cid:` resolved, the
    /// PDF attached byte for byte, the subject decoded.
    @Test func theMailParsesWithEveryPictureResolvedAndThePDFAttached() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let (result, eml) = try run(directory.appendingPathComponent("r.eml").path)
        #expect(result.pages == 4)
        let pdf = try run(directory.appendingPathComponent("r.pdf").path).bytes
        let script = """
            import email, email.policy, re, sys, hashlib
            m = email.message_from_bytes(sys.stdin.buffer.read(), policy=email.policy.default)
            print(m['Subject']); print(m['Date']); print(m['To'])
            print(' '.join(p.get_content_type() for p in m.walk()))
            html = m.get_body(('html',)).get_content()
            ids = {p['Content-ID'].strip('<>') for p in m.walk() if p['Content-ID']}
            cids = re.findall(r'cid:([^"]+)', html)
            print(len(cids), all(c in ids for c in cids))
            pdf = [p for p in m.iter_attachments() if p.get_content_type() == 'application/pdf'][0]
            print(pdf.get_filename(), hashlib.sha256(pdf.get_content()).hexdigest())
            print(m.get_body(('plain',)).get_content().splitlines()[4])
            print(m.defects == [] and all(p.defects == [] for p in m.walk()))
            """
        let lines = try Self.tool(["python3", "-c", script], input: eml).split(separator: "\n").map(String.init)
        #expect(lines[0] == "주스별 판매 수량, 2026년 11월 1일–30일: 1,134개")
        #expect(lines[1] == "Mon, 30 Nov 2026 11:38:02 +0000")
        #expect(lines[2] == "owner@example.com")
        #expect(
            lines[3]
                == "multipart/mixed multipart/alternative text/plain multipart/related text/html image/png image/png application/pdf"
        )
        #expect(lines[4] == "2 True")
        let sha = try Self.tool(["sha256sum"], input: pdf).prefix(64)
        #expect(lines[5] == "sales-2026-11-01-to-2026-11-30.pdf \(sha)")
        #expect(lines[6] == "딸기바나나쥬스    252  ₩1,386,000           22.2%")
        #expect(lines[7] == "True")
        // Lines end in CRLF throughout, none longer than 998 octets (RFC 5322).
        #expect(!eml.indices.contains { eml[$0] == 0x0A && ($0 == 0 || eml[$0 - 1] != 0x0D) })
        #expect(eml.split(separator: 0x0A).map(\.count).max() ?? 0 <= 999)
    }

    /// With a period given, the change is against the period of the same length before it, and
    /// both sides are the figures a chart of each period shows.
    @Test func theChangeIsAgainstThePreviousPeriodOfTheSameLength() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let second = ReportPeriod(first: CalendarDay("2026-11-16")!, last: CalendarDay("2026-11-30")!)!
        let sales = try PeriodSales.read(
            OrderInputs(paths: [month]), query: SalesQuery(period: second, timeZone: seoul),
            chart: try ChartSpecification(), menu: .standard)
        let previous = try #require(sales.previous)
        #expect(previous.period == ReportPeriod(first: CalendarDay("2026-11-01")!, last: CalendarDay("2026-11-15")!))
        func chart(_ period: ReportPeriod) throws -> SalesSummary {
            try ChartRequest(
                source: .orders(OrderInputs(paths: [month])), query: SalesQuery(period: period, timeZone: seoul),
                chart: try ChartSpecification(), output: nil
            ).run().sales
        }
        let (before, now) = (try chart(previous.period), try chart(second))
        #expect(previous.sales.total == before.total && sales.total.total == now.total)
        #expect(Set(previous.sales.segments.map(\.value)) == Set(before.segments.map(\.value)))
        let report = try PeriodReport(sales, menu: .standard)
        let change = try #require(report.change)
        let total = try #require(change.rows.last)
        #expect(total.previous == before.total.groupedDecimal && total.current == now.total.groupedDecimal)
        let percent = Int((Double(now.total - before.total) / Double(before.total) * 100).rounded())
        #expect(total.percent == (percent > 0 ? "+\(percent)%" : percent < 0 ? "−\(-percent)%" : "0%"))
        _ = directory
    }

    @Test func aRevenueReportSharesRevenue() throws {
        let directory = try ChartRunTests.temporaryDirectory()
        let path = directory.appendingPathComponent("revenue.pdf").path
        _ = try run(path, metric: .revenue)
        let text = try Self.tool(["pdftotext", "-layout", path, "-"])
        #expect(text.contains("share of revenue"))
        // 딸기바나나쥬스 took ₩1,386,000 of ₩5,989,500: 23.14 % of revenue (22.2 % of units), 23 % where
        // whole figures tell every juice's revenue apart.
        #expect(text.contains(try Regex(#"딸기바나나쥬스\s+252\s+₩1,386,000\s+23%"#)))
    }
}
