import Foundation

/// The open event streams (`/events`), and what each is sent: an event when the figures
/// change, a comment now and then to keep proxies from closing an idle stream.
actor EventHub {
    private var streams: [UInt64: AsyncStream<[UInt8]>.Continuation] = [:]
    private var next: UInt64 = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { streams.count }

    /// A new stream that starts with the current version (so a page that reconnects learns
    /// whether it missed a change); nil past the limit.
    func open(version: Int) -> AsyncStream<[UInt8]>? {
        guard streams.count < limit else { return nil }
        let id = next
        next += 1
        // A client that reads too slowly loses old keep-alives and versions, never the newest.
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.close(id) }
        }
        streams[id] = continuation
        continuation.yield(Array("retry: 1000\n\n".utf8) + Self.event(version: version))
        return stream
    }

    /// Tells every stream that the figures are now at `version`.
    func changed(to version: Int) {
        let event = Self.event(version: version)
        for continuation in streams.values { continuation.yield(event) }
    }

    /// A comment line on every stream: never a data event.
    func keepAlive() {
        for continuation in streams.values { continuation.yield(Array(": keep-alive\n\n".utf8)) }
    }

    /// Ends every stream (the server is stopping).
    func closeAll() {
        for continuation in streams.values { continuation.finish() }
        streams = [:]
    }

    private func close(_ id: UInt64) {
        streams[id] = nil
    }

    /// `id: 7`, `event: sales`, `data: {"version":7}`: the data is a number, never a name from the data.
    static func event(version: Int) -> [UInt8] {
        Array("id: \(version)\nevent: sales\ndata: {\"version\":\(version)}\n\n".utf8)
    }
}
