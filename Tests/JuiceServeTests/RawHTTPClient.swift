import Foundation

/// A client that speaks raw bytes to the server under test: well-formed requests, and the
/// malformed, oversized and slow ones a real client library would refuse to send.
final class RawHTTPClient {
    private let descriptor: Int32
    /// The server's port, for another connection to the same server.
    let port: UInt16

    /// - Parameter seconds: how long a read waits; a page read whole from a file under the whole
    ///   suite's load (a debug build on two cores) may take longer than the default's 5 s.
    init(port: UInt16, seconds: Int = 5) throws {
        self.port = port
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure("cannot connect to port \(port)") }
    }

    deinit { close(descriptor) }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    struct Response {
        let status: Int
        let headers: [String: String]
        let body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure("send failed") }
            sent += count
        }
    }

    /// Reads what arrives until `done` says the bytes so far are enough, the server closes, or the
    /// read waits longer than the client's seconds.
    func receive(until done: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !done(received) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return received
    }

    /// Sends a GET and reads one response (by its Content-Length).
    func get(_ target: String, headers: [String: String] = [:]) throws -> Response {
        let fields = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(fields)\r\n")
        guard let response = Self.parse(receive { Self.parse($0) != nil }) else {
            throw Failure("no complete response to GET \(target)")
        }
        return response
    }

    /// A response, once its head and its Content-Length of body have arrived.
    static func parse(_ bytes: [UInt8]) -> Response? {
        guard
            let end = (0..<max(0, bytes.count - 3)).first(where: {
                bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10
            })
        else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        guard let status = lines.first.flatMap({ Int($0.split(separator: " ")[1]) }) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        guard bytes.count >= end + 4 + length else { return nil }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)..<(end + 4 + length)]))
    }
}
