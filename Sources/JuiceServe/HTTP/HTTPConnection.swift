import FlyingSocks
import Foundation
import Synchronization

/// One client's connection: requests read within `HTTPLimits`, each answered in turn, until the
/// client closes, stays idle too long, or asks for something refused.
///
/// One watchdog per connection keeps its deadlines (the whole head's, the idle wait's, a
/// write's), waking every `tick`: a timer per read or write, cancelled almost always, would each
/// stay allocated until its deadline (30 s), and memory would climb with the request rate.
struct HTTPConnection: Sendable {
    /// What answers a request: the head and the client's address (`127.0.0.1`).
    typealias Handler = @Sendable (HTTPRequestHead, String) async -> HTTPResponse
    /// Told of each answered request: the head (nil when it could not be read), the status and the seconds it took.
    typealias RequestLog = @Sendable (HTTPRequestHead?, HTTPStatus, String, Double) -> Void

    let socket: AsyncSocket
    let peer: String
    let limits: HTTPLimits
    let handle: Handler
    /// Fired when the server stops: a connection waiting for a request closes, one answering finishes and closes.
    let stopping: StopSignal
    let log: RequestLog

    /// How a connection ended.
    private enum Ending: Sendable {
        case finished
        /// A deadline passed; `midHead` when the client was sending a request head.
        case timedOut(midHead: Bool)
        case stopped
    }

    /// What the connection waits for now, and until when.
    private enum Phase: Sendable {
        /// The next request, with nothing of it received.
        case idle
        /// The rest of a request head.
        case head
        /// An answer being made or written.
        case busy
    }

    private final class Deadline: Sendable {
        private let state = Mutex<(phase: Phase, until: ContinuousClock.Instant?)>((.idle, nil))
        /// How the watch ended the connection, said before it wakes the pending read: the read then
        /// ends the serving task, which may be seen first.
        private let ended = Mutex<Ending?>(nil)

        func set(_ phase: Phase, until: ContinuousClock.Instant?) { state.withLock { $0 = (phase, until) } }
        func set(until: ContinuousClock.Instant?) { state.withLock { $0.until = until } }
        var now: (phase: Phase, until: ContinuousClock.Instant?) { state.withLock { $0 } }
        func end(_ ending: Ending) { ended.withLock { $0 = ending } }
        var ending: Ending? { ended.withLock { $0 } }
    }

    func run() async {
        defer { try? socket.close() }
        let deadline = Deadline()
        let ending = await withTaskGroup(of: Ending.self) { group in
            group.addTask { await serve(deadline) }
            group.addTask { await watch(deadline) }
            let first = await group.next() ?? .finished
            group.cancelAll()
            return deadline.ending ?? first
        }
        if case .timedOut(midHead: true) = ending {
            // One try, without waiting: a client too slow to send its head may be too slow to read this.
            let response = HTTPResponse.text(
                .requestTimeout, "the request head took longer than \(Int(limits.headSeconds)) s")
            _ = try? socket.socket.write(Data(response.encoded(keepAlive: false)))
            log(nil, .requestTimeout, peer, limits.headSeconds)
        }
    }

    /// Ends the connection when its deadline passes, or when the server stops while it waits for a request.
    private func watch(_ deadline: Deadline) async -> Ending {
        let tick = Duration.seconds(max(0.05, min(1, limits.headSeconds / 4)))
        while !Task.isCancelled {
            try? await Task.sleep(for: tick)
            let (phase, until) = deadline.now
            if stopping.isFired, case .idle = phase {
                deadline.end(.stopped)
                wake(SHUT_RDWR)
                return .stopped
            }
            if let until, ContinuousClock.now >= until {
                if case .head = phase {
                    // The 408 is written once both tasks ended (`run`), whichever the group saw first.
                    deadline.end(.timedOut(midHead: true))
                    wake(SHUT_RD)
                    return .timedOut(midHead: true)
                }
                deadline.end(.timedOut(midHead: false))
                wake(SHUT_RDWR)
                return .timedOut(midHead: false)
            }
        }
        return .finished
    }

