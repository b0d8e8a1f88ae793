/// Answers already drawn, by ETag (which names the data's version and the parameters): a
/// dashboard refreshing the same chart costs one draw per change of the data. Requests for an
/// answer being drawn wait for that drawing instead of starting their own: when the data
/// changes, every open page asks for itself again at once.
actor ResponseCache {
    typealias Entry = (contentType: String, body: [UInt8])

    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    /// The requests waiting for an answer being drawn, by ETag.
    private var waiting: [String: [CheckedContinuation<Entry, any Error>]] = [:]
    private var bytes = 0
    private let capacity: Int
    private let capacityBytes: Int

    /// - Parameters:
    ///   - capacity: the most answers kept.
    ///   - capacityBytes: the most bytes of answers kept (a 4000×4000 PNG is several megabytes).
    init(capacity: Int = 256, capacityBytes: Int = 64 << 20) {
        self.capacity = capacity
        self.capacityBytes = capacityBytes
    }

    /// The answer for `etag`: kept, being drawn (then waited for), or drawn now by `draw` in the
    /// caller's own task (so on the server's threads).
    func answer(_ etag: String, draw: @Sendable () async throws -> Entry) async throws -> Entry {
        if let kept = entries[etag] { return kept }
        if waiting[etag] != nil {
            return try await withCheckedThrowingContinuation { waiting[etag, default: []].append($0) }
        }
        waiting[etag] = []
        let outcome: Result<Entry, any Error>
        do {
            outcome = .success(try await draw())
        } catch {
            outcome = .failure(error)
        }
        if case .success(let entry) = outcome { put(etag, entry) }
        for waiter in waiting.removeValue(forKey: etag) ?? [] { waiter.resume(with: outcome) }
        return try outcome.get()
    }

    private func put(_ etag: String, _ entry: Entry) {
        guard entries[etag] == nil, entry.body.count <= capacityBytes else { return }
        order.append(etag)
        entries[etag] = entry
        bytes += entry.body.count
        while order.count > capacity || bytes > capacityBytes {
            let oldest = order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.body.count ?? 0
        }
    }
}
