import Foundation
import Testing

/// Excel workbooks through the binary: charted from their first sheet or `--sheet`, refused in one line.
struct ExcelCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/exports/square-items.xlsx").path
    private let twoSheets = CommandRunner.packageRoot.appendingPathComponent(
        "Tests/JuiceExcelTests/__Fixtures__/two-sheets.xlsx"
    ).path

    @Test func chartsTheSampleSquareWorkbookToPNG() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [sample, "--metric", "revenue", "--names", "en", "--summary", "csv", "-o", "pie.png"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // The same figures as samples' square-items.csv would give; the share is of the metric charted, revenue
        // (258.54 of 628.62 is 41.1 %: 41 %, as whole figures tell the four apart).
        #expect(
            result.standardOutput == """
                product,units,share,revenue
                Strawberry,33,41,258.54
                Mango,29,38,241.04
                Matcha Latte,19,16,100.86
                sticker,15,4,28.18

                """)
        #expect(result.standardError.contains("note: read as a Square item sales detail export"))
        #expect(result.standardError.contains("wrote pie.png (PNG, 800×600 px, 4 products, $628.62)"))
        let png = try Data(contentsOf: directory.appendingPathComponent("pie.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aSheetIsChosenByNameAndAnUnknownOneIsAUsageError() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let chosen = try InProcessRunner.run(
            [twoSheets, "--sheet", "주문", "--tz", "Asia/Seoul", "-o", "pie.png"], in: directory)
        #expect(chosen.status == 0, "\(chosen.standardError)")
        #expect(chosen.standardError.contains("wrote pie.png (PNG, 800×600 px, 2 products, 4 units)"))

        let unknown = try InProcessRunner.run([twoSheets, "--sheet", "Orders", "-o", "pie.png"], in: directory)
        #expect(unknown.status == 64)
        #expect(
            unknown.standardError
                == "juice-report: \(twoSheets): the workbook has no sheet named \"Orders\"; its sheets are \"Summary\", \"주문\", \"Notes\"\n"
        )

        let notATable = try InProcessRunner.run([twoSheets, "-o", "pie.png"], in: directory)
        #expect(notATable.status == 65)
        #expect(
            notATable.standardError.hasSuffix(
                "the workbook's other sheets are \"주문\", \"Notes\" (choose one with --sheet)\n"))
    }

    @Test func aBrokenWorkbookIsMalformedInput() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("id,juice\n1,kiwi\n".utf8).write(to: directory.appendingPathComponent("x.xlsx"))
        let result = try InProcessRunner.run(["x.xlsx", "-o", "pie.png"], in: directory)
        #expect(result.status == 65)
        #expect(
            result.standardError == "juice-report: x.xlsx: not an Excel workbook (.xlsx): it is not a zip archive\n")
    }

    /// A sheet that inflates to bytes its CRC-32 does not match is damaged: exit 65, no chart.
    @Test func aSheetWhoseChecksumDoesNotMatchIsMalformedInput() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let damaged = CommandRunner.packageRoot.appendingPathComponent(
            "Tests/JuiceExcelTests/__Fixtures__/wrong-crc.xlsx"
        ).path
        let result = try InProcessRunner.run([damaged, "--metric", "revenue", "-o", "pie.png"], in: directory)
        #expect(result.status == 65)
        #expect(
            result.standardError
                == "juice-report: \(damaged): xl/worksheets/sheet1.xml does not match its checksum (CRC-32); the file is damaged\n"
        )
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
    }

    @Test func aWorkbookOnStandardInputIsRefused() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(
            ["-", "--input-format", "xlsx", "-o", "pie.png"], in: directory,
            inputFile: URL(fileURLWithPath: sample))
        #expect(result.status == 64)
        #expect(
            result.standardError
                == "juice-report: <stdin>: an Excel workbook cannot be read from standard input (a zip is read from its end); give its path\n"
        )
    }
}
