/// The bytes of a stream that are in memory: one growable buffer that slides along the input.
///
/// Values are scanned in place; bytes before `consumed` are done with and are dropped at
/// the next refill. The buffer grows only when a single value does not fit, up to
/// `maximumBytes`, so memory stays flat however long the input is.
/// Also keeps count of lines, so any later position can be named as line and column.
final class StreamWindow {
    let source: ByteSource
    let maximumBytes: Int
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Bytes in the buffer that hold input.
    private(set) var filled = 0
    /// Bytes at the front of the buffer that are done with.
    var consumed = 0
    /// The input offset of `base[0]`.
    private(set) var baseOffset = 0
    /// Whether the source has no more bytes.
    private(set) var reachedEnd = false
    private var tracker = LineTracker()

    init(source: ByteSource, initialBytes: Int, maximumBytes: Int) {
        self.source = source
        self.maximumBytes = max(maximumBytes, 16)
        capacity = max(16, min(initialBytes, self.maximumBytes))
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Input bytes read so far.
    var bytesRead: Int { baseOffset + filled }

    /// A scanner over the bytes not yet consumed.
    func scanner(maximumDepth: Int) -> JSONScanner {
        JSONScanner(base: base, start: consumed, end: filled, isFinal: reachedEnd, baseOffset: baseOffset,
                    maximumDepth: maximumDepth)
    }

    /// Reads more input after the unconsumed bytes. Returns false when the value being
    /// read would need more than `maximumBytes` of memory.
    func refill() throws(FileError) -> Bool {
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
            let grown = min(capacity * 2, maximumBytes)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            larger.initialize(from: base, count: filled)
            base.deallocate()
            base = larger
            capacity = grown
        }
        let count = try source.read(into: UnsafeMutableRawBufferPointer(start: base + filled, count: capacity - filled))
        if count == 0 { reachedEnd = true }
        filled += count
        return true
    }

    /// Whether the buffer holds no free space after the unconsumed bytes and cannot move them.
    var isFull: Bool { consumed == 0 && filled == capacity }

    /// The line and column of an input offset that is still in the buffer.
    func position(of offset: Int) -> SourcePosition {
        var copy = tracker
        let inBuffer = max(0, min(offset - baseOffset, filled))
        copy.advance(over: UnsafeBufferPointer(start: base, count: inBuffer))
        return copy.position
    }
}

/// Line and column at the end of the bytes it has been shown; columns count Unicode scalars.
struct LineTracker {
    private(set) var line = 1
    private(set) var column = 1

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        // Counting newlines first keeps the common loop branch-free, so it vectorizes.
        var newlines = 0
        for byte in bytes { newlines &+= byte == 0x0A ? 1 : 0 }
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
}
