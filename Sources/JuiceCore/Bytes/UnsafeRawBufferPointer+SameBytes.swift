import Foundation

extension UnsafeRawBufferPointer {
    /// Whether `other` holds the same bytes: the same count, and `memcmp` finds no difference.
    ///
    /// Two empty buffers are equal whether or not they have an address (an empty buffer may
    /// have none, which is why the readers compare through this rather than `memcmp` directly).
    @inlinable @inline(__always)
    package func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        guard count == other.count else { return false }
        guard let base = baseAddress, let otherBase = other.baseAddress else { return count == 0 }
        return memcmp(base, otherBase, count) == 0
    }
}
