import ChartTestSupport
import Foundation
import PieGeometry
import PieRender
import Testing

struct ReportDocumentRendererTests {
    private func document(rows: Int, pageSize: Size = Size(width: 595, height: 842)) -> ReportDocument {
        let table = ReportTable(
            header: ["juice", "units", "share of units"], alignRight: [false, true, true],
            rows: (1...rows).map {
                ReportTable.Row(cells: ["주스 \($0)", "\($0)", "1.0%"], swatch: RGBColor(hex: 0xE8414E))
            }
                + [ReportTable.Row(cells: ["total", "\(rows * (rows + 1) / 2)", "100.0%"], bold: true)])
        let grid = ReportTable(
            header: ["day", "TRADITIONAL BAGUETTE", "total"], alignRight: [false, true, true],
            rows: (1...9).map {
                ReportTable.Row(cells: ["11-0\($0)", "\($0)", "\($0 + 3)"], shades: [0, Double($0) / 9, 0])
            },
            compact: true)
        return ReportDocument(
            title: "Juice sales ⋅ November", pageSize: pageSize,
            creationDate: Date(timeIntervalSince1970: 1_764_000_000),
            creator: "juice-report", footer: "Juice sales ⋅ 2026-11",
            blocks: [
                .title("Juice sales ⋅ November"), .paragraph("1,234 units in 30 days"), .heading("By juice"),
                .table(table),
                .trend(TrendChartRendererTests.fiveDays(canvas: Size(width: 515, height: 260))), .pageBreak,
                .heading("Days"), .table(grid),
                .paragraph("no sales: 2 days, 11-10, 11-11", secondary: true),
            ])
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
        let pageTexts = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
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

    /// A heat grid's cells are filled by their shade, the darkest in ColorBrewer's dark blue, under white figures.
    @Test func aHeatGridShadesItsCellsAndWrapsItsHeader() throws {
        func page(shaded: Bool) throws -> (image: RasterImage, text: String) {
            let grid = ReportTable(
                header: ["day", "TRADITIONAL BAGUETTE", "total"], alignRight: [false, true, true],
                rows: [
                    ReportTable.Row(cells: ["Mon 6 Feb", "€95", "€95"], shades: shaded ? [0, 1, 0] : []),
                    ReportTable.Row(cells: ["Tue 7 Feb", "€7", "€7"], shades: shaded ? [0, 0.1, 0] : []),
                ],
                compact: true)
            let document = ReportDocument(
                title: "Grid", pageSize: Size(width: 300, height: 200), creationDate: Date(timeIntervalSince1970: 0),
                footer: "f", blocks: [.table(grid)])
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let pdf = directory.appendingPathComponent("g.pdf")
            let bytes = try ReportDocumentRenderer().renderPDF(document).file
            try Data(bytes).write(to: pdf)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "pdftoppm", "-r", "72", "-png", "-singlefile", pdf.path, directory.appendingPathComponent("g").path,
            ]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return (
                try RasterImage(pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("g.png")))),
                try pdftotext(bytes)
            )
        }
        func darkBlue(_ image: RasterImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image.color(x: x, y: y).difference(from: ReportTable.shadeColor(1)) < 3 {
                    count += 1
                }
            }
            return count
        }
        #expect(
            ReportTable.shadeColor(0) == RGBColor(hex: 0xF7FBFF) && ReportTable.shadeColor(1) == RGBColor(hex: 0x08519C)
        )
        let shaded = try page(shaded: true), plain = try page(shaded: false)
        // One cell about 70 × 12 points of dark blue, less its white figure.
        #expect(darkBlue(shaded.image) > 400, "\(darkBlue(shaded.image))")
        #expect(darkBlue(plain.image) == 0)
        let text = shaded.text
        #expect(
            text.contains("TRADITIONAL") && text.contains("BAGUETTE") && !text.contains("TRADITIONAL BAGUETTE"),
            "the header wraps in its column")
    }
}
