/// Reads a request head from the bytes a connection received, within `HTTPLimits`.
///
/// Written here rather than taken from FlyingFox's HTTPServer: its decoder reads the head line by
/// line without a size limit, a field count or a deadline for the whole head, and closes on a
/// malformed request without answering; a server left running must refuse each with its status.
public struct HTTPHeadParser: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The head is not complete yet: read more.
        case incomplete
        /// A head, and how many bytes of the buffer it took.
        case head(HTTPRequestHead, length: Int)
        /// The request is refused with `status`; `reason` is the one line the body says.
        case refused(HTTPStatus, reason: String)
    }

    public let limits: HTTPLimits

    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    public func parse(_ bytes: [UInt8]) -> Outcome {
        guard let end = Self.endOfHead(bytes) else {
            if let lineEnd = bytes.firstIndex(of: 0x0A) {
                if lineEnd > limits.requestLine {
                    return .refused(.uriTooLong, reason: "the request line is longer than \(limits.requestLine) bytes")
                }
            } else if bytes.count > limits.requestLine {
                return .refused(.uriTooLong, reason: "the request line is longer than \(limits.requestLine) bytes")
            }
            if bytes.count > limits.headBytes {
                return .refused(
                    .headerFieldsTooLarge, reason: "the request head is larger than \(limits.headBytes) bytes")
            }
            return .incomplete
        }
        if end.bodyStart > limits.headBytes + 4 {
            return .refused(.headerFieldsTooLarge, reason: "the request head is larger than \(limits.headBytes) bytes")
        }
        var lines = bytes[..<end.headEnd].split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
        guard !lines.isEmpty, let requestLine = String(validating: lines.removeFirst(), as: UTF8.self) else {
            return .refused(.badRequest, reason: "the request line is not UTF-8")
        }
        if requestLine.utf8.count > limits.requestLine {
            return .refused(.uriTooLong, reason: "the request line is longer than \(limits.requestLine) bytes")
        }
        guard !requestLine.utf8.contains(0x00), !requestLine.utf8.contains(0x0D), !requestLine.contains("\t") else {
            return .refused(.badRequest, reason: "the request line holds a NUL, a bare CR or a tab")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isTokenCharacter) else {
            return .refused(.badRequest, reason: "the request line is not METHOD TARGET HTTP/1.1")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .refused(.versionNotSupported, reason: "only HTTP/1.1 and HTTP/1.0 are spoken here")
        }
        guard parts[1].first == "/" else {
            return .refused(.badRequest, reason: "the target must be a path starting with /")
        }
        if lines.count > limits.headerFields {
            return .refused(
                .headerFieldsTooLarge, reason: "the request has more than \(limits.headerFields) header fields")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let text = String(validating: line, as: UTF8.self) else {
                return .refused(.badRequest, reason: "a header field is not UTF-8")
            }
            // Folded lines (obsolete) and names with spaces are how request smuggling starts: refused.
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
                text[..<colon].allSatisfy(\.isTokenCharacter)
            else {
                return .refused(.badRequest, reason: "a header field is not NAME: VALUE")
            }
            // A NUL or a lone CR in a field is how a header is smuggled past a proxy (RFC 9110 §5.5): refused.
            guard !line.contains(0x00), !line.contains(0x0D) else {
                return .refused(.badRequest, reason: "a header field holds a NUL or a bare CR")
            }
            headers.append((text[..<colon].lowercased(), text[text.index(after: colon)...].trimmingSpaces))
        }
        if headers.contains(where: { $0.name == "transfer-encoding" })
            || headers.contains(where: { $0.name == "content-length" && $0.value != "0" })
        {
            return .refused(.contentTooLarge, reason: "no route takes a request body")
        }
        // RFC 9112 §3.2: an HTTP/1.1 request names its Host once; two may name two servers.
        let hosts = headers.filter { $0.name == "host" }.count
        if hosts > 1 {
            return .refused(.badRequest, reason: "the request has more than one Host field")
        }
        if hosts == 0, version == "HTTP/1.1" {
            return .refused(.badRequest, reason: "an HTTP/1.1 request names its Host")
        }
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = String(target[0]).percentDecoded else {
            return .refused(.badRequest, reason: "the path has a bad percent escape")
        }
        let rawQuery = target.count > 1 ? String(target[1]) : ""
        var query: [(name: String, value: String)] = []
        for pair in rawQuery.split(separator: "&") where !pair.isEmpty {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = String(halves[0]).formDecoded,
                let value = (halves.count > 1 ? String(halves[1]) : "").formDecoded
            else {
                return .refused(.badRequest, reason: "the query has a bad percent escape")
            }
            query.append((name, value))
        }
        let head = HTTPRequestHead(
            method: String(parts[0]), path: path, rawPath: String(target[0]), query: query, rawQuery: rawQuery,
            version: version, headers: headers)
        return .head(head, length: end.bodyStart)
    }

    /// Where the head's blank line starts and where what follows it starts; bare LF line ends are taken too.
    static func endOfHead(_ bytes: [UInt8]) -> (headEnd: Int, bodyStart: Int)? {
        var index = 0
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            let next = newline + 1
            if next < bytes.count, bytes[next] == 0x0A { return (newline, next + 1) }
            if next + 1 < bytes.count, bytes[next] == 0x0D, bytes[next + 1] == 0x0A { return (newline, next + 2) }
            index = next
        }
        return nil
    }
}

extension Character {
    /// A character allowed in a method or a header field's name (RFC 9110 `tchar`).
    var isTokenCharacter: Bool {
        guard let ascii = asciiValue, ascii > 0x20, ascii < 0x7F else { return false }
        return !"\"(),/:;<=>?@[\\]{}".contains(self)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension String {
    /// Percent escapes decoded as UTF-8; nil for a bad escape or bytes that are not UTF-8.
    var percentDecoded: String? {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// As a form's field: `+` is a space, then percent escapes.
    var formDecoded: String? {
        replacingOccurrences(of: "+", with: " ").percentDecoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
