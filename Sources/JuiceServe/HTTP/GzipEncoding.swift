import CJuiceZlib

/// Bytes compressed as a gzip member (RFC 1952) by zlib, for a `Content-Encoding: gzip` answer
/// (`Compression`). zlib is on every machine that runs us (the workbook reader links it); one call
/// compresses a whole body, so the stream never outlives the function.
enum GzipEncoding {
    /// `bytes` compressed at zlib's default level, or nil when zlib fails (the caller then sends
    /// them as they are).
    static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        // 15 window bits, plus 16 for a gzip header and trailer instead of zlib's.
        guard
            deflateInit2_(
                &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }
}
