import CJuiceZlib

/// One gzip member (RFC 1952) for an answer sent with `Content-Encoding: gzip` (`Compression`):
/// written whole (`last`), or piece by piece for an event stream, each event compressed and
/// flushed at once (`Z_SYNC_FLUSH`), so the client reads it whole as it comes, and compressed
/// against the ones before it, which say nearly the same (a view's pictures after an order).
/// Owns zlib's stream; one connection writes through it, in turn. zlib is on every machine that
/// runs us (the workbook reader links it).
final class GzipStream {
    private var stream = z_stream()
    private let ready: Bool

    init() {
        // 15 window bits, plus 16 for a gzip header and trailer instead of zlib's.
        ready =
            deflateInit2_(
                &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { deflateEnd(&stream) }
    }

    /// `bytes` compressed after those before, flushed so that the client can read them now; nil
    /// when zlib failed (the connection then ends: a gzip stream cannot go on uncompressed).
    func chunk(_ bytes: [UInt8]) -> [UInt8]? {
        deflated(bytes, flush: Z_SYNC_FLUSH)
    }

    /// `bytes` as the member's last part, with gzip's trailer: a whole answer compressed at once;
    /// nil when zlib failed (the answer then goes as it is).
    func last(_ bytes: [UInt8]) -> [UInt8]? {
        deflated(bytes, flush: Z_FINISH)
    }

    private func deflated(_ bytes: [UInt8], flush: Int32) -> [UInt8]? {
        guard ready else { return nil }
        var input = bytes
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: max(1024, bytes.count + bytes.count / 8 + 64))
        var status = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            // A flush may need more than one call when the output buffer fills; the last part
            // goes on until the stream ends.
            repeat {
                let produced = buffer.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = deflate(&stream, flush)
                    return target.count - Int(stream.avail_out)
                }
                output += buffer.prefix(produced)
            } while status == Z_OK && (flush == Z_FINISH || stream.avail_out == 0)
            stream.next_in = nil
        }
        let done = flush == Z_FINISH ? status == Z_STREAM_END : status == Z_OK || status == Z_BUF_ERROR
        return done ? output : nil
    }
}
