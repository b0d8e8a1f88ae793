import JuiceCore

/// The bytes of a stream that are in memory: one growable buffer that slides along the input.
///
/// Values are scanned in place; bytes before `consumed` are done with and are dropped at
/// the next refill. The buffer grows only when a single value does not fit, up to
/// `maximumBytes`, so memory stays flat however long the input is.
/// Also keeps count of lines, so any later position can be named as line and column.
///
/// A struct over a storage object whose fields are constants: the reader touches the window
/// several times per order, and stored properties of a class would each cost a runtime
/// exclusivity check.
struct StreamWindow {
    let source: ByteSource
    let maximumBytes: Int
    private var storage: ByteStorage
    var base: UnsafeMutablePointer<UInt8> { storage.base }
    var capacity: Int { storage.capacity }
    /// Bytes in the buffer that hold input.
    private(set) var filled = 0
    /// Bytes at the front of the buffer that are done with.
    var consumed = 0
    /// The input offset of `base[0]`.
    private(set) var baseOffset = 0
    /// Whether the source has no more bytes.
    private(set) var reachedEnd = false
    private var tracker = LineTracker()
    /// A second tracker that follows position requests forward, so naming every order's position stays linear.
    private var cursor = (offset: 0, tracker: LineTracker())

    /// The input offset the window started at (not 0 when reading from the middle of a file).
    let startOffset: Int

    init(source: ByteSource, initialBytes: Int, maximumBytes: Int, offset: Int = 0) {
        self.source = source
        startOffset = offset
        baseOffset = offset
        cursor.offset = offset
        self.maximumBytes = max(maximumBytes, 16)
        storage = ByteStorage(capacity: max(16, min(initialBytes, self.maximumBytes)))
    }

    /// Input bytes read so far.
    var bytesRead: Int { baseOffset + filled }

    /// A scanner over the bytes not yet consumed.
    func scanner(maximumDepth: Int) -> JSONScanner {
        JSONScanner(
            base: base, start: consumed, end: filled, isFinal: reachedEnd, baseOffset: baseOffset,
            maximumDepth: maximumDepth)
    }

    /// Reads more input after the unconsumed bytes. Returns false when the value being
    /// read would need more than `maximumBytes` of memory.
    mutating func refill() throws(FileError) -> Bool {
        precondition(!reachedEnd, "refill after the end of the input")
        if consumed > 0 {
            tracker.advance(over: UnsafeBufferPointer(start: base, count: consumed))
            let kept = filled - consumed
            base.update(from: base + consumed, count: kept)
            baseOffset += consumed
            filled = kept
            consumed = 0
        }
        if filled == capacity {
            guard capacity < maximumBytes else { return false }
            let larger = ByteStorage(capacity: min(capacity * 2, maximumBytes))
            larger.base.update(from: base, count: filled)
            storage = larger
        }
        let count = try source.read(into: UnsafeMutableRawBufferPointer(start: base + filled, count: capacity - filled))
        if count == 0 { reachedEnd = true }
        filled += count
        return true
    }

    /// Whether the buffer holds no free space after the unconsumed bytes and cannot move them.
    var isFull: Bool { consumed == 0 && filled == capacity }

    /// The line and column of an input offset that is still in the buffer.
    mutating func position(of offset: Int) -> SourcePosition {
        let target = max(baseOffset, min(offset, baseOffset + filled))
        if cursor.offset < baseOffset || cursor.offset > target {
            cursor = (baseOffset, tracker)
        }
        cursor.tracker.advance(
            over: UnsafeBufferPointer(start: base + (cursor.offset - baseOffset), count: target - cursor.offset))
        cursor.offset = target
        return cursor.tracker.position
    }
}

/// Memory for a `StreamWindow`, freed with its owner.
final class ByteStorage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }
}

/// Line and column at the end of the bytes it has been shown; columns count Unicode scalars.
struct LineTracker {
    private(set) var line = 1
    private(set) var column = 1

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        let newlines = Self.countNewlines(bytes)
        var lineStart = 0
        if newlines > 0 {
            line += newlines
            column = 1
            var last = bytes.count - 1
            while bytes[last] != 0x0A { last -= 1 }
            lineStart = last + 1
        }
        var scalars = 0
        for index in lineStart..<bytes.count { scalars &+= bytes[index] & 0xC0 != 0x80 ? 1 : 0 }
        column += scalars
    }

    /// Counts line feeds 16 bytes at a time: this runs over every byte of the input, and
    /// a plain loop over bytes was 6 % of reading time in the benchmark.
    private static func countNewlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }  // no bytes, no line feeds
        let start = UnsafeRawPointer(base)
        var index = 0
        var total = 0
        let ones = SIMD16<UInt8>(repeating: 1)
        let zeros = SIMD16<UInt8>(repeating: 0)
        let lineFeeds = SIMD16<UInt8>(repeating: 0x0A)
        while index + 16 <= bytes.count {
            // Per-lane counts fit a byte for 255 blocks; add them up before they could wrap.
            var lanes = zeros
            var blocks = 0
            while blocks < 255, index + 16 <= bytes.count {
                let chunk = start.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                lanes &+= zeros.replacing(with: ones, where: chunk .== lineFeeds)
                index += 16
                blocks += 1
            }
            for lane in 0..<16 { total += Int(lanes[lane]) }
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { total += 1 }
            index += 1
        }
        return total
    }
}
