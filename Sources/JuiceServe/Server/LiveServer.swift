import FlyingSocks
import Foundation
import JuiceCore
import JuiceDatabase
import JuiceReports

/// `juice-report serve`: the live page and its charts, kept up to date from the inputs.
public final class LiveServer: Sendable {
    /// What the server reads and where it listens.
    public struct Configuration: Sendable {
        /// Files, folders and database URLs.
        public var inputs: [String]
        /// Reading options shared by every input (`--column`, `--only`, `--where`, …); its paths are ignored.
        public var options: OrderInputs
        public var menu: Menu
        /// The shop's zone and day start.
        public var query: SalesQuery
        public var chart: ChartSpecification
        public var bind: String
        /// 0 picks a free port (tests); `port` then tells which.
        public var port: UInt16
        public var token: String?
        /// Seconds between reads of a database without a change signal.
        public var pollSeconds: Double
        /// The PostgreSQL channel a trigger notifies on each insert (`--notify-channel`); nil polls.
        public var notifyChannel: String?
        /// More PostgreSQL servers to hear `notifyChannel` on (`--notify-url`): the shards behind a
        /// postgres_fdw front, where the rows are written and the trigger runs.
        public var notifyURLs: [String] = []
        /// Seconds between looks at the files (appends are seen within this, plus the time to read them).
        public var fileSeconds = 0.1
        public var limits = HTTPLimits()
        /// Seconds a stop waits for the requests being answered.
        public var drainSeconds = 10.0
        /// The day a page that asks for none shows is today on this clock; signed links expire on it too.
        public var clock = ReportClock.system

        public init(
            inputs: [String], options: OrderInputs, menu: Menu, query: SalesQuery, chart: ChartSpecification,
            bind: String = "127.0.0.1", port: UInt16 = 8080, token: String? = nil, pollSeconds: Double = 2
        ) {
            self.inputs = inputs
            self.options = options
            self.menu = menu
            self.query = query
            self.chart = chart
            self.bind = bind
            self.port = port
            self.token = token
            self.pollSeconds = pollSeconds
        }
    }

    public let configuration: Configuration
    let sales: LiveSales
    let hub: EventHub
    private let routes: LiveRoutes
    private let listener: Socket
    /// The port listened on.
    public let port: UInt16
    private let log: @Sendable (String) -> Void
    private let state = ServerState()
    let metrics = ServerMetrics()
    private let executor = ServeExecutor()

    /// Reads every input once, then binds. Throws `ServeError` for a bad address, a port in use,
    /// or a token missing where one is required.
    public init(_ configuration: Configuration, log: @escaping @Sendable (String) -> Void) async throws {
        self.configuration = configuration
        self.log = log
        let token = try configuration.token.map { text throws(ServeError) in
            guard let token = AccessToken(text) else { throw ServeError.badToken }
            return token
        }
        if token == nil, !Self.isLoopback(configuration.bind) { throw ServeError.tokenRequired(configuration.bind) }
        let template = SalesHistory(
            inputs: configuration.options, menu: configuration.menu, query: configuration.query,
            chart: configuration.chart)
        let notifyServers = try configuration.notifyURLs.map { url throws(DatabaseError) in
            guard case .postgres(let settings) = try DatabaseURL(input: url) else {
                throw DatabaseError.badURL(
                    input: url, problem: "--notify-url takes a PostgreSQL URL (postgresql://user@host:5432/shop)")
            }
            return settings
        }
        sales = LiveSales(
            inputs: configuration.inputs, options: configuration.options, template: template,
            pollSeconds: configuration.pollSeconds, notifyChannel: configuration.notifyChannel,
            notifyServers: notifyServers, metrics: metrics, executor: executor, log: log)
        hub = EventHub(limit: configuration.limits.eventStreams)
        routes = LiveRoutes(
            sales: sales, hub: hub, renders: RenderQueue(), cache: ResponseCache(), token: token,
            timeZone: configuration.query.timeZone, dayStart: configuration.query.dayStart,
            serverID: String(UInt32.random(in: 0...UInt32.max), radix: 36), clock: configuration.clock,
            metrics: metrics,
            columns: ColumnViews(
                options: configuration.options, menu: configuration.menu, query: configuration.query,
                chart: configuration.chart))
        await sales.refresh()
        await sales.settle()
        // An input that cannot be read at the start is a mistake to say now (exit 66, 65, …), not a
        // page that is stale from the first second.
        if let error = await sales.startError() { throw error }
        (listener, port) = try Self.listen(on: configuration.bind, port: configuration.port)
    }

    /// Serves until `stop()`: accepts connections, looks at the sources, and keeps the event
    /// streams alive. Once stopped, it accepts no more, ends the event streams and idle
    /// connections, and lets the requests being answered finish (for `drainSeconds` at most).
    public func run() async throws {
        try await withTaskExecutorPreference(executor) { try await serve() }
    }

    /// Starts `run` on the server's own threads and returns at once: its first step does not
    /// wait for a thread of the shared pool either.
    public func start() -> Task<Void, any Error> {
        Task(executorPreference: executor) { try await self.serve() }
    }

