import Foundation
import Testing
@testable import JuiceExcel

struct ByteChannelTests {
    /// A writer on another thread, a channel far smaller than the stream, and reads of odd sizes:
    /// every byte arrives once, in order.
    @Test(arguments: [1, 7, 64])
    func bytesCrossThreadsInOrderThroughASmallBuffer(capacity: Int) {
        let channel = ByteChannel(capacity: capacity)
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let done = DispatchSemaphore(value: 0)
        Thread {
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 1 + offset % 13)
                _ = bytes[offset..<end].withUnsafeBytes { channel.write($0) }
                offset = end
            }
            channel.finish()
            done.signal()
        }.start()
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 5)
        while true {
            let count = buffer.withUnsafeMutableBytes { channel.read(into: $0) }
            if count == 0 { break }
            received += buffer[0..<count]
        }
        done.wait()
        #expect(received == bytes)
        #expect(channel.bytesWritten == bytes.count)
        #expect(channel.endFailure == nil)
    }

    @Test func aFailureArrivesAfterTheBytesBeforeIt() {
        let channel = ByteChannel(capacity: 16)
        #expect([UInt8]("row\n".utf8).withUnsafeBytes { channel.write($0) })
        channel.finish(failure: .damagedEntry(source: "a.xlsx", part: "xl/worksheets/sheet1.xml"))
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(buffer.withUnsafeMutableBytes { channel.read(into: $0) } == 4)
        #expect(buffer.withUnsafeMutableBytes { channel.read(into: $0) } == 0)
        #expect(channel.endFailure == .damagedEntry(source: "a.xlsx", part: "xl/worksheets/sheet1.xml"))
    }

    /// A writer waiting on a full buffer is released when the reader cancels, and told so.
    @Test func cancellingReleasesABlockedWriter() {
        let channel = ByteChannel(capacity: 4)
        let accepted = LockedFlag()
        let done = DispatchSemaphore(value: 0)
        Thread {
            accepted.set([UInt8](repeating: 1, count: 100).withUnsafeBytes { channel.write($0) })
            done.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.05)
        channel.cancel()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(accepted.value == false)
        var buffer = [UInt8](repeating: 0, count: 4)
        #expect(buffer.withUnsafeMutableBytes { channel.read(into: $0) } == 0)
    }
}

/// A Bool set on one thread and read on another.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?
    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool? { lock.withLock { stored } }
}
