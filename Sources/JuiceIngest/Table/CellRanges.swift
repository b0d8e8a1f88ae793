/// The cells of one row as byte ranges, in storage written through pointers: filling it costs
/// no uniqueness check per cell, as appending to an `Array` held by the reader would.
///
/// A class so that storage is owned once; its reader is therefore not to be copied while rows
/// are read (a copy would share the ranges).
final class CellRanges {
    private(set) var starts: UnsafeMutablePointer<Int>
    private(set) var ends: UnsafeMutablePointer<Int>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = capacity
        starts = .allocate(capacity: capacity)
        ends = .allocate(capacity: capacity)
    }

    deinit {
        starts.deallocate()
        ends.deallocate()
    }

    func removeAll() {
        count = 0
    }

    @inline(__always)
    func append(_ start: Int, _ end: Int) {
        if count == capacity { grow() }
        starts[count] = start
        ends[count] = end
        count += 1
    }

    func setEnd(_ end: Int, of cell: Int) {
        ends[cell] = end
    }

    private func grow() {
        let larger = capacity * 2
        let (newStarts, newEnds) = (
            UnsafeMutablePointer<Int>.allocate(capacity: larger), UnsafeMutablePointer<Int>.allocate(capacity: larger)
        )
        newStarts.update(from: starts, count: count)
        newEnds.update(from: ends, count: count)
        starts.deallocate()
        ends.deallocate()
        (starts, ends, capacity) = (newStarts, newEnds, larger)
    }
}
