import Foundation
import ServerTestSupport
import Testing

/// `report --send` against a real SMTP server on loopback (aiosmtpd, scripts/servers/smtp-test-server.py,
/// from .build/test-venv: `make test-deps` or scripts/setup/install-test-python.sh installs it).
@Suite(.serialized)
struct ReportDeliveryTests {
    private let month = CommandRunner.packageRoot.appendingPathComponent("samples/month.json").path

    /// A running SMTP server: its port, and where it writes what it received.
    private final class Server {
        let received: URL
        private let server: ScriptedServer
        var port: Int { server.port }

        init(in directory: URL, credentials: (String, String)? = nil) throws {
            received = directory.appendingPathComponent("received.eml")
            let python = CommandRunner.packageRoot.appendingPathComponent(".build/test-venv/bin/python")
            try #require(
                FileManager.default.isExecutableFile(atPath: python.path),
                "run scripts/setup/install-test-python.sh (make test-deps) first")
            let script = CommandRunner.packageRoot.appendingPathComponent("scripts/servers/smtp-test-server.py")
            server = try ScriptedServer(
                python, arguments: [script.path, received.path] + (credentials.map { [$0.0, $0.1] } ?? []))
        }

        func stop() throws {
            try server.stop()
        }
    }

    @Test func theServerReceivesTheEMLByteForByte() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let server = try Server(in: directory)
        let result = try InProcessRunner.run(
            [
                "report", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "r.eml",
                "--mail-from", "shop@example.com", "--mail-to", "owner@example.com", "books@example.com",
                "--send", "smtp://127.0.0.1:\(server.port)",
            ], in: directory)
        try server.stop()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "juice-report: sent the mail to owner@example.com, books@example.com through smtp://127.0.0.1:\(server.port)\n"
            ))
        let written = try Data(contentsOf: directory.appendingPathComponent("r.eml"))
        let received = try Data(contentsOf: server.received)
        #expect(written.count > 100_000)
        #expect(received == written)
        let envelope = try String(contentsOf: URL(fileURLWithPath: server.received.path + ".envelope"), encoding: .utf8)
        #expect(envelope == "shop@example.com\nowner@example.com\nbooks@example.com\n")
    }

    @Test func credentialsComeFromTheEnvironmentAndARefusedLoginIs77() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let server = try Server(in: directory, credentials: ("shop", "s3cret"))
        let arguments = [
            "report", month, "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "r.eml", "--mail-to",
            "owner@example.com",
            "--send", "smtp://127.0.0.1:\(server.port)",
        ]
        let refused = try InProcessRunner.run(
            arguments, in: directory,
            environment: ["JUICE_REPORT_SMTP_USER": "shop", "JUICE_REPORT_SMTP_PASSWORD": "wrong"])
        #expect(refused.status == 77, "\(refused.standardError)")
        #expect(refused.standardError.contains("smtp://127.0.0.1:\(server.port): the mail server refused the login"))
        #expect(!FileManager.default.fileExists(atPath: server.received.path), "nothing was accepted")
        let accepted = try InProcessRunner.run(
            arguments, in: directory,
            environment: ["JUICE_REPORT_SMTP_USER": "shop", "JUICE_REPORT_SMTP_PASSWORD": "s3cret"])
        try server.stop()
        #expect(accepted.status == 0, "\(accepted.standardError)")
        #expect(
            try Data(contentsOf: server.received) == (try Data(contentsOf: directory.appendingPathComponent("r.eml"))))
    }

    @Test func anUnreachableServerIs69() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // A port nothing listens on: bound and closed again.
        let server = try Server(in: directory)
        let port = server.port
        try server.stop()
        let result = try InProcessRunner.run(
            [
                "report", month, "--month", "2026-11", "-o", "r.eml", "--mail-to", "owner@example.com",
                "--send", "smtp://127.0.0.1:\(port)",
            ], in: directory)
        #expect(result.status == 69, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "smtp://127.0.0.1:\(port): cannot reach the mail server: Couldn't connect to server"))
    }

    @Test func anEmptyPeriodSendsNothingWithSkipEmpty() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let server = try Server(in: directory)
        let result = try InProcessRunner.run(
            [
                "report", month, "--month", "2026-10", "--tz", "Asia/Seoul", "-o", "r.eml", "--mail-to",
                "owner@example.com",
                "--send", "smtp://127.0.0.1:\(server.port)", "--skip-empty",
            ], in: directory)
        try server.stop()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "juice-report: note: no sales on any day of 2026-10-01 – 2026-10-31; --skip-empty wrote and sent nothing\n"
        )
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.eml").path))
        #expect(!FileManager.default.fileExists(atPath: server.received.path))
    }

    @Test func sendingNeedsAMailAndRecipients() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let pdf = try InProcessRunner.run(
            ["report", month, "-o", "r.pdf", "--mail-to", "a@example.com", "--send", "smtp://127.0.0.1:25"],
            in: directory)
        #expect(pdf.status == 64)
        #expect(pdf.standardError.contains("--send sends the mail message: name the report file .eml."))
        let nobody = try InProcessRunner.run(
            ["report", month, "-o", "r.eml", "--send", "smtp://127.0.0.1:25"], in: directory)
        #expect(nobody.status == 64)
        #expect(nobody.standardError.contains("--send needs the recipients: give --mail-to ADDRESS…."))
        let scheme = try InProcessRunner.run(
            ["report", month, "-o", "r.eml", "--mail-to", "a@example.com", "--send", "http://127.0.0.1:25"],
            in: directory)
        #expect(scheme.status == 64)
        #expect(
            scheme.standardError.contains(
                "--send takes smtp://HOST:PORT or smtps://HOST:PORT, got 'http://127.0.0.1:25'"))
    }
}
