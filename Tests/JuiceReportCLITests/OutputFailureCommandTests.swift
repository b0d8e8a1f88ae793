import Foundation
import Testing

/// Output that cannot be written ends with one line and exit 73, never a crash or exit 0.
struct OutputFailureCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path
    private let full = URL(fileURLWithPath: "/dev/full")

    @Test(arguments: [
        ["-o", "-", "--format", "png"], ["-o", "-", "--format", "svg"], ["--summary"], ["--summary", "json"],
    ])
    func aFullStandardOutputIsExit73(arguments: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run([sample] + arguments, in: directory, outputFile: full)
        #expect(result.status == 73)
        #expect(result.standardError == "juice-report: <stdout>: cannot write the output: No space left on device\n")
    }

    @Test func aDailySummaryToAFullStandardOutputIsExit73() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(
            ["daily", sample, "--out-dir", "out", "--tz", "Asia/Seoul", "--summary", "csv", "-q"],
            in: directory, outputFile: full)
        #expect(result.status == 73)
        #expect(result.standardError == "juice-report: <stdout>: cannot write the output: No space left on device\n")
    }

    @Test func aClosedPipeIsExit73WithAMessage() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = [sample, "-o", "-", "--format", "png", "--scale", "4"]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        let errors = Pipe()
        process.standardError = errors
        try pipe.fileHandleForReading.close()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 73)
        #expect(message == "juice-report: <stdout>: cannot write the output: Broken pipe\n")
    }

    @Test func versionAndNoInputSayWhatTheyShould() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let version = try CommandRunner.run(["--version"], in: directory)
        #expect(version.status == 0)
        #expect(version.standardOutput == "0.11.0\n")
        let full = try CommandRunner.run(["--version"], in: directory, outputFile: self.full)
        #expect(full.status == 73)
        #expect(full.standardError == "juice-report: <stdout>: cannot write the output: No space left on device\n")
        let help = try CommandRunner.run(["daily", "--help"], in: directory, outputFile: self.full)
        #expect(help.status == 73)
        let nothing = try CommandRunner.run([], in: directory)
        #expect(nothing.status == 64)
        #expect(nothing.standardError.hasPrefix("Error: Give an order history to draw"))
    }

    @Test func anEmojiNameIsDrawnNotRefused() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"juice": "🍓 Special", "quantity": 3}, {"juice": "kiwi"}]"#.utf8).write(
            to: directory.appendingPathComponent("e.json"))
        let result = try CommandRunner.run(["e.json", "-o", "e.png"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "juice-report: wrote e.png (PNG, 800×600 px, 2 products, 4 units)\n")
    }
}
