/// Bytes gathered a piece at a time and emptied again for every cell or tag (a cell's text, its
/// reference, the names of the open elements), in memory this class owns.
///
/// Written by hand because `bench/xlsx.sh` showed `Array`'s generic `removeAll` and
/// `append(contentsOf:)`, with their uniqueness checks, costing more than the copies themselves;
/// here emptying sets a count and appending is one copy. A class, so that the memory is owned
/// once: whatever holds one is not to be copied while it is in use.
final class ByteScratch {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes held, valid until the next change.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    func removeAll() {
        count = 0
    }

    /// Keeps the first `count` bytes.
    func removeAll(after count: Int) {
        precondition(count <= self.count)
        self.count = count
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    private func grow(toHold needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: storage, count: count)
        storage.deallocate()
        (storage, capacity) = (moved, larger)
    }
}
