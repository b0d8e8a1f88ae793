import Foundation
import Testing

import ServerTestSupport

/// Where the test servers' scripts are, and a folder for each test's files.
extension ScriptedServer {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A new empty directory under the system's temporary one.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("curl-transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// Ports on loopback for the failures: one where nothing listens, one that accepts connections
/// but never answers.
enum LoopbackPort {
    /// A port just bound and released, so the connection is refused.
    static func closed() throws -> Int {
        let listener = try Listener()
        return listener.port
    }

    /// Accepts connections into its backlog (the kernel completes the handshake) and never
    /// reads or writes; open while the value lives.
    final class Listener {
        private let descriptor: Int32
        let port: Int

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.descriptor = descriptor
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let size = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
            }
            var length = size
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            port = Int(UInt16(bigEndian: address.sin_port))
            try #require(descriptor >= 0 && bound == 0 && named == 0 && listen(descriptor, 8) == 0)
        }

        deinit {
            close(descriptor)
        }
    }
}
