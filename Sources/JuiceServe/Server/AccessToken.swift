import Foundation

/// The token a server off loopback requires: as `Authorization: Bearer …` or as the cookie the
/// login link sets, compared in constant time, never logged.
struct AccessToken: Sendable {
    static let cookieName = "juice_report_token"
    private let bytes: [UInt8]

    /// Nil for an empty token: a token must be something.
    init?(_ text: String) {
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isNewline || $0 == ";" || $0 == " " }) else { return nil }
        bytes = Array(trimmed.utf8)
    }

    /// Whether the request carries the token, in its Authorization header or its cookie.
    func admits(_ head: HTTPRequestHead) -> Bool {
        if let authorization = head.header("authorization"), authorization.lowercased().hasPrefix("bearer ") {
            return matches(String(authorization.dropFirst("bearer ".count)).trimmingSpaces)
        }
        for field in head.headers where field.name == "cookie" {
            for pair in field.value.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingSpaces == Self.cookieName {
                    return matches(String(parts[1]).trimmingSpaces)
                }
            }
        }
        return false
    }

    func matches(_ candidate: String) -> Bool {
        Self.constantTimeEqual(Array(candidate.utf8), bytes)
    }

    /// Compares every byte whatever the first difference, so the time taken does not tell how much
    /// of a guess was right.
    static func constantTimeEqual(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in 0..<max(given.count, expected.count) {
            difference |= (index < given.count ? given[index] : 0) ^ (index < expected.count ? expected[index] : 0)
        }
        return difference == 0
    }

    /// The token's bytes, for a key; never for a message or a log.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
    }

    /// The cookie that stands for the token after the login link: script cannot read it, no other site sends it.
    var cookie: String {
        "\(Self.cookieName)=\(String(decoding: bytes, as: UTF8.self)); Path=/; HttpOnly; SameSite=Strict"
    }
}
