import Foundation

/// The names of the elements open at a point of a part, innermost last, as the bytes the tags
/// wrote (prefix and all), so a closing tag can be checked against its opening one.
///
/// Kept in one array of bytes rather than an array of strings: opening a cell then makes no
/// allocation.
struct OpenElements: Sendable {
    private var names: [UInt8] = []
    /// Where each name starts in `names`.
    private var starts: [Int] = []

    var isEmpty: Bool { starts.isEmpty }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
        starts.append(names.count)
        names.append(contentsOf: name)
    }

    /// Whether `name` is the innermost open element's.
    func isLast(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = starts.last, names.count - start == name.count else { return false }
        return names.withUnsafeBufferPointer { names in
            name.isEmpty || memcmp(names.baseAddress! + start, name.baseAddress!, name.count) == 0
        }
    }

    mutating func removeLast() {
        names.removeLast(names.count - starts.removeLast())
    }
}
