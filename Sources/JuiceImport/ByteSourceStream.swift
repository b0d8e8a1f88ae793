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
    override var hasBytesAvailable: Bool { status == .open && !atEnd }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        do {
            let count = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: maxLength))
            if count == 0 {
                atEnd = true
                status = .atEnd
            }
            bytesRead += count
            progress?(bytesRead)
            return count
        } catch {
            failure = error
            status = .error
            return -1
        }
    }
}
