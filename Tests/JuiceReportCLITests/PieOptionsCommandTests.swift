import Foundation
import Testing

/// The pie's options belong to the commands that draw pies: trend and hours draw none, so they
/// neither list nor take them (exit 64, the parser's own message), where chart, daily, report and
/// serve list them all.
struct PieOptionsCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    private static let pieOptions: [[String]] = [
        ["--label", "percent"], ["--precision", "1"], ["--legend", "none"], ["--top", "3"], ["--min-share", "2%"],
        ["--sort", "name"], ["--start-angle", "-90"], ["--counterclockwise"], ["--donut", "0.5"],
    ]

    @Test(arguments: ["trend", "hours"], pieOptions)
    func aCommandWithoutAPieRefusesThePiesOptions(command: String, option: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([command, sample, "--tz", "Asia/Seoul", "-o", "out.png"] + option, in: directory)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: Unknown option '\(option[0])'") == true, "\(result.standardError)")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: juice-report \(command) ") == true, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: ["chart", "daily", "report", "serve", "trend", "hours"])
    func theHelpListsThePiesOptionsWhereThereIsAPie(command: String) throws {
        let help = try InProcessRunner.run([command, "--help"], in: FileManager.default.temporaryDirectory)
        #expect(help.status == 0)
        let drawsPies = !["trend", "hours"].contains(command)
        for option in Self.pieOptions.map(\.[0]) {
            #expect(help.standardOutput.contains("  \(option) ") == drawsPies, "\(command) --help and \(option)")
        }
        // What every chart has stays listed.
        for option in ["--title", "--width", "--height", "--scale", "--names", "--theme", "--metric", "--currency"] {
            #expect(help.standardOutput.contains("  \(option) "), "\(command) --help and \(option)")
        }
        #expect(help.standardOutput.contains("\nPIE:\n") == drawsPies)
    }

    @Test func thePiesOptionsStillShapeThePie() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([sample, "-o", "pie.png", "--donut", "0.5", "--top", "3", "--layout-json", "l.json", "-q"],
                                             in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let data = try Data(contentsOf: directory.appendingPathComponent("l.json"))
        let layout = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // Three juices and 기타 (Other); a hole of half the radius.
        #expect((layout["slices"] as? [Any])?.count == 4)
        let radius = try #require(layout["radius"] as? Double)
        #expect(layout["holeRadius"] as? Double == radius / 2)
    }
}
