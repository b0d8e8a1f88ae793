import FlyingSocks
import Foundation

/// One client's connection: requests read within `HTTPLimits`, each answered in turn, until the
/// client closes, stays idle too long, or asks for something refused.
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

    private struct Timeout: Error {}

    func run() async {
        defer { try? socket.close() }
        let parser = HTTPHeadParser(limits: limits)
        var buffer: [UInt8] = []
        while !Task.isCancelled {
            let idleUntil = ContinuousClock.now + .seconds(limits.idleSeconds)
            var headUntil: ContinuousClock.Instant? = buffer.isEmpty ? nil : ContinuousClock.now + .seconds(limits.headSeconds)
            var head: HTTPRequestHead?
            while head == nil {
                switch parser.parse(buffer) {
                case .incomplete:
                    do {
                        buffer += try await read(before: headUntil ?? idleUntil)
                        headUntil = headUntil ?? ContinuousClock.now + .seconds(limits.headSeconds)
                    } catch is Timeout {
                        // Idle between requests: close quietly. Mid-head: the client is too slow.
                        if headUntil != nil { await refuse(.requestTimeout, "the request head took longer than \(Int(limits.headSeconds)) s") }
                        return
                    } catch {
                        return
                    }
                case .refused(let status, let reason):
                    await refuse(status, reason)
                    return
                case .head(let complete, let length):
                    head = complete
                    buffer.removeFirst(length)
                }
            }
            guard let head else { return }
            let started = ContinuousClock.now
            let response = await handle(head, peer)
            let keepAlive = head.keepsAlive && !stopping.isFired
            do {
                switch response.body {
                case .bytes(let bytes):
                    // A HEAD answer carries the length its GET body would have, without the body.
                    let encoded = response.encodedHead(keepAlive: keepAlive)
                    try await write(head.method == "HEAD" ? encoded : encoded + bytes)
                    log(head, response.status, peer, started.duration(to: .now).seconds)
                case .events(let events):
                    log(head, response.status, peer, started.duration(to: .now).seconds)
                    try await write(response.encodedHead(keepAlive: false))
                    // A HEAD asks only whether the stream would open.
                    if head.method != "HEAD" { try await stream(events) }
                    return
                }
            } catch {
                return
            }
            if !keepAlive { return }
        }
    }

    /// Writes each event as it comes until the stream ends, a write fails, or the client closes
    /// (a read returning end of input: clients send nothing on an event stream).
    private func stream(_ events: AsyncStream<[UInt8]>) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in events { try await write(event) }
            }
            group.addTask {
                while true { _ = try await socket.read(atMost: 512) }
            }
            _ = try? await group.next()
            group.cancelAll()
        }
    }

    private func refuse(_ status: HTTPStatus, _ reason: String) async {
        let response = HTTPResponse.text(status, reason)
        guard case .bytes(let body) = response.body else { return }
        try? await write(response.encodedHead(keepAlive: false) + body)
        log(nil, status, peer, 0)
    }

    /// Reads what the client sent, failing with `Timeout` at `deadline` or when the server stops.
    private func read(before deadline: ContinuousClock.Instant) async throws -> [UInt8] {
        try await withThrowingTaskGroup(of: [UInt8]?.self) { group in
            group.addTask { try await socket.read(atMost: 4_096) }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            group.addTask {
                await stopping.wait()
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let bytes = first else { throw Timeout() }
            return bytes
        }
    }

    /// Writes `bytes`, failing when the client has not taken them within the idle limit (a
    /// client that stops reading must not hold the connection).
    private func write(_ bytes: [UInt8]) async throws {
        let deadline = ContinuousClock.now + .seconds(limits.idleSeconds)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await socket.write(Data(bytes))
                return true
            }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return false
            }
            defer { group.cancelAll() }
            guard let written = try await group.next(), written else { throw Timeout() }
        }
    }
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