    private func serve() async throws {
        let pool: some AsyncSocketPool = .make(maxEvents: 256)
        try await pool.prepare()
        let accepting = try AsyncSocket(socket: listener, pool: pool)
        let limits = configuration.limits
        log(
            "serving http://"
                + "\(configuration.bind.contains(":") ? "[\(configuration.bind)]" : configuration.bind):\(port)/"
        )
        // A change in a watched folder wakes the refresh at once; the regular look stays for what
        // inotify does not tell (databases' own signals and polls, network file systems). Watched
        // before the first connection is taken, so no change after it goes unseen.
        let changes = FileChangeSignal()
        await changes.watch(folders: await sales.watchedFolders)
        // A database read runs off the actor; what it found is taken in the moment it is there.
        await sales.wakeOnDelivery { changes.poke() }
        // The socket pool runs beside the group rather than in it: once cancelled, FlyingFox ends
        // its loop from tasks on Swift's shared pool, so a stop that waited for it would wait for
        // a thread of that pool, which other work in the process may hold for seconds (the test
        // suite's long tests did, 7 s). A stop waits for the connections; the pool ends after.
        // A pool that fails while serving stops the server, and `run` throws its error.
        let polling = Task(executorPreference: executor) { [state] in
            do {
                try await pool.run()
            } catch  where !Task.isCancelled {
                await state.stop(failing: error)
            }
        }
        defer { polling.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [sales, hub, configuration, routes] in
                while !Task.isCancelled {
                    await changes.watch(folders: await sales.watchedFolders)
                    // PostgreSQL's notifications wake it too, the moment they come (they were looked
                    // for every 0.1 s).
                    let woken = await changes.wait(
                        upTo: configuration.fileSeconds, readable: await sales.changeDescriptors)
                    try Task.checkCancellation()
                    if await sales.refresh() { await Self.tell(hub, sales, routes) }
                    guard woken else { continue }
                    // A write is seen before its commit ends: SQLite in WAL mode writes the WAL file,
                    // then its index in shared memory, which inotify does not see. One more look
                    // soon after takes such a commit at once rather than at the next regular look.
                    try await Task.sleep(for: .milliseconds(10))
                    if await sales.refresh() { await Self.tell(hub, sales, routes) }
                }
            }
            group.addTask { [hub] in
                while !Task.isCancelled {
                    try await Task.sleep(for: .seconds(limits.keepAliveSeconds))
                    await hub.keepAlive()
                }
            }
            let accepter = Task(executorPreference: executor) { [state, routes, log, metrics, executor] in
                for try await socket in accepting.sockets {
                    let peer = Self.peer(of: socket.socket)
                    guard await state.open(limit: limits.connections) else {
                        Task(executorPreference: executor) {
                            let refusal = HTTPResponse.text(
                                .serviceUnavailable, "too many connections", headers: [("Retry-After", "5")])
                            try? await socket.write(Data(refusal.encoded(keepAlive: false)))
                            try? socket.close()
                        }
                        continue
                    }
                    Task(executorPreference: executor) {
                        await HTTPConnection(
                            socket: socket, peer: peer, limits: limits, handle: routes.respond,
                            stopping: state.stopping,
                            log: { head, status, peer, seconds in
                                metrics.request(path: head?.path, status: status)
                                log(Self.logLine(head, status: status, peer: peer, seconds: seconds))
                            }
                        ).run()
                        await state.close()
                    }
                }
            }
            await state.waitForStop()
            accepter.cancel()
            try? listener.close()
            await hub.closeAll()
            let drained = await state.waitUntilClosed(seconds: configuration.drainSeconds)
            if !drained {
                log("stopping with requests still being answered after \(Int(configuration.drainSeconds)) s")
            }
            group.cancelAll()
        }
        if let failure = await state.failure { throw failure }
    }

    /// Tells the event streams of the figures now: each view's stream only when its figures changed.
    /// The views' figures and tables are worked out off the hub, on the drawing threads, first those
    /// of the kept history (told at once, with every stream of no view), then those read from the
    /// inputs (a store's page), which take longer; when the threads are all taken, every stream is told.
    /// Then each view told is sent its pictures as data (`LivePagePictures`), laid out on the drawing
    /// threads, which its page paints before it fetches the rest of itself again. At most
    /// `mostPictured` views a change, so that the drawing queue keeps room for the pages asked for
    /// (the others' pages fetch their pictures with themselves, after 3 s). Laying out the kept
    /// history's pictures beside the store pages' reading measured no better (`bench/serve.sh`).
    static let mostPictured = 16

    private static func tell(_ hub: EventHub, _ sales: LiveSales, _ routes: LiveRoutes) async {
        let snapshot = await sales.snapshot()
        let views = await hub.views
        let held = views.filter { routes.holds($0, in: snapshot) }
        let heldQueries = Set(held.map(\.rawQuery))
        var told: Set<String> = []
        for (phase, heads) in [held, views.filter { !heldQueries.contains($0.rawQuery) }].enumerated()
        where phase == 0 || !heads.isEmpty {
            let states =
                (try? await routes.renders.run {
                    Dictionary(heads.map { ($0.rawQuery, routes.state(of: $0, in: snapshot)) }) { first, _ in first }
                }) ?? Dictionary(heads.map { ($0.rawQuery, ViewFigures.State?.none) }) { first, _ in first }
            told.formUnion(await hub.changed(to: snapshot.version, states: states, plainToo: phase == 0))
        }
        let pictured = views.filter { told.contains($0.rawQuery) }.prefix(mostPictured)
        // A view laid out alone may lay its pie out twice at once (`PeriodReport.pie`'s `layingOutBoth`):
        // with more views than cores that would only take a core from another view's pie.
        let spareCores = pictured.count < ProcessInfo.processInfo.activeProcessorCount
        await withTaskGroup(of: Void.self) { group in
            for head in pictured {
                group.addTask {
                    guard
                        let pictures = try? await routes.renders.run({
                            routes.pictures(of: head, in: snapshot, spareCores: spareCores)
                        })
                    else { return }
                    await hub.pictures(pictures, version: snapshot.version, query: head.rawQuery)
                }
            }
        }
    }

    /// Stops the server (see `run`).
    public func stop() async {
        await state.stop()
    }

    /// `target` (a path and query, `/chart.png?date=today`) signed under `token`, valid until
    /// `expires` when given: it then opens without the token. Throws `ServeError.badToken`.
    public static func signedLink(_ target: String, token: String, expires: Date?) throws(ServeError) -> String {
        guard let token = AccessToken(token) else { throw .badToken }
        guard target.hasPrefix("/") else { throw .badLink(target) }
        let written =
            target.addingPercentEncoding(
                withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "+"))) ?? target
        return SignedLink(token: token).sign(written, expires: expires)
    }

    /// `127.0.0.1 GET /chart.png?date=today 200 12.3 ms`: one line per request, never a token.
    static func logLine(_ head: HTTPRequestHead?, status: HTTPStatus, peer: String, seconds: Double) -> String {
        let target =
            head.map { head in
                let query = head.query.filter { $0.name != "token" && $0.name != SignedLink.signatureName }.map {
                    "\($0.name)=\($0.value)"
                }
                .joined(separator: "&")
                return "\(head.method) \(head.path)\(query.isEmpty ? "" : "?" + query)"
            } ?? "(unreadable request)"
        return "\(peer) \(target) \(status.code) \(String(format: "%.1f", seconds * 1000)) ms"
    }

    static func isLoopback(_ address: String) -> Bool {
        address == "localhost" || address == "::1" || address.hasPrefix("127.")
    }

    private static func listen(on address: String, port: UInt16) throws(ServeError) -> (Socket, UInt16) {
        do {
            let isIPv6 = address.contains(":")
            let socket = try Socket(domain: isIPv6 ? AF_INET6 : AF_INET, type: .stream)
            try socket.setValue(true, for: .localAddressReuse)
            let host = address == "localhost" ? "127.0.0.1" : address
            if isIPv6 {
                try socket.bind(to: try sockaddr_in6.inet6(ip6: host, port: port))
            } else {
                try socket.bind(to: try sockaddr_in.inet(ip4: host, port: port))
            }
            try socket.listen(maxPendingConnection: 1_024)
            guard case .ip4(_, let bound) = try socket.sockname() else {
                if case .ip6(_, let bound) = try socket.sockname() { return (socket, bound) }
                return (socket, port)
            }
            return (socket, bound)
        } catch {
            throw .cannotListen(address, port, "\(error)")
        }
    }

    private static func peer(of socket: Socket) -> String {
        switch try? socket.remotePeer() {
        case .ip4(let address, _): address
        case .ip6(let address, _): address
        case .unix(let path): path
        case nil: "unknown"
        }
    }
}

