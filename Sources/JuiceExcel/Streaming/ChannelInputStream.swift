import Foundation

/// An `InputStream` whose bytes come from a `ByteChannel`, so `XMLParser(stream:)` can parse
/// a zip entry while another thread is still decompressing it.
///
/// `XMLParser` only opens, reads until 0 and closes its stream; the rest of `Stream`'s
/// machinery (run loops, delegates) is never used here.
final class ChannelInputStream: InputStream {
    private let channel: ByteChannel

    init(_ channel: ByteChannel) {
        self.channel = channel
        super.init(data: Data())
    }

    override func open() {}
    override func close() {}
    override var streamStatus: Stream.Status { .open }
    override var hasBytesAvailable: Bool { true }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        channel.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: length))
    }
}
