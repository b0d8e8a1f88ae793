import Foundation
import Testing

/// A command takes only the options it uses. The pie's belong to the commands that draw pies (chart,
/// daily, report, serve): elsewhere they are unknown options (exit 64, the parser's own message). The
/// canvas's are listed by every command and refused with a sentence (exit 64) by those that size their
/// charts themselves (report, serve).
struct OptionScopeCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    private static let pieOptions: [[String]] = [
        ["--label", "percent"], ["--precision", "1"], ["--legend", "none"], ["--top", "3"], ["--min-share", "2%"],
        ["--sort", "name"], ["--start-angle", "-90"], ["--counterclockwise"], ["--donut", "0.5"],
    ]
    private static let canvasOptions: [[String]] = [["--width", "1000"], ["--height", "700"], ["--scale", "2"]]

    /// Each command, and whether it draws a pie.
    private static let commands: [(name: String, pie: Bool)] = [
        ("chart", true), ("daily", true), ("report", true), ("serve", true), ("trend", false), ("hours", false),
    ]

    private func refuses(_ command: String, _ arguments: [String], _ option: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [command, sample, "--tz", "Asia/Seoul"] + arguments + option, in: directory)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: Unknown option '\(option[0])'") == true, "\(result.standardError)")
        #expect(
            lines.dropFirst().first?.hasPrefix("Usage: juice-report \(command) ") == true, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: ["trend", "hours"])
    func aPictureCommandRefusesAnOutputItCannotWriteBeforeReading(command: String) throws {
        // trend and hours check -o and --format in the options they share (PictureCommandOptions'
        // validate): the file name is refused before the input, which does not exist, is looked for.
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([command, "missing.json", "-o", "pie.gif"], in: directory)
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "Error: Cannot tell the format of 'pie.gif' from its extension; name the file .png, .svg or .pdf, "
                    + "or pass --format.\nUsage: juice-report \(command) "), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(
        arguments: [
            (
                ["chart", "-o", "x.png", "--format", "gif"],
                "'gif' is invalid for '--format <format>'. Please provide one of 'png', 'svg' or 'pdf'."
            ),
            (
                ["trend", "-o", "x.png", "--metric", "kg"],
                "'kg' is invalid for '--metric <metric>'. Please provide one of 'units', 'revenue' or 'value'."
            ),
            (
                ["report", "-o", "x.pdf", "--paper", "a3"],
                "'a3' is invalid for '--paper <paper>'. Please provide one of 'a4' and 'letter'."
            ),
            (
                ["hours", "-o", "x.png", "--date-order", "ymd"],
                "'ymd' is invalid for '--date-order <date-order>'. Please provide one of 'dmy' and 'mdy'."
            ),
        ])
    func anOptionsWordsAreItsCasesRawValues(arguments: [String], message: String) throws {
        // The words a closed option takes (ArgumentChoice.allValueStrings) are its cases' raw values,
        // in their order, in the refusal and the help alike.
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [arguments[0], sample] + arguments.dropFirst(), in: directory)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: The value \(message)\n"), "\(result.standardError)")
    }

    @Test(arguments: ["trend", "hours"], pieOptions)
    func aCommandWithoutAPieRefusesThePiesOptions(command: String, option: [String]) throws {
        try refuses(command, ["-o", "out.png"], option)
    }

    @Test(
        arguments: [
            ("report", ["-o", "out.pdf"], "a report lays out its page's charts itself"),
            ("serve", ["--port", "0"], "each chart takes its size from its URL (?width=, ?height=)"),
        ], canvasOptions)
    func aCommandThatSizesItsOwnChartsRefusesTheCanvasOptions(command: (String, [String], String), option: [String])
        throws
    {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([command.0, sample] + command.1 + option, in: directory)
        #expect(result.status == 64)
        let message = "Error: \(option[0]) does not apply to \(command.0): \(command.2)."
        #expect(
            result.standardError.split(separator: "\n").first.map(String.init) == message, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        // The default, given, is taken for not given.
        let same = try InProcessRunner.run(
            [command.0, sample] + command.1 + [option[0], ["--width": "800", "--height": "600"][option[0]] ?? "1"]
                + (command.0 == "serve" ? ["--sign-link", "/chart.png"] : ["-q"]),
            in: directory, environment: ["JUICE_REPORT_TOKEN": "t"])
        #expect(same.status == 0, "\(same.standardError)")
    }

    @Test(arguments: commands.map(\.name))
    func theHelpListsWhatTheCommandUses(command: String) throws {
        let help = try InProcessRunner.run([command, "--help"], in: FileManager.default.temporaryDirectory)
        #expect(help.status == 0)
        let uses = try #require(Self.commands.first { $0.name == command })
        for option in Self.pieOptions.map(\.[0]) {
            #expect(help.standardOutput.contains("  \(option) ") == uses.pie, "\(command) --help and \(option)")
        }
        // What every chart has stays listed.
        for option in [
            "--title", "--shop", "--names", "--theme", "--metric", "--by", "--currency", "--tz", "--width", "--scale",
        ] {
            #expect(help.standardOutput.contains("  \(option) "), "\(command) --help and \(option)")
        }
        #expect(help.standardOutput.contains("\nPIE:\n") == uses.pie)
    }

    @Test func thePiesOptionsStillShapeThePie() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                sample, "-o", "pie.png", "--donut", "0.5", "--top", "3", "--width", "1000",
                "--layout-json", "l.json", "-q",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let data = try Data(contentsOf: directory.appendingPathComponent("l.json"))
        let layout = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // Three juices and 기타 (Other); a hole of half the radius; the canvas asked for.
        #expect((layout["slices"] as? [Any])?.count == 4)
        let radius = try #require(layout["radius"] as? Double)
        #expect(layout["holeRadius"] as? Double == radius / 2)
        let canvas = try #require(layout["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 1000 && canvas["height"] as? Double == 600)
    }

    /// Options a command shares with others, meaningful in some of its modes only, refused in the rest.
    @Test(arguments: [
        (
            ["chart", "--summary", "--format", "svg"],
            "Error: --format is the chart file's format: name the chart file with -o."
        ),
        (
            ["report", "-o", "r.pdf", "--mail-to", "a@example.com"],
            "Error: --mail-from and --mail-to address the mail message: name the report file .eml."
        ),
        (
            ["report", "-o", "r.html", "--mail-from", "shop@example.com"],
            "Error: --mail-from and --mail-to address the mail message: name the report file .eml."
        ),
        (
            ["serve", "--port", "0", "--skip-invalid"],
            "Error: serve always skips orders with a missing or bad field (a live page cannot stop at one); leave out --skip-invalid."
        ),
    ])
    func anOptionOutsideTheModeItServesIsRefused(arguments: [String], message: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([arguments[0], sample] + arguments.dropFirst(), in: directory)
        #expect(result.status == 64)
        #expect(
            result.standardError.split(separator: "\n").first.map(String.init) == message, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
