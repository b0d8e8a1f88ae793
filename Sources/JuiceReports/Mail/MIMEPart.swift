import Foundation

/// A part of a MIME message (RFC 2045–2046): a leaf of bytes sent in base64, or a multipart of parts.
struct MIMEPart: Sendable {
    enum Body: Sendable {
        case leaf([UInt8])
        /// `mixed`, `alternative` or `related`, with its `type` parameter for `related`.
        case multipart(subtype: String, parameters: String, parts: [MIMEPart])
    }

    /// Header fields besides Content-Type and Content-Transfer-Encoding, in order.
    var headers: [(name: String, value: String)]
    /// The leaf's media type with its parameters (`text/plain; charset=utf-8`).
    var contentType: String
    var body: Body

    static func leaf(_ contentType: String, _ bytes: [UInt8], headers: [(name: String, value: String)] = []) -> MIMEPart
    {
        MIMEPart(headers: headers, contentType: contentType, body: .leaf(bytes))
    }

    static func multipart(_ subtype: String, parameters: String = "", _ parts: [MIMEPart]) -> MIMEPart {
        MIMEPart(
            headers: [], contentType: "multipart/\(subtype)",
            body: .multipart(subtype: subtype, parameters: parameters, parts: parts))
    }

    /// The part's header and body, lines ending in CRLF.
    ///
    /// A multipart's boundary is `=_` and a hash of everything inside it: `=_` never occurs in
    /// base64, so the boundary cannot occur in the content, and the same content always gets the
    /// same boundary (the same message bytes on every run).
    func serialized() -> [UInt8] {
        var text = headers.map { "\($0.name): \($0.value)\r\n" }.joined()
        switch body {
        case .leaf(let bytes):
            text += "Content-Type: \(contentType)\r\nContent-Transfer-Encoding: base64\r\n\r\n"
            return Array(text.utf8) + Self.base64Lines(bytes)
        case .multipart(let subtype, let parameters, let parts):
            let inner = parts.map { $0.serialized() }
            var hash = ContentHash()
            for part in inner { hash.add(part) }
            let boundary = "=_\(subtype)_\(hash.hex)"
            text += "Content-Type: \(contentType); boundary=\"\(boundary)\"\(parameters)\r\n\r\n"
            var bytes = Array(text.utf8)
            for part in inner {
                bytes += Array("--\(boundary)\r\n".utf8) + part + Array("\r\n".utf8)
            }
            return bytes + Array("--\(boundary)--\r\n".utf8)
        }
    }

    /// Base64 in lines of 76 characters, each ending in CRLF.
    static func base64Lines(_ bytes: [UInt8]) -> [UInt8] {
        let encoded = Array(Data(bytes).base64EncodedString().utf8)
        var lines: [UInt8] = []
        lines.reserveCapacity(encoded.count + encoded.count / 38 + 2)
        var start = 0
        while start < encoded.count {
            let end = min(start + 76, encoded.count)
            lines += encoded[start..<end]
            lines += [0x0D, 0x0A]
            start = end
        }
        return lines
    }
}

/// FNV-1a over 64 bits, twice with different offsets: a stable name for some content (not a
/// security measure; boundaries and message ids only need to be the same for the same bytes).
struct ContentHash: Sendable {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
            b = b ^ (b >> 29)
        }
    }

    /// 32 lowercase hexadecimal digits.
    var hex: String {
        [a, b].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
