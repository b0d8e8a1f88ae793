import Foundation
import PieGeometry
import PieRender
import Testing

struct ReportDocumentRendererTests {
    private func document(rows: Int, pageSize: Size = Size(width: 595, height: 842)) -> ReportDocument {
        let table = ReportTable(header: ["juice", "units", "share of units"], alignRight: [false, true, true],
                                rows: (1...rows).map { ReportTable.Row(cells: ["주스 \($0)", "\($0)", "1.0%"], swatch: RGBColor(hex: 0xE8414E)) }
                                    + [ReportTable.Row(cells: ["total", "\(rows * (rows + 1) / 2)", "100.0%"], bold: true)])
        let pies = (1...9).map { SmallMultiples.Pie(label: "11-0\($0)", total: "\($0) units", values: [Double($0), 3],
                                                     colors: [RGBColor(hex: 0xE8414E), RGBColor(hex: 0x7BB342)]) }
        return ReportDocument(title: "Juice sales ⋅ November", pageSize: pageSize, creationDate: Date(timeIntervalSince1970: 1_764_000_000),
                              creator: "juice-report", footer: "Juice sales ⋅ 2026-11",
                              blocks: [.title("Juice sales ⋅ November"), .paragraph("1,234 units in 30 days"), .heading("By juice"), .table(table),
                                       .trend(TrendChartRendererTests.fiveDays(canvas: Size(width: 515, height: 260))), .pageBreak,
                                       .heading("Days"), .smallMultiples(SmallMultiples(pies: pies, columns: 5)),
                                       .paragraph("no sales: 2 days, 11-10, 11-11", secondary: true)])
    }

    private func pdftotext(_ pdf: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("r.pdf")
        try Data(pdf).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pdftotext", "-layout", file.path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self)
    }

    @Test func aLongTableFlowsOntoMorePagesAndEveryPageIsNumbered() throws {
        let (pdf, pages) = try ReportDocumentRenderer().renderPDF(document(rows: 80))
        #expect(pages == 4)
        let text = try pdftotext(pdf)
        let pageTexts = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        #expect(pageTexts.count == 4)
        for (index, page) in pageTexts.enumerated() {
            #expect(page.contains("page \(index + 1) of 4"))
        }
        #expect(text.contains("주스 80"))
        #expect(text.contains("3240"))
        #expect(text.contains("no sales: 2 days, 11-10, 11-11"))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Count 4"))
    }

    @Test func theSameDocumentGivesTheSameBytes() throws {
        let a = try ReportDocumentRenderer().renderPDF(document(rows: 12)).file
        let b = try ReportDocumentRenderer().renderPDF(document(rows: 12)).file
        #expect(a == b)
        #expect(String(decoding: a, as: UTF8.self).contains("/CreationDate (20251124160000Z)"))
        let letter = try ReportDocumentRenderer().renderPDF(document(rows: 12, pageSize: Size(width: 612, height: 792)))
        #expect(letter.pages == 2)
        #expect(String(decoding: letter.file, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
    }
}
