import CPangoCairo
import PieRender

/// A decoded PNG whose pixels can be read back: for tests, golden-image comparison and checks of what was drawn.
public struct RasterImage: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied ARGB32 pixels as Cairo stores them, row by row.
    private let pixels: [UInt32]

    /// Decodes PNG bytes with Cairo's PNG reader (libpng).
    public init(pngBytes: [UInt8]) throws(RasterImageError) {
        let source = PNGSource(bytes: pngBytes)
        let surface = cairo_image_surface_create_from_png_stream(
            PNGSource.read, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterImageError(reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                pixels.append(rowStart.load(fromByteOffset: column * 4, as: UInt32.self))
            }
        }
        self.pixels = pixels
    }

    /// The colour at a pixel, un-premultiplied; transparent pixels read as their colour at full alpha.
    public func color(x: Int, y: Int) -> RGBColor {
        let pixel = pixels[y * width + x]
        let alpha = pixel >> 24 & 0xFF
        func channel(_ shift: UInt32) -> UInt8 {
            let value = pixel >> shift & 0xFF
            return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        return RGBColor(red: channel(16), green: channel(8), blue: channel(0))
    }

    /// The alpha of a pixel, 0 (transparent) to 255 (opaque).
    public func alpha(x: Int, y: Int) -> UInt8 {
        UInt8(pixels[y * width + x] >> 24 & 0xFF)
    }
}

/// Feeds PNG bytes to Cairo's stream reader.
private final class PNGSource {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress! + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// PNG bytes Cairo could not decode.
public struct RasterImageError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { "decoding a PNG failed in Cairo: \(reason)" }
}
