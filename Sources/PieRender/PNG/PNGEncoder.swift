import CLibPNG
import CPangoCairo

/// Encodes a Cairo image surface as PNG with libpng's simplified writer, tuned for charts.
///
/// `cairo_surface_write_to_png` uses libpng's defaults: zlib level 6 and a search over the five row
/// filters for every row. On charts (large flat fills, anti-aliased edges, text) that search costs
/// several times the drawing and rarely pays: unfiltered rows at zlib level 3
/// (`PNG_IMAGE_FLAG_FAST`) encode several times faster, and a daily report spent most of its
/// drawing time encoding its PNGs (`bench/database.sh`, "daily drawing alone"). Pies with labels
/// come out about as small; plain fills and thin lines (the trend) somewhat bigger. An image with
/// no transparent pixel is written as RGB rather than RGBA, a quarter fewer bytes to compress.
/// Transparent pixels are un-premultiplied with Cairo's own rounding, so the decoded colours are
/// those Cairo's writer would give.
enum PNGEncoder {
    /// The PNG bytes of an ARGB32 image surface's pixels.
    static func encode(_ surface: CairoSurface) throws(RenderError) -> [UInt8] {
        let pointer = surface.pointer
        cairo_surface_flush(pointer)
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32, width > 0, height > 0,
            let data = cairo_image_surface_get_data(pointer)
        else {
            throw .pngEncoding(reason: "the chart is not an ARGB32 image")
        }
        let pixels = UnsafeRawPointer(data)
        let opaque = (0..<height).allSatisfy { row in
            let line = pixels + row * stride
            var all: UInt32 = 0xFF00_0000
            for column in 0..<width { all &= line.load(fromByteOffset: column * 4, as: UInt32.self) }
            return all >> 24 == 0xFF
        }
        let channels = opaque ? 3 : 4
        // Written row by row through pointers: this runs for every pixel of every chart.
        let rows = [UInt8](unsafeUninitializedCapacity: width * height * channels) { output, count in
            guard let base = output.baseAddress else { return }
            var out = base
            for row in 0..<height {
                let line = pixels + row * stride
                if opaque {
                    for column in 0..<width {
                        let pixel = line.load(fromByteOffset: column * 4, as: UInt32.self)
                        out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                        out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        out[2] = UInt8(truncatingIfNeeded: pixel)
                        out += 3
                    }
                    continue
                }
                for column in 0..<width {
                    let pixel = line.load(fromByteOffset: column * 4, as: UInt32.self)
                    let alpha = pixel >> 24
                    func channel(_ shift: UInt32) -> UInt8 {
                        let value = pixel >> shift & 0xFF
                        if alpha == 0xFF { return UInt8(truncatingIfNeeded: value) }
                        return alpha == 0 ? 0 : UInt8(truncatingIfNeeded: (value * 255 + alpha / 2) / alpha)
                    }
                    out[0] = channel(16)
                    out[1] = channel(8)
                    out[2] = channel(0)
                    out[3] = UInt8(truncatingIfNeeded: alpha)
                    out += 4
                }
            }
            count = width * height * channels
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(opaque ? PNG_FORMAT_RGB : PNG_FORMAT_RGB | PNG_FORMAT_FLAG_ALPHA)
        image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        // Room for the rows stored uncompressed, with zlib's and the chunks' framing; libpng says
        // how much it needs if that is ever too little, and the write is made again.
        let raw = height * (width * channels + 1)
        var capacity = raw + raw / 64 + 4096
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let written = output.withUnsafeMutableBytes { memory in
                rows.withUnsafeBytes { buffer in
                    png_image_write_to_memory(&image, memory.baseAddress, &size, 0, buffer.baseAddress, 0, nil)
                }
            }
            if written != 0 {
                // A copy of the encoded bytes alone: the buffer holds room for the raw image, which a
                // file kept in memory (serve's cache) must not keep (removeSubrange keeps the capacity).
                return Array(output[..<Int(size)])
            }
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&image)
            guard Int(size) > capacity else { throw .pngEncoding(reason: message.isEmpty ? "libpng failed" : message) }
            capacity = Int(size)
        }
        throw .pngEncoding(reason: "libpng asked for more memory twice")
    }
}
