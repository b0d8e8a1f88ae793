import Foundation
import Testing

/// The faults a user meets with PostgreSQL, against the real server `make test` starts
/// (scripts/servers/test-with-postgres.sh: TLS with a certificate made for the run, a socket in its
/// folder, a million orders): each ends with its documented exit code, one line naming the
/// database without its password, and no output file.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["JUICE_REPORT_TEST_POSTGRES_URL"] != nil,
        "needs the test server (make test)"))
struct PostgresFaultCommandTests {
    static let environment = ProcessInfo.processInfo.environment
    static let url = environment["JUICE_REPORT_TEST_POSTGRES_URL"]
    private let url = PostgresFaultCommandTests.url ?? ""
    private let admin = environment["JUICE_REPORT_TEST_POSTGRES_ADMIN_URL"] ?? ""
    private let serverDirectory = environment["JUICE_REPORT_TEST_POSTGRES_DIR"] ?? ""
    private let csv = environment["JUICE_REPORT_TEST_ORDERS_CSV"] ?? ""
    private let port = URLComponents(string: environment["JUICE_REPORT_TEST_POSTGRES_URL"] ?? "")?.port ?? 0

    /// The summary of the orders file the table was loaded from.
    private func fileSummary(in directory: URL) throws -> String {
        let result = try CommandRunner.run([csv, "--summary", "json", "--tz", "Asia/Seoul"], in: directory)
        #expect(result.status == 0)
        return result.standardOutput
    }

