import ArgumentParser
import Foundation
import JuiceReports
import JuiceServe

/// `juice-report serve orders/ --tz Asia/Seoul`: the live page, kept up to date as orders arrive.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live page of today's sales that updates as orders arrive, and charts by URL.",
        discussion:
            "The page (/) shows a day's pie, table, hours and the 30 days' trend, in the shop's --tz, and updates "
            + "without reloading (Server-Sent Events, /events) within a second of an order being appended to a file or "
            + "reaching a database. ?date=, ?month=, ?from=&to=, ?metric=revenue and ?group-by=category choose what it "
            + "shows. Charts for other pages: /chart.png (.svg, .pdf), /trend.png, /report.pdf, /totals.json, "
            + "/totals.csv, with the same parameters and width, height and title; /healthz for monitors. CSV and JSON "
            + "Lines files are followed as they grow (only new lines are read); other files and databases are read "
            + "again when they change. A folder means every order file in it, and each new one.\n\n"
            + "Off loopback a token is required (--token-file or JUICE_REPORT_TOKEN), then on every route but "
            + "/healthz: Authorization: Bearer TOKEN, or /login?token=TOKEN once in a browser (a cookie keeps it). "
            + "SIGTERM stops the server.\n\n"
            + ExitStatus.helpText
    )

    @Argument(help: "Order files, folders of them, and database URLs, read together and watched.")
    var inputs: [String] = []

    @OptionGroup(title: "Input")
    var reading: InputOptions

    @Option(help: "The address to listen on. Anything but loopback requires a token.")
    var bind = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port: UInt16 = 8080

    @Option(
        name: .customLong("token-file"),
        help: "A file holding the token every request but /healthz must carry (its trailing newline is ignored).")
    var tokenFile: String?

    @Option(
        help:
            """
            Seconds between reads of a PostgreSQL input without --notify-channel (SQLite is watched by its data \
            version).
            """
    )
    var poll = 2.0

    @Option(
        name: .customLong("notify-channel"),
        help:
            """
            The PostgreSQL channel a trigger notifies on each insert (see docs/serve.md); \
            the page then has a new order within a second, without polling.
            """
    )
    var notifyChannel: String?

    @Option(
        name: .customLong("notify-url"),
        help: ArgumentHelp(
            """
            Also listen on --notify-channel at this PostgreSQL server (repeatable): each shard behind a \
            postgres_fdw front, whose trigger runs where the rows are written (see docs/serve.md).
            """,
            valueName: "url"))
    var notifyURLs: [String] = []

    @Option(
        name: .customLong("sign-link"),
        help: ArgumentHelp(
            "Print this chart link signed with the token (an HMAC), "
                + "so that it opens without the token (an <img> in a wiki or a mail), and exit.",
            valueName: "/chart.png?date=today"))
    var signLink: String?

    @Option(
        name: .customLong("link-expires"),
        help: ArgumentHelp(
            "When the signed link stops working: after a duration (30d, 12h, 90m) or at the end of a day (YYYY-MM-DD, "
                + "in --tz). Without it the link works until the token changes.",
            valueName: "WHEN"))
    var linkExpires: String?

    @OptionGroup
    var picture: PieCommandOptions

    func validate() throws {
        try picture.appearance.refuseCanvas(
            in: "serve", because: "each chart takes its size from its URL (?width=, ?height=)")
        if inputs.isEmpty, signLink == nil {
            throw ValidationError("Give the order files, folders or database URLs to serve.")
        }
        if picture.days.date != nil || picture.days.from != nil || picture.days.to != nil || picture.days.month != nil {
            throw ValidationError(
                "serve shows the day the page asks for: leave out --date, --from, "
                    + "--to and --month and open /?date=YYYY-MM-DD."
            )
        }
        // Shared with the commands that stop at a bad order; a live page never does (see `run`).
        if reading.skipInvalid {
            throw ValidationError(
                "serve always skips orders with a missing or bad field (a live page cannot stop at one); "
                    + "leave out --skip-invalid.")
        }
        if !notifyURLs.isEmpty, notifyChannel == nil {
            throw ValidationError("--notify-url listens on --notify-channel: give the channel too.")
        }
        guard poll >= 0.1, poll <= 3_600 else { throw ValidationError("--poll must be from 0.1 to 3600 seconds.") }
    }

    func run() throws {
        let token = try self.token()
        if let signLink {
            guard let token else {
                throw ValidationError("--sign-link signs with the token: give --token-file FILE or JUICE_REPORT_TOKEN.")
            }
            let expires = try linkExpires.map {
                try Self.expiry($0, timeZone: try usage { try picture.days.choice.timeZone() })
            }
            let link = try runReportingFailure { try LiveServer.signedLink(signLink, token: token, expires: expires) }
            let host = bind.contains(":") ? "[\(bind)]" : bind
            try runReportingFailure { try StandardOutput.write("http://\(host):\(port)\(link)\n") }
            return
        }
        var options = try picture.appearance.grouped(reading.inputs(inputs, progress: nil))
        options.skipInvalid = true
        var configuration = LiveServer.Configuration(
            inputs: inputs, options: options, menu: try reading.menu(), query: try picture.query(),
            chart: try picture.specification(), bind: bind, port: port, token: token, pollSeconds: poll)
        configuration.notifyChannel = notifyChannel
        configuration.notifyURLs = notifyURLs
        configuration.clock = PeriodOptions.clock
        try runReportingFailure { try Self.serve(configuration) }
    }

    /// `30d`, `12h`, `90m` from now, or the end of `YYYY-MM-DD` in `timeZone`.
    static func expiry(_ text: String, timeZone: TimeZone, now: Date = PeriodOptions.clock.now) throws -> Date {
        if let day = CalendarDay(text) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            guard
                let start = calendar.date(
                    from: DateComponents(year: day.month > 0 ? day.year : 0, month: day.month, day: day.day))
            else {
                throw ValidationError("--link-expires '\(text)' is not a day")
            }
            return start.addingTimeInterval(86_400)
        }
        let units: [Character: Double] = ["d": 86_400, "h": 3_600, "m": 60]
        guard let unit = text.last.flatMap({ units[$0] }), let count = Double(text.dropLast()), count > 0 else {
            throw ValidationError("--link-expires '\(text)' is not a duration (30d, 12h, 90m) or a day (YYYY-MM-DD).")
        }
        return now.addingTimeInterval(count * unit)
    }

    private func token() throws -> String? {
        if let tokenFile {
            return try runReportingFailure { try String(decoding: InputFile.read(path: tokenFile), as: UTF8.self) }
        }
        // Set but empty is not set: `export JUICE_REPORT_TOKEN=` clears it.
        return CommandEnvironment.current["JUICE_REPORT_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Runs the server until SIGTERM or SIGINT, then lets it finish the requests in flight.
    private static func serve(_ configuration: LiveServer.Configuration) throws {
        let log: @Sendable (String) -> Void = { printToStandardError("juice-report: \($0)") }
        let outcome = ServeOutcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let server = try await LiveServer(configuration, log: log)
                let signals = [SIGTERM, SIGINT].map { number in
                    signal(number, SIG_IGN)
                    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                    source.setEventHandler { Task { await server.stop() } }
                    source.resume()
                    return source
                }
                try await server.run()
                signals.forEach { $0.cancel() }
                log("stopped")
            } catch {
                outcome.fail(error)
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }
}

/// How the server's task ended, handed back to the command's thread.
private final class ServeOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: (any Error)?

    func fail(_ error: any Error) { lock.withLock { failure = error } }
    var error: (any Error)? { lock.withLock { failure } }
}
