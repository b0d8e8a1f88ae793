import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing

/// `juice-report serve` as a user starts it: refusals with their exit codes, signed links, and a
/// server that answers and stops on SIGTERM.
struct ServeCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path
    private let here = FileManager.default.temporaryDirectory

    @Test("refusals: off loopback without a token (64), a missing input (66), a day on the command line (64)")
    func refusals() throws {
        let open = try CommandRunner.run(
            ["serve", sample, "--bind", "0.0.0.0", "--port", "0"], in: here,
            environment: ["JUICE_REPORT_TOKEN": ""])
        #expect(open.status == 64)
        #expect(open.standardError.hasPrefix("juice-report: --bind 0.0.0.0 is not loopback: give a token"))
        let missing = try CommandRunner.run(["serve", "no-such-orders.ndjson", "--port", "0"], in: here)
        #expect(missing.status == 66)
        #expect(
            missing.standardError == "juice-report: no-such-orders.ndjson: cannot be read: No such file or directory\n")
        let dated = try CommandRunner.run(["serve", sample, "--date", "today"], in: here)
        #expect(dated.status == 64)
        #expect(dated.standardError.contains("serve shows the day the page asks for"))
    }

    @Test("--notify-url needs --notify-channel and a PostgreSQL URL (64)")
    func notifyURLRefusals() throws {
        let shard = "postgresql://reader@127.0.0.1:1/shop"
        let alone = try CommandRunner.run(["serve", sample, "--port", "0", "--notify-url", shard], in: here)
        #expect(alone.status == 64)
        #expect(alone.standardError.contains("--notify-url listens on --notify-channel: give the channel too."))
        let sqlite = try CommandRunner.run(
            ["serve", sample, "--port", "0", "--notify-channel", "juice_report", "--notify-url", "sqlite:/tmp/pos.db"],
            in: here)
        #expect(sqlite.status == 64)
        #expect(
            sqlite.standardError
                == "juice-report: sqlite:/tmp/pos.db: not a usable database URL: --notify-url takes a PostgreSQL URL "
                + "(postgresql://user@host:5432/shop)\n", "\(sqlite.standardError)")
    }

    @Test("--sign-link prints the link with its expiry and an HMAC-SHA256, and needs the token")
    func signsLinks() throws {
        let signed = try InProcessRunner.run(
            [
                "serve", "--sign-link", "/chart.png?date=today", "--link-expires", "2026-12-31", "--tz", "UTC",
                "--port", "9000",
            ], in: here, environment: ["JUICE_REPORT_TOKEN": "shop-secret"])
        #expect(signed.status == 0)
        // 2027-01-01T00:00:00Z, the end of the day in UTC.
        #expect(
            signed.standardOutput.hasPrefix("http://127.0.0.1:9000/chart.png?date=today&expires=1798761600&signature="))
        #expect(signed.standardOutput.split(separator: "=").last?.trimmingCharacters(in: .newlines).count == 64)
        let unsigned = try InProcessRunner.run(
            ["serve", "--sign-link", "/chart.png"], in: here, environment: ["JUICE_REPORT_TOKEN": ""])
        #expect(unsigned.status == 64)
    }

    @Test("the server answers, and SIGTERM stops it with exit 0")
    func servesAndStops() async throws {
        let port = 18_000 + Int.random(in: 0..<2_000)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["serve", sample, "--tz", "Asia/Seoul", "--port", "\(port)"]
        process.environment = ProcessInfo.processInfo.environment.merging(["JUICE_REPORT_TOKEN": ""]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var health: String?
        for _ in 0..<100 where health == nil {
            try await Task.sleep(for: .milliseconds(100))
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/healthz"))
            health = (try? await URLSession.shared.data(from: url)).map { String(decoding: $0.0, as: UTF8.self) }
        }
        #expect(health?.hasPrefix("ok: version 1") == true)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("juice-report: serving http://127.0.0.1:\(port)/"))
        #expect(log.contains("juice-report: 127.0.0.1 GET /healthz 200"))
        #expect(log.hasSuffix("juice-report: stopped\n"))
    }
}
