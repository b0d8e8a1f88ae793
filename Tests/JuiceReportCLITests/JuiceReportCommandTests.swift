import Foundation
import Testing

struct JuiceReportCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    private func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func rendersTheSampleInEveryFormat() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for name in ["pie.png", "pie.svg", "pie.pdf"] {
            let result = try InProcessRunner.run([sample, "-o", name], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
        let png = try InProcessRunner.run([sample, "-o", "pie.png", "--scale", "2"], in: directory)
        #expect(png.standardError == "juice-report: wrote pie.png (PNG, 1600×1200 px, 7 products, 549 units)\n")
        #expect(try files(in: directory) == ["pie.pdf", "pie.png", "pie.svg"])
        let bytes = try Data(contentsOf: directory.appendingPathComponent("pie.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try InProcessRunner.run([sample, "-o", "x.out", "--format", "svg", "-q"], in: directory).status == 0)
        #expect(try Data(contentsOf: directory.appendingPathComponent("x.out")).starts(with: Data("<?xml".utf8)))
    }

    @Test func sameInputGivesTheSameBytesRunAfterRun() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for format in ["png", "svg", "pdf"] {
            _ = try InProcessRunner.run([sample, "-o", "a.\(format)", "-q"], in: directory)
            _ = try InProcessRunner.run([sample, "-o", "b.\(format)", "-q"], in: directory)
            let a = try Data(contentsOf: directory.appendingPathComponent("a.\(format)"))
            let b = try Data(contentsOf: directory.appendingPathComponent("b.\(format)"))
            #expect(!a.isEmpty && a == b, "\(format) differs between runs")
        }
    }

    @Test(
        arguments: [
            // (input file contents or nil for a missing file, extra arguments, exit code, message)
            (nil, [], 66, "juice-report: missing.json: cannot read the input: No such file or directory"),
            (
                "{\"orders\": [\n  {\"juice\": \"kiwi\",}\n]}", [], 65,
                "juice-report: in.json:2:20: invalid JSON: expected a member name in double quotes, found '}'"
            ),
            (
                "[{\"id\": \"A-7\", \"juice\": \"kiwi\", \"quantity\": 0}]", [], 67,
                "juice-report: in.json:1:45: order 1 (id \"A-7\"): \"quantity\" must be a whole number other than 0 (negative for a return), got 0"
            ),
            (
                "[{\"juice\": \"kiwi\", \"status\": \"lost\"}]", [], 67,
                "juice-report: in.json:1:30: order 1: \"status\" has unknown value \"lost\"; expected completed, cancelled or refunded"
            ),
            (
                "[{\"juice\": \"kiwi\"}]", ["-o", "no-such-dir/pie.png"], 73,
                "juice-report: no-such-dir/pie.png: cannot write the output: No such file or directory"
            ),
            (
                "[{\"juice\": \"kiwi\"}]", ["-o", "in.json", "--format", "png"], 73,
                "juice-report: in.json: cannot write the output: it is the input file; choose another output path"
            ),
            (
                "[{\"juice\": \"kiwi\"}]", ["-o", "pie.gif"], 64,
                "Error: Cannot tell the format of 'pie.gif' from its extension; name the file .png, .svg or .pdf, or pass --format."
            ),
            (
                "[{\"juice\": \"kiwi\"}]", ["-o", "pie.png", "--width", "20"], 64,
                "Error: --width must be 320 to 20000 points and --height 240 to 20000: a smaller canvas has no room for a pie with readable labels (12 pt) or legend (11 pt)."
            ),
            (
                "[{\"juice\": \"kiwi\"}]", ["-o", "pie.png", "--width", "200", "--height", "150"], 64,
                "Error: --width must be 320 to 20000 points and --height 240 to 20000: a smaller canvas has no room for a pie with readable labels (12 pt) or legend (11 pt)."
            ),
        ] as [(String?, [String], Int32, String)])
    func failsWithItsExitCodeAndOneLineMessage(input: String?, arguments: [String], status: Int32, message: String)
        throws
    {
        let directory = try CommandRunner.temporaryDirectory()
        let inputName = input == nil ? "missing.json" : "in.json"
        if let input { try Data(input.utf8).write(to: directory.appendingPathComponent(inputName)) }
        let output = arguments.isEmpty ? ["-o", "pie.png"] : arguments
        let result = try CommandRunner.run([inputName] + output, in: directory)
        #expect(result.status == status)
        let firstLine = result.standardError.split(separator: "\n").first.map(String.init)
        #expect(firstLine == message)
        if status != 64 {
            #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)")
        }
        // Nothing was written beside the input: no chart, no temporary file.
        #expect(try files(in: directory) == (input == nil ? [] : ["in.json"]))
        if let input {
            #expect(try String(contentsOf: directory.appendingPathComponent("in.json"), encoding: .utf8) == input)
        }
    }

    @Test func aFailedRunLeavesTheExistingChartAlone() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("[{\"juice\": \"kiwi\"}]".utf8).write(to: directory.appendingPathComponent("good.json"))
        try Data("[{\"juice\": ".utf8).write(to: directory.appendingPathComponent("bad.json"))
        #expect(try InProcessRunner.run(["good.json", "-o", "pie.png", "-q"], in: directory).status == 0)
        let before = try Data(contentsOf: directory.appendingPathComponent("pie.png"))
        let failed = try InProcessRunner.run(["bad.json", "-o", "pie.png"], in: directory)
        #expect(failed.status == 65)
        #expect(
            failed.standardError
                == "juice-report: bad.json:1:12: invalid JSON: unexpected end of input; expected a value\n")
        #expect(try Data(contentsOf: directory.appendingPathComponent("pie.png")) == before)
        #expect(try files(in: directory) == ["bad.json", "good.json", "pie.png"])
    }

    @Test func noSalesIsAChartAndANoteNotAnError() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"juice": "kiwi", "status": "cancelled"}, {"juice": "mango", "status": "refunded"}]"#.utf8)
            .write(to: directory.appendingPathComponent("day.json"))
        let result = try InProcessRunner.run(["day.json", "-o", "day.png"], in: directory)
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                juice-report: note: day.json has no sales: all 2 orders were cancelled or refunded; the chart says "판매 없음 / No sales"
                juice-report: wrote day.png (PNG, 800×600 px, 0 products, 0 units)

                """)
        try Data("[]".utf8).write(to: directory.appendingPathComponent("empty.json"))
        let empty = try InProcessRunner.run(["empty.json", "-o", "empty.svg", "-q"], in: directory)
        #expect(empty.status == 0)
        // Issue 37: the note quotes what the chart says, in the chart's language (Korean without names to go by).
        #expect(
            empty.standardError == "juice-report: note: empty.json has no orders; the chart says \"판매 없음 / No sales\"\n"
        )
        #expect(
            try String(contentsOf: directory.appendingPathComponent("empty.svg"), encoding: .utf8).contains(
                "판매 없음 / No sales</desc>"))
    }

    @Test func layoutJSONDescribesTheChartDrawn() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // The legend asked for: under --legend auto a chart whose labels all name their slices has none (issue 27).
        let result = try InProcessRunner.run(
            [sample, "-o", "pie.png", "--layout-json", "pie.json", "--top", "5", "--legend", "right", "-q"],
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let data = try Data(contentsOf: directory.appendingPathComponent("pie.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let slices = try #require(document["slices"] as? [[String: Any]])
        // strawberryBanana is written by id or as 딸기바나나쥬스, never 딸바쥬스: drawn as written (issue 27).
        #expect(slices.map { $0["juice"] as? String } == ["딸기쥬스", "딸기바나나쥬스", "망고쥬스", "바나나쥬스", "망고키위쥬스", "기타 (2)"])
        #expect(slices.map { $0["value"] as? Int } == [113, 110, 97, 69, 67, 93])
        #expect(slices.first?["startAngle"] as? Double == 0)
        #expect(slices.last?["endAngle"] as? Double == 360)
        #expect(slices.first?["color"] as? String == "#D62839")
        for slice in slices {
            let placement = try #require(slice["placement"] as? String)
            #expect(["inside", "outside", "legend"].contains(placement))
            #expect((slice["leader"] != nil) == (placement == "outside"))
        }
        let folded = try #require(document["folded"] as? [[String: Any]])
        #expect(folded.map { $0["juice"] as? String } == ["키위쥬스", "파인애플쥬스"])
        #expect(folded.allSatisfy { $0["placement"] as? String == "other" })
        #expect((document["zeroValue"] as? [[String: Any]])?.isEmpty == true, "every juice of the sample sold")
        #expect((document["legend"] as? [String: Any])?["position"] as? String == "right")
        // Issue 18: every text drawn, with its font size and colour; the scale and theme; legend cells.
        #expect(document["scale"] as? Double == 1 && document["theme"] as? String == "light")
        let texts = try #require(document["texts"] as? [[String: Any]])
        #expect(
            texts.map { $0["role"] as? String } == ["title", "footnote"],
            "the footnote lists the juices folded by --top")
        #expect(texts.first?["fontSize"] as? Double == 20 && texts.first?["color"] as? String == "#1F2328")
        for slice in slices {
            let angles = (try #require(slice["startAngle"] as? Double), try #require(slice["endAngle"] as? Double))
            #expect(angles.0 < angles.1)
            if let label = slice["label"] as? [String: Any] {
                #expect((label["fontSize"] as? Double ?? 0) > 0 && (label["color"] as? String)?.hasPrefix("#") == true)
            }
        }
        let entries = try #require((document["legend"] as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(
            entries.allSatisfy {
                ($0["texts"] as? [[String: Any]])?.map { $0["role"] as? String } == [
                    "legendName", "legendValue", "legendShare",
                ]
            })
        #expect(entries.allSatisfy { $0["swatch"] is [String: Any] })
        // The same chart gives the same bytes.
        _ = try InProcessRunner.run(
            [sample, "-o", "again.png", "--layout-json", "again.json", "--top", "5", "--legend", "right", "-q"],
            in: directory)
        #expect(try Data(contentsOf: directory.appendingPathComponent("again.json")) == data)

        let toStdout = try InProcessRunner.run([sample, "-o", "pie.svg", "--layout-json", "-", "-q"], in: directory)
        #expect(toStdout.status == 0)
        #expect(toStdout.standardOutput.hasPrefix("{\n  \"canvas\" : {"))
        let shared = try InProcessRunner.run(
            [sample, "-o", "-", "--format", "png", "--layout-json", "-"], in: directory)
        #expect(shared.status == 64)
        #expect(
            shared.standardError.contains(
                "--layout-json - would share standard output with the chart or the summary; write it to a file."))
        let noChart = try InProcessRunner.run([sample, "--summary", "--layout-json", "l.json"], in: directory)
        #expect(noChart.status == 64)
    }

    @Test func sortInputKeepsTheRowOrderOfTotals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("juice,value\n10대,12\n20대,40\n30대,31\n40대,18\n50대 이상,9\n".utf8)
            .write(to: directory.appendingPathComponent("ages.csv"))
        let result = try InProcessRunner.run(
            ["--totals", "ages.csv", "-o", "ages.svg", "--sort", "input", "-q"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let svg = try String(contentsOf: directory.appendingPathComponent("ages.svg"), encoding: .utf8)
        // Age bands in the table's order, not by value (20대 sold most) nor by name; 40 of 110 is
        // 36.4 %, 36 % (the largest remainder printed 37 % to add up to 100).
        #expect(
            svg.contains(
                "<desc id=\"chart-desc\">10대: 12 units, 11%\n20대: 40 units, 36%\n30대: 31 units, 28%\n"
                    + "40대: 18 units, 16%\n50대 이상: 9 units, 8%</desc>"))
    }

    @Test func chartOptionsReachTheChart() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                sample, "-o", "pie.svg", "--top", "3", "--names", "en", "--label", "all",
                "--donut", "0.5", "--theme", "dark", "--legend", "bottom", "--sort", "name",
                "--start-angle", "-90", "--counterclockwise", "--precision", "1", "-q",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let svg = try String(contentsOf: directory.appendingPathComponent("pie.svg"), encoding: .utf8)
        #expect(
            svg.contains(
                "<desc id=\"chart-desc\">Mango: 97 units, 17.7%\nStrawberry: 113 units, 20.6%\nStrawberry Banana: 110 units, 20.0%\nOther (4): 229 units, 41.7%</desc>"
            ))
        let minShare = try InProcessRunner.run([sample, "-o", "a.png", "--min-share", "12%", "-q"], in: directory)
        #expect(minShare.status == 0)
    }

    @Test(arguments: [
        (["--donut", "2"], "Error: --donut must be between 0.1 and 0.9."),
        (["--precision", "7"], "Error: --precision must be 0, 1, 2 or 3."),
        (["--top", "0"], "Error: --top must be at least 1."),
        (["--min-share", "lots"], "Error: The value 'lots' is invalid for '--min-share <min-share>'"),
        (
            ["--legend", "left"],
            "Error: The value 'left' is invalid for '--legend <legend>'. Please provide one of 'auto', 'right', 'bottom' or 'none'."
        ),
    ])
    func rejectsBadChartOptions(arguments: [String], message: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([sample, "-o", "pie.png"] + arguments, in: directory)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        #expect(try files(in: directory) == [])
    }

    @Test func helpListsEveryExitCode() throws {
        let result = try InProcessRunner.run(["--help"], in: CommandRunner.packageRoot)
        #expect(result.status == 0)
        for code in ["0", "1", "64", "65", "66", "67", "69", "70", "73", "77"] {
            #expect(result.standardOutput.contains("\n  \(code)  "), "exit code \(code) missing from --help")
        }
    }
}

/// Issue 27, item 2: a chart whose labels cannot name a third of its slices folds its tail and
/// says which `--top` draws just the juices it names.
struct FoldingNoteCommandTests {
    /// The 80-product chain at 640 × 480 with --legend right folded when its labels, at the
    /// engine's fold, named no product: the note said "--top 0 keeps only the 0 products the
    /// labels name", a --top the command refuses (64). It now says what was folded, and no --top.
    @Test func aFoldWhoseLabelsNamedNoProductSuggestsNoTop() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let input = CommandRunner.packageRoot.appendingPathComponent("samples/shops/chain80.csv").path
        let result = try InProcessRunner.run(
            [
                input, "--column", "juice=product_detail", "--column", "quantity=transaction_qty", "--column",
                "date=transaction_date", "--column", "time=transaction_time", "--column", "unitPrice=unit_price",
                "--date-order", "mdy", "--skip-invalid", "--legend", "right", "--width", "640", "--height", "480",
                "-o", "pie.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let note = try #require(result.standardError.split(separator: "\n").first { $0.contains("folded into") })
        #expect(note.hasSuffix("the 40 smallest are folded into Other (40)"), "\(note)")
        #expect(!result.standardError.contains("--top 0"), "\(result.standardError)")
    }

    @Test func eightyProductsFoldTheirTailAndSayWhichTopNamesThemAll() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let input = CommandRunner.packageRoot.appendingPathComponent("samples/gallery-hard/eighty-products.csv").path
        let folded = try InProcessRunner.run(
            ["--totals", input, "-o", "pie.png", "--layout-json", "pie.json"], in: directory)
        #expect(folded.status == 0, "\(folded.standardError)")
        let note = try #require(folded.standardError.split(separator: "\n").first { $0.contains("folded into Other") })
        let numbers = note.split { !$0.isNumber }.compactMap { Int($0) }
        // "the 52 smallest are folded into Other (52); --top 27 keeps only the 27 products the labels name"
        #expect(numbers.count == 4 && numbers[0] == numbers[1] && numbers[2] == numbers[3], "\(note)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("pie.json")))
                as? [String: Any])
        let slices = document["slices"] as? [[String: Any]] ?? []
        #expect(slices.count - 1 + numbers[0] == 80, "every product is a slice or folded")
        // Issue 37 replaces issue 27's "two thirds labelled" here: Other would fold products as big as
        // those named, so the chart names more, most in a legend of cut names; every slice drawn is
        // named by its label or a legend row, and Other is no longer the biggest slice by far.
        let legendRows = Set(
            ((document["legend"] as? [String: Any])?["entries"] as? [[String: Any]] ?? []).compactMap {
                $0["slice"] as? Int
            })
        for (index, slice) in slices.enumerated() {
            #expect(slice["label"] != nil || legendRows.contains(index), "slice \(index) is named nowhere")
        }
        #expect(numbers[0] <= 10, "\(note)")

        // The --top the note names draws every juice it keeps by name, with nothing more folded.
        let top = try InProcessRunner.run(
            ["--totals", input, "-o", "top.png", "--top", "\(numbers[2])", "--layout-json", "top.json"],
            in: directory)
        #expect(top.status == 0)
        #expect(!top.standardError.contains("no room"), "\(top.standardError)")
        let topDocument = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("top.json")))
                as? [String: Any])
        let topSlices = topDocument["slices"] as? [[String: Any]] ?? []
        #expect(topSlices.count == numbers[2] + 1 && topSlices.allSatisfy { $0["label"] != nil })
    }
}
