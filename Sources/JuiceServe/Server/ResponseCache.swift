/// Answers already drawn, by ETag (which names the data's version and the parameters): a
/// dashboard refreshing the same chart costs one draw per change of the data.
actor ResponseCache {
    private var entries: [String: (contentType: String, body: [UInt8])] = [:]
    private var order: [String] = []
    private let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    func get(_ etag: String) -> (contentType: String, body: [UInt8])? {
        entries[etag]
    }

    func put(_ etag: String, contentType: String, body: [UInt8]) {
        if entries[etag] == nil { order.append(etag) }
        entries[etag] = (contentType, body)
        while order.count > capacity { entries[order.removeFirst()] = nil }
    }
}
