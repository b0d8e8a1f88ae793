import Foundation
import JuiceCore

/// An `InputStream` over a `ByteSource`, so CSV.swift reads files, standard input and
/// memory alike, a chunk at a time.
final class ByteSourceStream: InputStream {
    private let source: ByteSource
    private var status = Stream.Status.notOpen
    private var failure: Error?
    private var atEnd = false
    /// Called with the number of bytes read so far.
    var progress: ((Int) -> Void)?
    private(set) var bytesRead = 0

    init(_ source: ByteSource) {
        self.source = source
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: Error? { failure }

    /// True while bytes remain: like Foundation's own streams, this looks ahead, because
    /// CSV.swift asks before every read and treats a read of nothing as a failure.
    override var hasBytesAvailable: Bool {
        guard status == .open else { return false }
        fillIfEmpty()
        return pending.count > pendingStart
    }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        fillIfEmpty()
        if failure != nil { return -1 }
        let count = min(maxLength, pending.count - pendingStart)
        guard count > 0 else {
            status = .atEnd
            return 0
        }
        pending.withUnsafeBytes { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + pendingStart, byteCount: count)
        }
        pendingStart += count
        return count
    }

    private var pending: [UInt8] = []
    private var pendingStart = 0

    private func fillIfEmpty() {
        guard pendingStart >= pending.count, !atEnd, failure == nil else { return }
        pending = [UInt8](repeating: 0, count: 1 << 16)
        pendingStart = 0
        do {
            let count = try pending.withUnsafeMutableBytes { try source.read(into: $0) }
            pending.removeSubrange(count...)
            if count == 0 { atEnd = true }
            bytesRead += count
            progress?(bytesRead)
        } catch {
            failure = error
            status = .error
            pending = []
        }
    }
}
