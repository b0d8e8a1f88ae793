import Foundation
import Testing

/// A test server written in Python (scripts/servers/*-test-server.py), run on loopback for one test:
/// it prints `ready PORT` once it accepts connections and stops when its standard input closes.
/// Shared by the CLI's and libcurl's tests.
public final class ScriptedServer {
    private let process = Process()
    private let input = Pipe()
    public let port: Int

    /// Starts `executable` with `arguments` and waits for its `ready PORT` line.
    public init(_ executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        let words = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        port = try #require(
            words.count == 2 && words[0] == "ready" ? Int(words[1]) : nil, "the server did not start: \(words)")
    }

    /// Closes its standard input and waits for it to end.
    public func stop() throws {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
