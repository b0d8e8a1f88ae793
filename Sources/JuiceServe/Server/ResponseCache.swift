/// Answers already drawn, by ETag (which names the data's version and the parameters): a
/// dashboard refreshing the same chart costs one draw per change of the data. Requests for an
/// answer being drawn wait for that drawing instead of starting their own: when the data
/// changes, every open page asks for itself again at once.
actor ResponseCache {
    typealias Entry = (contentType: String, body: [UInt8])

    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private var drawing: [String: Task<Entry, any Error>] = [:]
    private let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The answer for `etag`: kept, being drawn, or drawn now by `draw`.
    func answer(_ etag: String, draw: @escaping @Sendable () async throws -> Entry) async throws -> Entry {
        if let kept = entries[etag] { return kept }
        if let running = drawing[etag] { return try await running.value }
        let task = Task { try await draw() }
        drawing[etag] = task
        defer { drawing[etag] = nil }
        let entry = try await task.value
        put(etag, entry)
        return entry
    }

    private func put(_ etag: String, _ entry: Entry) {
        if entries[etag] == nil { order.append(etag) }
        entries[etag] = entry
        while order.count > capacity { entries[order.removeFirst()] = nil }
    }
}
