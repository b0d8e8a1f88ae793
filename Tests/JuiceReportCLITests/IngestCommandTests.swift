import Foundation
import Testing

/// Several inputs, standard input and output, formats, and --skip-invalid, through the binary.
struct IngestCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    private func summaryCSV(_ arguments: [String], in directory: URL, input: Data? = nil) throws -> CommandRunner.Result
    {
        let arguments = arguments + ["--summary", "csv", "--tz", "Asia/Seoul"]
        // Standard input is the process's own: a run that reads it is spawned.
        return try input.map { try CommandRunner.run(arguments, in: directory, input: $0) }
            ?? InProcessRunner.run(arguments, in: directory)
    }

    @Test func mergesInputsOfEveryFormatIntoOneChart() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("{\"juice\": \"kiwi\", \"quantity\": 2}\n{\"juice\": \"mango\"}\n".utf8).write(
            to: directory.appendingPathComponent("a.jsonl"))
        try Data("id,juice,quantity\nX,kiwi,3\n".utf8).write(to: directory.appendingPathComponent("b.csv"))
        let result = try summaryCSV(
            ["a.jsonl", "b.csv", "-", "-o", "pie.png"], in: directory,
            input: Data(#"[{"juice": "딸기쥬스", "quantity": 4}]"#.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("키위쥬스,5,"))
        #expect(result.standardOutput.contains("딸기쥬스,4,"))
        #expect(result.standardOutput.contains("망고쥬스,1,"))
        #expect(result.standardError.contains("wrote pie.png (PNG, 800×600 px, 3 products, 10 units)"))
    }

    /// Issue 28, item 8: a date column and one column of units per product, found by its header
    /// or asked for with --wide.
    /// Issue 37: a wide table's text columns are skipped and named in one note; the table reads as it is.
    @Test func aWideTablesTextColumnsAreNamedInOneNote() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("날짜,요일,소금빵,크루아상,비고\n2026-09-01,화,5,2,\n2026-09-02,수,,3,비 옴\n".utf8).write(
            to: directory.appendingPathComponent("bakery.csv"))
        let result = try summaryCSV(["bakery.csv"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "product,units,share,revenue\n소금빵,5,50,\n크루아상,5,50,\n")
        #expect(
            result.standardError
                == """
                juice-report: note: read as a wide table: a date column and one column of units for each of 2 products
                juice-report: note: skipped the text columns "요일", "비고" of the wide table: not units

                """)
    }

    @Test func wideTablesReadAsDailyUnits() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("날짜,딸기쥬스,kiwi,합계\n2026-11-20,3,,3\n2026-11-21,1,4,5\n합계,4,4,8\n".utf8).write(
            to: directory.appendingPathComponent("daily.csv"))
        let found = try summaryCSV(["daily.csv"], in: directory)
        #expect(found.status == 0, "\(found.standardError)")
        #expect(found.standardOutput == "product,units,share,revenue\n딸기쥬스,4,50,\n키위쥬스,4,50,\n")
        #expect(
            found.standardError.contains(
                "juice-report: note: read as a wide table: a date column and one column of units for each of 2 products\n"
            ))
        #expect(found.standardError.contains("juice-report: note: skipped 1 row without a date\n"))
        try Data("Sold on,kiwi\n2026-11-20,2\n2026-11-21,x\n".utf8).write(
            to: directory.appendingPathComponent("sold.csv"))
        let asked = try summaryCSV(["sold.csv", "--wide"], in: directory)
        #expect(asked.status == 67)
        #expect(
            asked.standardError
                == "juice-report: sold.csv:3:2: \"kiwi\" (column 2) must be a whole number of units (blank for none); got \"x\"\n"
        )
    }

    @Test func writesTheChartToStandardOutputOnlyWithAFormat() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let refused = try InProcessRunner.run([sample, "-o", "-"], in: directory)
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("-o -) needs --format"))
        let png = try InProcessRunner.run([sample, "-o", "-", "--format", "png", "-q"], in: directory)
        #expect(png.status == 0)
        #expect(
            png.standardOutput.utf8.starts(with: [0x89, 0x50, 0x4E, 0x47]) || Data(png.standardOutput.utf8).count > 0)
        let svg = try InProcessRunner.run([sample, "-o", "-", "--format", "svg", "-q"], in: directory)
        #expect(svg.standardOutput.hasPrefix("<?xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func readsStandardInputWithItsNameInMessages() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(
            ["-", "-o", "pie.png"], in: directory, input: Data("[{\"juice\": \"kiwi\",}]".utf8))
        #expect(result.status == 65)
        #expect(
            result.standardError
                == "juice-report: <stdin>:1:19: invalid JSON: expected a member name in double quotes, found '}'\n")
    }

    @Test func skipInvalidDrawsTheRestAndSaysWhatWasLeftOut() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let text =
            "[{\"juice\": \"kiwi\", \"quantity\": 2}, {\"juice\": \"kiwi\", \"quantity\": \"two\"}, {\"juice\": \"mango\"}]"
        try Data(text.utf8).write(to: directory.appendingPathComponent("s.json"))
        let strict = try InProcessRunner.run(["s.json", "-o", "pie.png"], in: directory)
        #expect(strict.status == 67)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
        let lenient = try InProcessRunner.run(["s.json", "-o", "pie.png", "--skip-invalid"], in: directory)
        #expect(lenient.status == 3)
        #expect(
            lenient.standardError.contains(
                "juice-report: skipped 1 invalid order (--skip-invalid); the chart leaves them out\n"))
        #expect(
            lenient.standardError.contains(
                #"juice-report: skipped: s.json:1:66: order 2: "quantity" must be a whole number other than 0 (negative for a return), found a string"#
            ))
        #expect(lenient.standardError.contains("3 units"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
    }

    @Test func refusesToWriteOverAnyInput() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"juice": "kiwi"}]"#.utf8).write(to: directory.appendingPathComponent("b.json"))
        let result = try InProcessRunner.run([sample, "b.json", "-o", "b.json", "--format", "png"], in: directory)
        #expect(result.status == 73)
        #expect(try Data(contentsOf: directory.appendingPathComponent("b.json")) == Data(#"[{"juice": "kiwi"}]"#.utf8))
    }
}

