import CPangoCairo

/// Collects the bytes Cairo streams out, so a chart is complete in memory before any file is touched.
final class ByteSink {
    private(set) var bytes: [UInt8] = []

    /// A `cairo_write_func_t` whose closure pointer is an unretained `ByteSink`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// The pointer to hand Cairo as the stream closure; valid while this sink lives.
    var opaquePointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
