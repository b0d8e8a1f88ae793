#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns one iconv conversion descriptor.
final class IconvConverter {
    private let descriptor: iconv_t

    init?(from: String, to: String) {
        let opened = iconv_open(to, from)
        guard let opened, opened != iconv_t(bitPattern: -1) else { return nil }
        descriptor = opened
    }

    deinit {
        iconv_close(descriptor)
    }

    /// Converts as much of `input` as forms whole characters, appending to `output`; returns how
    /// many input bytes were used (the rest is a character cut by the end).
    func convert(_ input: UnsafeRawBufferPointer, base: Int, into output: inout [UInt8]) throws(TextTranscoder.Problem)
        -> Int
    {
        guard let inputBase = input.baseAddress, !input.isEmpty else { return 0 }
        var inPointer = UnsafeMutablePointer(mutating: inputBase.assumingMemoryBound(to: CChar.self))
        var inLeft = input.count
        var chunk = [CChar](repeating: 0, count: max(4096, input.count * 2))
        while inLeft > 0 {
            let (result, failure, produced) = chunk.withUnsafeMutableBufferPointer { buffer in
                var outPointer: UnsafeMutablePointer<CChar>? = buffer.baseAddress
                var outLeft = buffer.count
                let result = withUnsafeMutablePointer(to: &inPointer) { inRef in
                    inRef.withMemoryRebound(to: UnsafeMutablePointer<CChar>?.self, capacity: 1) { inOptional in
                        iconv(descriptor, inOptional, &inLeft, &outPointer, &outLeft)
                    }
                }
                return (result, errno, buffer.count - outLeft)
            }
            output.append(contentsOf: chunk[..<produced].lazy.map { UInt8(bitPattern: $0) })
            guard result == -1 else { continue }
            switch failure {
            case E2BIG: continue
            case EINVAL: return input.count - inLeft
            default:
                let offset = input.count - inLeft
                throw TextTranscoder.Problem(
                    offset: base + offset, bytes: Array(input[offset..<min(offset + 2, input.count)]))
            }
        }
        return input.count
    }
}
