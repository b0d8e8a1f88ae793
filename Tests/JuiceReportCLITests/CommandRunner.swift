import Foundation

/// Runs the built `juice-report` binary as a user would, capturing exit code and output.
///
/// The end-to-end half of the CLI tests: what only a process has (standard input, a standard output
/// that cannot be written, signals, libpq's PG* variables) and one test per command. The rest run
/// the commands in process (`InProcessRunner`), with the same `Result`.
struct CommandRunner {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The products folder holding this test bundle also holds the `juice-report` executable.
    static let executable: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3
        where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("juice-report").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("juice-report")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// - Parameters:
    ///   - input: bytes written to standard input through a pipe.
    ///   - inputFile: a file opened as standard input, as a shell's `< file` does.
    ///   - outputFile: a file opened as standard output, as a shell's `> /dev/full` does.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: Data? = nil,
        inputFile: URL? = nil, outputFile: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        if let inputFile { process.standardInput = try FileHandle(forReadingFrom: inputFile) }
        if let outputFile {
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
            try? output.fileHandleForWriting.close()
        }
        try process.run()
        if let input {
            // Written from another thread so a large input cannot block on a full pipe while output waits.
            let writer = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A new empty folder for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("juice-report-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
