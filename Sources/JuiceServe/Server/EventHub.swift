import Foundation

/// The open event streams (`/events`), and what each is sent: an event when the figures
/// change, a comment now and then to keep proxies from closing an idle stream.
actor EventHub {
    /// An open stream, and the request of the page's view it serves (nil: told of every change)
    /// with the figures it was last told of (`ViewFigures`). The request, not the view: a page of
    /// today is of another day after midnight.
    private struct Stream {
        let continuation: AsyncStream<[UInt8]>.Continuation
        let view: HTTPRequestHead?
        var figures: String?
        /// The version the stream was last told of: a view's pictures (`pictures(_:version:query:)`)
        /// go to the streams told of that version only.
        var version: Int
    }

    private var streams: [UInt64: Stream] = [:]
    private var next: UInt64 = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { streams.count }

    /// A new stream that starts with the current version (so a page that reconnects learns
    /// whether it missed a change); nil past the limit.
    ///
    /// - Parameters:
    ///   - view: the request of the page's view, whose stream is sent only the changes of its
    ///     `figures`; nil for a stream told of every change.
    ///   - figures: the view's figures at `version`.
    ///   - table: the view's table at `version`, for a stream that missed it (`Last-Event-ID`).
    func open(version: Int, view: HTTPRequestHead? = nil, figures: String? = nil, table: String? = nil)
        -> AsyncStream<[UInt8]>?
    {
        guard streams.count < limit else { return nil }
        let id = next
        next += 1
        // A client that reads too slowly loses old keep-alives and versions, never the newest.
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.close(id) }
        }
        streams[id] = Stream(continuation: continuation, view: view, figures: figures, version: version)
        continuation.yield(Array("retry: 1000\n\n".utf8) + Self.event(version: version, table: table))
        return stream
    }

    /// The requests of the views the open streams show, one for each query.
    var views: [HTTPRequestHead] {
        var seen: Set<String> = []
        return streams.values.compactMap(\.view).filter { seen.insert($0.rawQuery).inserted }
    }

    /// Tells the streams of the views in `states` (by query) that the figures are now at
    /// `version`, each only when its view's figures changed, with the view's table
    /// (`LivePageTable`) when there is one, so its page shows the order at once; a view's state
    /// nil (not worked out) tells its streams in any case. With `plainToo`, every stream of no
    /// view is told too.
    ///
    /// - Returns: the queries of the views whose figures changed (some stream was told), whose
    ///   pictures the server then lays out (`pictures(_:version:query:)`).
    @discardableResult
    func changed(to version: Int, states: [String: ViewFigures.State?], plainToo: Bool) -> Set<String> {
        let plain = Self.event(version: version)
        let events = states.mapValues { Self.event(version: version, table: $0?.table) }
        var told: Set<String> = []
        for (id, stream) in streams {
            guard let view = stream.view else {
                if plainToo { stream.continuation.yield(plain) }
                continue
            }
            guard let state = states[view.rawQuery], let event = events[view.rawQuery] else { continue }
            if let state, state.figures == stream.figures { continue }
            streams[id]?.figures = state?.figures
            streams[id]?.version = version
            if state != nil { told.insert(view.rawQuery) }
            stream.continuation.yield(event)
        }
        return told
    }

    /// Sends the pictures of the view `query` at `version` (`LivePagePictures`, as JSON) to the
    /// view's streams told of that version: a stream told of a newer one waits for its own.
    func pictures(_ pictures: String, version: Int, query: String) {
        let event = Array("event: pictures\ndata: {\"version\":\(version),\"pictures\":\(pictures)}\n\n".utf8)
        for stream in streams.values where stream.view?.rawQuery == query && stream.version == version {
            stream.continuation.yield(event)
        }
    }

    /// A comment line on every stream: never a data event.
    func keepAlive() {
        for stream in streams.values { stream.continuation.yield(Array(": keep-alive\n\n".utf8)) }
    }

    /// Ends every stream (the server is stopping).
    func closeAll() {
        for stream in streams.values { stream.continuation.finish() }
        streams = [:]
    }

    private func close(_ id: UInt64) {
        streams[id] = nil
    }

    /// `id: 7`, `event: sales`, `data: {"version":7}`, with the view's `"table"` when given. The
    /// table's names are JSON strings (escaped, no line breaks), which the page sets as text.
    static func event(version: Int, table: String? = nil) -> [UInt8] {
        let fields = "\"version\":\(version)" + (table.map { ",\"table\":" + $0 } ?? "")
        return Array("id: \(version)\nevent: sales\ndata: {\(fields)}\n\n".utf8)
    }
}
