import JuiceCore

/// The names of the elements open at a point of a part, innermost last, as the bytes the tags
/// wrote (prefix and all), so a closing tag can be checked against its opening one.
///
/// The names follow each other in one buffer: opening an element copies its name, closing it
/// drops it, and neither allocates once the buffer has grown to the deepest nesting.
struct OpenElements {
    private let names = ByteScratch()
    /// Where each open element's name starts in `names`.
    private var starts: [Int] = []

    var isEmpty: Bool { starts.isEmpty }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
        starts.append(names.count)
        names.append(name)
    }

    /// Whether `name` is the innermost open element's.
    func isLast(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = starts.last, names.count - start == name.count else { return false }
        return UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: names.bytes[start...])).hasSameBytes(
            as: UnsafeRawBufferPointer(name))
    }

    mutating func removeLast() {
        if let start = starts.popLast() { names.removeAll(after: start) }
    }
}
