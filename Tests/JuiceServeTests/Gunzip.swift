import CJuiceZlib

/// What a client reads of a gzip stream so far (`GzipStream`): zlib's inflate over
/// the bytes received, with or without the member's end; nil when the bytes are not gzip.
enum Gunzip {
    static func inflated(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var input = bytes
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var status = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            repeat {
                let produced = buffer.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                output += buffer.prefix(produced)
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        return [Z_OK, Z_STREAM_END, Z_BUF_ERROR].contains(status) ? output : nil
    }
}