extension IngestCommandTests {
    /// Standard input redirected from a large file must not be split over two cores: both
    /// halves would share one file offset (a bug caught while benchmarking).
    @Test func readsALargeFileOnStandardInputLikeTheFileItself() throws {
        let directory = try CommandRunner.temporaryDirectory()
        var text = "[\n"
        let count = 190_000
        for index in 0..<count {
            text +=
                #"{"id": "A\#(index)", "orderedAt": "2026-11-21T09:00:00+09:00", "juice": "\#(["kiwi", "mango", "banana"][index % 3])", "quantity": \#(1 + index % 5)}"#
            text += index == count - 1 ? "\n]\n" : ",\n"
        }
        let file = directory.appendingPathComponent("big.json")
        try Data(text.utf8).write(to: file)
        #expect(text.utf8.count >= 16 << 20)
        let named = try InProcessRunner.run(["big.json", "--summary", "csv"], in: directory)
        let redirected = try CommandRunner.run(["-", "--summary", "csv"], in: directory, inputFile: file)
        #expect(named.status == 0 && redirected.status == 0, "\(redirected.standardError)")
        #expect(redirected.standardOutput == named.standardOutput)
        #expect(named.standardOutput.contains("바나나쥬스,"))
    }
}

/// `--column` from the command line: a table of other names charts, a wrong mapping is a usage error.
struct ColumnMappingCommandTests {
    @Test func aTableWithItsOwnNamesCharts() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("Date;Time;Item;Qty\n2026-11-21;09:15;딸기주스;2\n2026-11-21;23:55;kiwi;1\n".utf8)
            .write(to: directory.appendingPathComponent("pos.csv"))
        let result = try InProcessRunner.run(
            [
                "pos.csv", "--column", "juice=Item", "--column", "quantity=Qty", "--tz", "Asia/Seoul",
                "--date", "2026-11-21", "--summary", "csv",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // 딸기주스 (the standard spelling) is the menu's 딸기쥬스, drawn as the table wrote it (issue 27).
        #expect(result.standardOutput == "product,units,share,revenue\n딸기주스,2,67,\n키위쥬스,1,33,\n")
    }

    @Test func aWrongMappingIsAUsageError() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("Name,Qty\nkiwi,1\n".utf8).write(to: directory.appendingPathComponent("pos.csv"))
        let field = try InProcessRunner.run(["pos.csv", "--column", "drink=Name", "--summary"], in: directory)
        #expect(field.status == 64)
        #expect(
            field.standardError.hasPrefix(
                "Error: --column drink=Name: there is no field \"drink\"; the fields are juice, quantity, orderedAt, date, time, unitPrice, amount, status, id, category"
            ))
        let header = try InProcessRunner.run(["pos.csv", "--column", "juice=Item", "--summary"], in: directory)
        #expect(header.status == 64)
        #expect(
            header.standardError
                == "juice-report: pos.csv:1: --column juice=Item: the header row has no column \"Item\"; its columns are Name, Qty\n"
        )
    }
}
