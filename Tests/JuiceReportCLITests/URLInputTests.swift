import Foundation
import ServerTestSupport
import Testing

/// Order histories given as http:// addresses, from a real HTTP server on loopback
/// (scripts/servers/http-test-server.py, Python's http.server): the same figures as the file, the
/// documented exit codes, and no output written on failure.
@Suite(.serialized)
struct URLInputTests {
    private static let samples = CommandRunner.packageRoot.appendingPathComponent("samples")

    /// A running server over `samples/`: its port.
    private final class Server {
        private let server: ScriptedServer
        var port: Int { server.port }

        init() throws {
            let script = CommandRunner.packageRoot.appendingPathComponent("scripts/servers/http-test-server.py")
            server = try ScriptedServer(
                URL(fileURLWithPath: "/usr/bin/env"),
                arguments: [
                    "python3", script.path, URLInputTests.samples.path,
                ])
        }

        func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

        func stop() throws {
            try server.stop()
        }
    }

    @Test func anAddressGivesTheFilesFiguresThroughRedirectsAndForEveryFormat() throws {
        let server = try Server()
        defer { try? server.stop() }
        let directory = try CommandRunner.temporaryDirectory()
        for (path, options) in [
            ("sales.json", ["--month", "2026-11", "--tz", "Asia/Seoul"]),
            ("exports/square-items.csv", ["--metric", "revenue"]),
            ("exports/square-items.xlsx", ["--metric", "revenue"]),
        ] {
            let local = try InProcessRunner.run(
                [Self.samples.appendingPathComponent(path).path, "--summary", "csv"] + options, in: directory)
            #expect(local.status == 0, "\(local.standardError)")
            for address in [server.url(path), server.url("moved/" + path)] {
                let fetched = try InProcessRunner.run([address, "--summary", "csv"] + options, in: directory)
                #expect(fetched.status == 0, "\(address): \(fetched.standardError)")
                #expect(fetched.standardOutput == local.standardOutput, "\(address)")
            }
        }
        let report = try InProcessRunner.run(
            ["report", server.url("month.json"), "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "r.pdf"],
            in: directory)
        #expect(report.status == 0, "\(report.standardError)")
        let local = try InProcessRunner.run(
            [
                "report", Self.samples.appendingPathComponent("month.json").path, "--month", "2026-11", "--tz",
                "Asia/Seoul",
                "-o", "local.pdf",
            ], in: directory)
        #expect(local.status == 0)
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("r.pdf"))
                == (try Data(contentsOf: directory.appendingPathComponent("local.pdf"))))
        // Nothing is left behind in the temporary folder.
        let left = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("juice-report-download-") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test(arguments: [
        ("missing.json", 66, "there is nothing at this address (HTTP 404)"),
        ("secret/sales.json", 77, "the server refused access (HTTP 401)"),
        ("forbidden/sales.json", 77, "the server refused access (HTTP 403)"),
        ("cut/sales.json", 65, "the download was cut short"),
    ])
    func failuresExitWithTheirCodeAndWriteNothing(path: String, status: Int32, message: String) throws {
        let server = try Server()
        defer { try? server.stop() }
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([server.url(path), "-o", "pie.png"], in: directory)
        #expect(result.status == status, "\(result.standardError)")
        #expect(
            result.standardError.contains("juice-report: \(server.url(path)): \(message)"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
    }

    @Test func aBadHistoryAtAnAddressIsNamedByTheAddress() throws {
        let server = try Server()
        defer { try? server.stop() }
        let directory = try CommandRunner.temporaryDirectory()
        let address = server.url("chart-layout.schema.json")
        let result = try InProcessRunner.run([address, "-o", "pie.png"], in: directory)
        #expect(result.status == 67)
        #expect(
            result.standardError
                == "juice-report: \(address):1:1: expected an object with an \"orders\" array, or an array of orders; "
                + "found an object without \"orders\"\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
    }

    @Test func anUnreachableServerIs69() throws {
        let server = try Server()
        let address = server.url("sales.json")
        try server.stop()
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run([address, "-o", "pie.png"], in: directory)
        #expect(result.status == 69, "\(result.standardError)")
        #expect(result.standardError.contains("\(address): cannot reach the server: Couldn't connect to server"))
    }
}