    @Test func verifyFullNeedsTheServersRootCertificate() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let tls = "postgresql://reader:reader@127.0.0.1:\(port)/shop?sslmode=verify-full"
        let noRoot = try CommandRunner.run(
            [tls, "-o", "pie.png"], in: directory, environment: ["HOME": "/nonexistent"])
        #expect(noRoot.status == 77)
        #expect(
            noRoot.standardError
                == "juice-report: postgresql://reader@127.0.0.1:\(port)/shop: the database refused access: the server's "
                + "certificate cannot be trusted: 127.0.0.1:\(port): root certificate file \"/nonexistent/.postgresql/root.crt\" does not exist "
                + "(sslrootcert names the certificate of the authority that signed it)\n")
        let wrongRoot = try CommandRunner.run(
            [tls + "&sslrootcert=\(serverDirectory)/other.crt", "-o", "pie.png"], in: directory)
        #expect(wrongRoot.status == 77)
        #expect(
            wrongRoot.standardError.contains(
                "the server's certificate cannot be trusted: 127.0.0.1:\(port): SSL error: certificate verify failed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)

        let trusted = try CommandRunner.run(
            [tls + "&sslrootcert=\(serverDirectory)/server.crt", "--summary", "json", "--tz", "Asia/Seoul"],
            in: directory)
        #expect(trusted.status == 0, "\(trusted.standardError)")
        #expect(trusted.standardOutput == (try fileSummary(in: directory)))
    }

    @Test func aSocketURLAServiceFileAndThePasswordFileGiveTheFilesTotals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let expected = try fileSummary(in: directory)
        let socketDirectory = serverDirectory.replacingOccurrences(of: "/", with: "%2F")
        let socket = try CommandRunner.run(
            ["postgresql://reader@\(socketDirectory):\(port)/shop", "--summary", "json", "--tz", "Asia/Seoul"],
            in: directory, environment: ["HOME": "/nonexistent"])
        #expect(socket.status == 0, "\(socket.standardError)")
        #expect(socket.standardOutput == expected)
        let byPGHOST = try CommandRunner.run(
            ["postgresql:///shop", "--summary", "json", "--tz", "Asia/Seoul"], in: directory,
            environment: ["PGHOST": serverDirectory, "PGPORT": "\(port)", "PGUSER": "reader"])
        #expect(byPGHOST.status == 0 && byPGHOST.standardOutput == expected, "\(byPGHOST.standardError)")

        let services = directory.appendingPathComponent("pg_service.conf")
        try "# the shop's database\n[shop]\nhost=127.0.0.1\nport=\(port)\ndbname=shop\nuser=reader\nsslmode=disable\n"
            .write(to: services, atomically: true, encoding: .utf8)
        let passwords = directory.appendingPathComponent("pgpass")
        try "# comment\n127.0.0.1:\(port):other:reader:no\n127.0.0.1:*:shop:reader:reader\n".write(
            to: passwords, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: passwords.path)
        let service = try CommandRunner.run(
            ["postgresql:///?service=shop", "--summary", "json", "--tz", "Asia/Seoul"], in: directory,
            environment: ["PGSERVICEFILE": services.path, "PGPASSFILE": passwords.path])
        #expect(service.status == 0, "\(service.standardError)")
        #expect(service.standardOutput == expected)

        let noPassword = try CommandRunner.run(
            ["postgresql:///?service=shop", "-o", "pie.png"], in: directory,
            environment: ["PGSERVICEFILE": services.path, "HOME": "/nonexistent"])
        #expect(noPassword.status == 77)
        #expect(
            noPassword.standardError
                == "juice-report: postgresql://reader@127.0.0.1:\(port)/shop: the database refused access: "
                + "the server asks for a password; give it in the URL, PGPASSWORD or ~/.pgpass\n")
        let fromEnvironment = try CommandRunner.run(
            ["postgresql:///?service=shop", "--summary", "json", "--tz", "Asia/Seoul"], in: directory,
            environment: ["PGSERVICEFILE": services.path, "HOME": "/nonexistent", "PGPASSWORD": "reader"])
        #expect(
            fromEnvironment.status == 0 && fromEnvironment.standardOutput == expected,
            "\(fromEnvironment.standardError)")
    }

    @Test func aQueryThatWritesIsRefusedAndTheTableIsIntact() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let count = "SELECT count(*), (SELECT is_called FROM orders_written) FROM orders"
        let before = try Self.psql(admin, count)
        let refusals = [
            "DELETE FROM orders RETURNING *": "syntax error at or near \"FROM\"",
            "WITH gone AS (DELETE FROM orders RETURNING *) SELECT * FROM gone":
                "WITH clause containing a data-modifying statement must be at the top level",
            "SELECT * FROM orders WHERE nextval('orders_written') > 0":
                "cannot execute nextval() in a read-only transaction",
            // Turning the session's default off does not make its transaction writable.
            "SELECT * FROM orders WHERE set_config('default_transaction_read_only', 'off', false) IS NOT NULL AND nextval('orders_written') > 0":
                "cannot execute nextval() in a read-only transaction",
        ]
        for (query, problem) in refusals {
            let result = try CommandRunner.run([url, "--query", query, "-o", "pie.png"], in: directory)
            #expect(result.status == 65, "\(query)")
            #expect(
                result.standardError
                    == "juice-report: postgresql://reader@127.0.0.1:\(port)/shop (the query): the query failed: \(problem)\n"
            )
        }
        #expect(try Self.psql(admin, count) == before)
        #expect(before.hasSuffix("|f\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aStatementPastTheTimeoutSaysWhichSettingToRaise() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(
            [
                url + "&statement_timeout=1", "--query", "SELECT o.* FROM orders AS o, pg_sleep(3) AS pause", "-o",
                "pie.png",
            ],
            in: directory)
        #expect(result.status == 65)
        #expect(
            result.standardError
                == "juice-report: postgresql://reader@127.0.0.1:\(port)/shop (the query): the query failed: it ran longer than "
                + "the statement timeout of 1 s; raise it with statement_timeout=SECONDS in the URL\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aServerThatStopsMidQueryIsUnreachableAndNothingIsWritten() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let name = "juice-report-midquery-\(UInt32.random(in: 0...UInt32.max))"
        // A thread of its own: the other tests' commands may hold every thread of the cooperative pool.
        let command = CommandOnThread(
            [
                url + "&application_name=\(name)", "--query", "SELECT o.* FROM orders AS o, pg_sleep(20) AS pause",
                "-o", "pie.png",
            ], in: directory)
        // The server ends the session as a shutdown does (57P01, admin_shutdown), once it runs.
        var ended = false
        var answers: [String] = []
        let deadline = Date().addingTimeInterval(120)
        while !ended, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            let psql = try Self.psql(
                admin,
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = '\(name)' AND state = 'active' "
                    + "AND backend_type = 'client backend'"
            )
            answers.append(psql.trimmingCharacters(in: .whitespacesAndNewlines))
            ended = (Int(answers.last ?? "") ?? 0) >= 1
        }
        #expect(ended, "psql answered \(Set(answers))")
        let result = try command.wait()
        #expect(result.status == 69)
        #expect(
            result.standardError.hasPrefix(
                "juice-report: postgresql://reader@127.0.0.1:\(port)/shop (the query): cannot reach the database: "
                    + "the connection was lost during the query: terminating connection due to administrator command"),
            "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    private static func psql(_ url: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-At", url, "-c", sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A server that accepts the connection but never answers: a listening socket nobody serves.
struct PostgresSilentServerCommandTests {
    @Test func aServerThatNeverAnswersIsUnreachableWithinTheConnectTimeout() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 8) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        #expect(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let directory = try CommandRunner.temporaryDirectory()
        let started = Date()
        let result = try CommandRunner.run(
            ["postgresql://reader:secret@127.0.0.1:\(port)/shop?connect_timeout=2&sslmode=disable", "-o", "pie.png"],
            in: directory)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status == 69)
        #expect(
            result.standardError
                == "juice-report: postgresql://reader@127.0.0.1:\(port)/shop: cannot reach the database: 127.0.0.1:\(port): "
                + "no answer within the connect timeout (connect_timeout in the URL or PGCONNECT_TIMEOUT; 10 s unless set)\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

/// A command run on a thread of its own, waited for later.
private final class CommandOnThread: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<CommandRunner.Result, any Error>?

    init(_ arguments: [String], in directory: URL) {
        Thread {
            self.result = Result { try CommandRunner.run(arguments, in: directory) }
            self.done.signal()
        }.start()
    }

    func wait() throws -> CommandRunner.Result {
        done.wait()
        return try (result ?? .failure(CancellationError())).get()
    }
}
