import JuiceCore

/// The names of the elements open at a point of a part, innermost last, as the bytes the tags
/// wrote (prefix and all), so a closing tag can be checked against its opening one.
///
/// One buffer per depth, kept when the element closes and reused by the next at that depth:
/// opening a cell then makes no allocation.
struct OpenElements: Sendable {
    private var names: [[UInt8]] = []
    private var depth = 0

    var isEmpty: Bool { depth == 0 }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
        if depth == names.count { names.append([]) }
        names[depth].removeAll(keepingCapacity: true)
        names[depth].append(contentsOf: name)
        depth += 1
    }

    /// Whether `name` is the innermost open element's.
    func isLast(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard depth > 0, names[depth - 1].count == name.count else { return false }
        return names[depth - 1].withUnsafeBytes { last in last.hasSameBytes(as: UnsafeRawBufferPointer(name)) }
    }

    mutating func removeLast() {
        depth -= 1
    }
}
