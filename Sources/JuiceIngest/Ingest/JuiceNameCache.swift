import JuiceCore

/// Remembers the slot of each juice name as written, keyed on its raw UTF-8 bytes.
///
/// A file of a million orders names a handful of juices; matching each name against the
/// menu (case, aliases, Unicode normalization) once instead of per order is most of what
/// makes the reader fast. Hand-written open addressing over a byte arena, because a
/// `Dictionary` would need a `String` or an array per lookup, which is an allocation.
/// At most `capacityLimit` names are remembered; the rest are matched every time.
struct JuiceNameCache {
    /// A name's slot, or `emptyName` for a name that is empty after trimming.
    static let emptyName = -1
    private static let capacityLimit = 1 << 16

    private var hashes: [UInt64]
    private var starts: [Int]
    private var lengths: [Int]
    private var slots: [Int]
    private var arena: [UInt8] = []
    private var count = 0

    init() {
        hashes = Array(repeating: 0, count: 64)
        starts = Array(repeating: 0, count: 64)
        lengths = Array(repeating: -1, count: 64)
        slots = Array(repeating: 0, count: 64)
    }

    /// The remembered slot of the name, if it was seen before.
    @inline(__always)
    func slot(for name: UnsafeRawBufferPointer) -> Int? {
        let hash = Self.hash(name)
        let mask = lengths.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while lengths[index] >= 0 {
            if hashes[index] == hash, lengths[index] == name.count,
                arena.withUnsafeBytes({
                    UnsafeRawBufferPointer(rebasing: $0[starts[index]..<starts[index] + name.count]).hasSameBytes(
                        as: name)
                })
            {
                return slots[index]
            }
            index = (index + 1) & mask
        }
        return nil
    }

    mutating func remember(_ name: UnsafeRawBufferPointer, slot: Int) {
        guard count < Self.capacityLimit else { return }
        if (count + 1) * 2 > lengths.count { grow() }
        insert(hash: Self.hash(name), start: arena.count, length: name.count, slot: slot)
        arena.append(contentsOf: name)
        count += 1
    }

    private mutating func insert(hash: UInt64, start: Int, length: Int, slot: Int) {
        let mask = lengths.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while lengths[index] >= 0 { index = (index + 1) & mask }
        hashes[index] = hash
        starts[index] = start
        lengths[index] = length
        slots[index] = slot
    }

    private mutating func grow() {
        let old = (hashes, starts, lengths, slots)
        let size = lengths.count * 2
        hashes = Array(repeating: 0, count: size)
        starts = Array(repeating: 0, count: size)
        lengths = Array(repeating: -1, count: size)
        slots = Array(repeating: 0, count: size)
        for index in old.2.indices where old.2[index] >= 0 {
            insert(hash: old.0[index], start: old.1[index], length: old.2[index], slot: old.3[index])
        }
    }

    /// FNV-1a, mixed at the end so the low bits used for the table index are spread.
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash ^ (hash >> 29)
    }
}
