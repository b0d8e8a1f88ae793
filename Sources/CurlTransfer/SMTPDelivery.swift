import CCurl
import Foundation

/// Sends a message to an SMTP server through libcurl: `smtp://host:port` (STARTTLS when the
/// server offers it, or always with `requireTLS`), or `smtps://host:port` (TLS from the start).
///
/// Credentials never come from the command line: `JUICE_REPORT_SMTP_USER` and
/// `JUICE_REPORT_SMTP_PASSWORD` from the environment, or else the server's entry in `~/.netrc`.
/// SMTP takes a message whole at the end of DATA or not at all, so a failure leaves nothing
/// half-sent.
public struct SMTPDelivery: Sendable {
    public let url: String
    public let requireTLS: Bool
    public let environment: [String: String]
    /// Seconds to wait for the connection, and for the whole exchange.
    public var connectTimeout = 15
    public var timeout = 120

    /// - Throws: `DeliveryError.failed` for a URL that is not `smtp://` or `smtps://`.
    public init(
        url: String, requireTLS: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DeliveryError) {
        let lower = url.lowercased()
        guard lower.hasPrefix("smtp://") || lower.hasPrefix("smtps://"), url.count > 8 else {
            throw .failed("--send takes smtp://HOST:PORT or smtps://HOST:PORT, got '\(url)'")
        }
        self.url = url
        self.requireTLS = requireTLS
        self.environment = environment
    }

    public func send(_ message: SMTPMessage) throws(DeliveryError) {
        let handle = try CurlHandle()
        let source = MessageSource(message.bytes)
        try handle.set(CURLOPT_URL, url)
        try handle.set(CURLOPT_MAIL_FROM, "<\(message.sender)>")
        try handle.set(CURLOPT_MAIL_RCPT, try CurlList(message.recipients.map { "<\($0)>" }))
        try handle.set(CURLOPT_UPLOAD, 1)
        try handle.set(CURLOPT_NOSIGNAL, 1)
        try handle.set(CURLOPT_CONNECTTIMEOUT, connectTimeout)
        try handle.set(CURLOPT_TIMEOUT, timeout)
        try handle.set(CURLOPT_USE_SSL, Int(requireTLS ? CURLUSESSL_ALL.rawValue : CURLUSESSL_TRY.rawValue))
        if let user = environment["JUICE_REPORT_SMTP_USER"] {
            try handle.set(CURLOPT_USERNAME, user)
            try handle.set(CURLOPT_PASSWORD, environment["JUICE_REPORT_SMTP_PASSWORD"] ?? "")
        } else {
            try handle.set(CURLOPT_NETRC, Int(CURL_NETRC_OPTIONAL.rawValue))
        }
        guard jr_curl_setopt_read(handle.pointer, MessageSource.read) == CURLE_OK else {
            throw .failed("libcurl refused the message reader")
        }
        let code = withExtendedLifetime(source) {
            jr_curl_setopt_pointer(handle.pointer, CURLOPT_READDATA, source.opaquePointer) == CURLE_OK
                ? curl_easy_perform(handle.pointer) : CURLE_FAILED_INIT
        }
        guard code != CURLE_OK else { return }
        var response = 0
        _ = jr_curl_getinfo_long(handle.pointer, CURLINFO_RESPONSE_CODE, &response)
        let reason =
            String(cString: curl_easy_strerror(code)) + (response > 0 ? " (the server answered \(response))" : "")
        let server = Self.redacted(url)
        switch code {
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_OPERATION_TIMEDOUT,
            CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_USE_SSL_FAILED:
            throw .unreachable(server: server, reason: reason)
        case CURLE_LOGIN_DENIED:
            throw .refused(server: server, reason: reason)
        default:
            // 535 is "authentication credentials invalid", 530 "authentication required".
            if response == 535 || response == 530 { throw .refused(server: server, reason: reason) }
            throw .rejected(server: server, reason: reason)
        }
    }

    /// The server as messages name it: the URL without any user information.
    public var server: String { Self.redacted(url) }

    /// The URL without any user information, for messages.
    static func redacted(_ url: String) -> String {
        guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].firstIndex(of: "@") else {
            return url
        }
        return String(url[..<scheme.upperBound]) + url[url.index(after: at)...]
    }
}

/// The message's bytes handed to libcurl's read callback in pieces.
private final class MessageSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var opaquePointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// A `curl_read_callback` whose user data is an unretained `MessageSource`.
    static let read: curl_read_callback = { buffer, size, count, userData in
        guard let buffer, let userData else { return 0 }
        let source = Unmanaged<MessageSource>.fromOpaque(userData).takeUnretainedValue()
        let length = min(size * count, source.bytes.count - source.offset)
        source.bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            UnsafeMutableRawPointer(buffer).copyMemory(from: base + source.offset, byteCount: length)
        }
        source.offset += length
        return length
    }
}