    private func serve(_ deadline: Deadline) async -> Ending {
        let parser = HTTPHeadParser(limits: limits)
        var buffer: [UInt8] = []
        while !Task.isCancelled {
            if buffer.isEmpty {
                deadline.set(.idle, until: .now + .seconds(limits.idleSeconds))
            } else {
                deadline.set(.head, until: .now + .seconds(limits.headSeconds))
            }
            var head: HTTPRequestHead?
            while head == nil {
                switch parser.parse(buffer) {
                case .incomplete:
                    guard let bytes = try? await socket.read(atMost: 4_096) else { return .finished }
                    if buffer.isEmpty { deadline.set(.head, until: .now + .seconds(limits.headSeconds)) }
                    buffer += bytes
                case .refused(let status, let reason):
                    deadline.set(.busy, until: .now + .seconds(limits.idleSeconds))
                    let response = HTTPResponse.text(status, reason)
                    try? await socket.write(Data(response.encoded(keepAlive: false)))
                    log(nil, status, peer, 0)
                    return .finished
                case .head(let complete, let length):
                    head = complete
                    buffer.removeFirst(length)
                }
            }
            guard let head else { return .finished }
            deadline.set(.busy, until: nil)
            let started = ContinuousClock.now
            let response = await handle(head, peer)
            let keepAlive = head.keepsAlive && !stopping.isFired
            do {
                switch response.body {
                case .bytes(let bytes):
                    // A HEAD answer carries the length its GET body would have, without the body.
                    let encoded = response.encodedHead(keepAlive: keepAlive)
                    try await write(head.method == "HEAD" ? encoded : encoded + bytes, deadline)
                    log(head, response.status, peer, started.duration(to: .now).seconds)
                case .events(let events, let gzip):
                    log(head, response.status, peer, started.duration(to: .now).seconds)
                    try await write(response.encodedHead(keepAlive: false), deadline)
                    // A HEAD asks only whether the stream would open.
                    if head.method != "HEAD" { try await stream(events, gzip: gzip, deadline) }
                    return .finished
                }
            } catch {
                return .finished
            }
            if !keepAlive { return .finished }
        }
        return .finished
    }

    /// Writes each event as it comes (compressed with `gzip`) until the stream ends, a write
    /// fails, or the client closes (a read returning end of input: clients send nothing on an
    /// event stream). Events the stream dropped for a slow reader are dropped before compression,
    /// so the compressed stream stays whole.
    private func stream(_ events: AsyncStream<[UInt8]>, gzip: Bool, _ deadline: Deadline) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                let encoder = gzip ? GzipStream() : nil
                for await event in events {
                    guard let bytes = encoder.map({ $0.chunk(event) }) ?? event else { return }
                    try await write(bytes, deadline)
                }
            }
            group.addTask {
                while true { _ = try await socket.read(atMost: 512) }
            }
            _ = try? await group.next()
            wake(SHUT_RD)
            group.cancelAll()
        }
    }

    /// Shuts the socket's reading (and writing) down, so a read or write waiting on it returns
    /// now, through the socket pool's own loop. Cancelling the task instead would leave the wake to
    /// FlyingFox's cancellation handler, a task on Swift's shared pool, which other work in the
    /// process may hold for seconds: a stop waited 7 s on it beside the test suite. The socket
    /// itself is closed only once its tasks ended, so no late read or write meets a reused descriptor.
    private func wake(_ how: Int) {
        _ = shutdown(socket.socket.file.rawValue, Int32(how))
    }

    /// Writes `bytes`; the watchdog ends the connection when the client has not taken them
    /// within the idle limit (a client that stops reading must not hold it).
    private func write(_ bytes: [UInt8], _ deadline: Deadline) async throws {
        deadline.set(until: .now + .seconds(limits.idleSeconds))
        defer { deadline.set(until: nil) }
        try await socket.write(Data(bytes))
    }
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