/// Open connections, and whether the server was told to stop.
actor ServerState {
    private var open = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var drained: [CheckedContinuation<Void, Never>] = []
    /// Fired once at stop: idle connections close, answers in progress are sent with `Connection: close`.
    let stopping = StopSignal()

    func open(limit: Int) -> Bool {
        guard open < limit, !stopping.isFired else { return false }
        open += 1
        return true
    }

    func close() {
        open -= 1
        if open == 0 {
            for waiter in drained { waiter.resume() }
            drained = []
        }
    }

    /// Why the server stopped on its own, if it did.
    private(set) var failure: (any Error)?

    func stop(failing error: (any Error)? = nil) {
        if failure == nil { failure = error }
        stopping.fire()
        for waiter in waiters { waiter.resume() }
        waiters = []
    }

    func waitForStop() async {
        if stopping.isFired { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Waits until every connection closed, or `seconds` passed; whether they all closed.
    func waitUntilClosed(seconds: Double) async -> Bool {
        let deadline = Task { [weak self] in
            try? await Task.sleep(for: .seconds(seconds))
            await self?.releaseDrained()
        }
        defer { deadline.cancel() }
        if open > 0 { await withCheckedContinuation { drained.append($0) } }
        return open == 0
    }

    private func releaseDrained() {
        for waiter in drained { waiter.resume() }
        drained = []
    }
}
