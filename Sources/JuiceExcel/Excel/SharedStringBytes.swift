/// The workbook's shared strings as UTF-8 in one buffer, by index, so a cell that names one
/// copies its bytes into its row without making a `String` each time.
struct SharedStringBytes: Sendable {
    let bytes: [UInt8]
    /// Where string `index` ends in `bytes`; it starts where the one before it ends.
    private let ends: [Int]

    init(_ strings: [String]) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(strings.count)
        for string in strings {
            bytes.append(contentsOf: string.utf8)
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    var count: Int { ends.count }

    /// Where string `index` is in `bytes`; nil when there is no such string.
    func range(of index: Int) -> Range<Int>? {
        guard ends.indices.contains(index) else { return nil }
        return (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }
}
