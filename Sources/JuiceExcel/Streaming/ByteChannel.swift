import Foundation

/// A bounded buffer of bytes between one writing thread and one reading thread.
///
/// The writer blocks while the buffer is full and the reader while it is empty, so however
/// large the stream, at most `capacity` bytes are held. Either side can stop early: the writer
/// by `finish` (with a failure or without), the reader by `cancel`, after which writes return
/// false so the writer can unwind instead of waiting forever.
final class ByteChannel: @unchecked Sendable {
    /// Guards every property below; waited on for space (writer) and bytes (reader). A condition
    /// rather than the `Mutex` the rest of the code locks with: a bounded channel must wait, which
    /// a `Mutex` cannot.
    private let condition = NSCondition()
    private let storage: UnsafeMutableRawBufferPointer
    private var head = 0
    private var count = 0
    private var finished = false
    private var cancelled = false
    /// Why the writer stopped early, handed to the reader after the bytes before it.
    private var failure: XLSXError?
    /// Every byte ever written, for progress reports.
    private var written = 0

    init(capacity: Int) {
        precondition(capacity > 0)
        storage = .allocate(byteCount: capacity, alignment: 1)
    }

    deinit {
        storage.deallocate()
    }

    /// Copies `bytes` in, waiting for room as needed; false when the reader has cancelled.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        condition.lock()
        defer { condition.unlock() }
        while offset < bytes.count {
            while count == storage.count && !cancelled { condition.wait() }
            if cancelled { return false }
            let tail = (head + count) % storage.count
            let room = min(storage.count - count, storage.count - tail, bytes.count - offset)
            UnsafeMutableRawBufferPointer(rebasing: storage[tail..<(tail + room)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + room)]))
            count += room
            offset += room
            written += room
            condition.broadcast()
        }
        return !cancelled
    }

    /// Ends the stream; the reader gets the bytes written so far, then the end (and `failure`).
    func finish(failure: XLSXError? = nil) {
        condition.lock()
        defer { condition.unlock() }
        if self.failure == nil { self.failure = failure }
        finished = true
        condition.broadcast()
    }

    /// Stops the writer: the reader wants no more bytes.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }

    /// Copies up to `buffer.count` bytes out, waiting for some; 0 at the end of the stream or after `cancel`.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 && !finished && !cancelled { condition.wait() }
        guard count > 0, !cancelled else { return 0 }
        let taken = min(count, buffer.count, storage.count - head)
        UnsafeMutableRawBufferPointer(rebasing: buffer[0..<taken])
            .copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[head..<(head + taken)]))
        head = (head + taken) % storage.count
        count -= taken
        condition.broadcast()
        return taken
    }

    /// Why the writer stopped, once the reader has reached the end; nil for a clean end.
    var endFailure: XLSXError? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// The bytes written so far, from any thread.
    var bytesWritten: Int {
        condition.lock()
        defer { condition.unlock() }
        return written
    }
}
