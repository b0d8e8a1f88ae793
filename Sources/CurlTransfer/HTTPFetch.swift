import CCurl
import Foundation

/// Fetches an order history over HTTP or HTTPS through libcurl into a file, following
/// redirects, with timeouts; 4xx and 5xx answers and bodies cut short are errors.
public struct HTTPFetch: Sendable {
    public let url: String
    /// Seconds to wait for the connection; seconds the transfer may stall below 1 byte/s.
    public var connectTimeout = 15
    public var stallTimeout = 60

    public init(url: String) {
        self.url = url
    }

    /// Whether `input` names an HTTP or HTTPS address rather than a file.
    public static func isURL(_ input: String) -> Bool {
        let lower = input.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// The address as messages name it: without any user information.
    public var displayName: String { SMTPDelivery.redacted(url) }

    /// Writes the body to `path` (created or replaced); calls `progress` with the bytes so far
    /// and the announced length (0 when unknown).
    public func download(to path: String, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(FetchError) {
        guard let sink = FileSink(path: path, progress: progress) else {
            throw .failed(url: displayName, reason: "cannot store the download in \(path)")
        }
        let code: CURLcode
        let handle: CurlHandle
        do {
            handle = try CurlHandle()
            try handle.set(CURLOPT_URL, url)
            try handle.set(CURLOPT_FOLLOWLOCATION, 1)
            try handle.set(CURLOPT_MAXREDIRS, 10)
            try handle.set(CURLOPT_FAILONERROR, 1)
            try handle.set(CURLOPT_NOSIGNAL, 1)
            try handle.set(CURLOPT_CONNECTTIMEOUT, connectTimeout)
            try handle.set(CURLOPT_LOW_SPEED_LIMIT, 1)
            try handle.set(CURLOPT_LOW_SPEED_TIME, stallTimeout)
            try handle.set(CURLOPT_NETRC, Int(CURL_NETRC_OPTIONAL.rawValue))
            try handle.set(CURLOPT_USERAGENT, "juice-report")
        } catch {
            throw .failed(url: displayName, reason: error.description)
        }
        sink.handle = handle.pointer
        guard jr_curl_setopt_write(handle.pointer, FileSink.write) == CURLE_OK else {
            throw .failed(url: displayName, reason: "libcurl refused the writer")
        }
        code = withExtendedLifetime(sink) {
            jr_curl_setopt_pointer(handle.pointer, CURLOPT_WRITEDATA, sink.opaquePointer) == CURLE_OK
                ? curl_easy_perform(handle.pointer) : CURLE_FAILED_INIT
        }
        let closed = sink.close()
        guard code == CURLE_OK else {
            var status = 0
            _ = jr_curl_getinfo_long(handle.pointer, CURLINFO_RESPONSE_CODE, &status)
            let reason = String(cString: curl_easy_strerror(code))
            switch code {
            case CURLE_HTTP_RETURNED_ERROR where status == 401 || status == 403:
                throw .refused(url: displayName, status: status)
            case CURLE_HTTP_RETURNED_ERROR where status == 404 || status == 410:
                throw .missing(url: displayName, status: status)
            case CURLE_HTTP_RETURNED_ERROR:
                throw .failed(url: displayName, reason: "the server answered HTTP \(status)")
            case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR:
                throw .truncated(url: displayName, reason: reason)
            case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY,
                CURLE_OPERATION_TIMEDOUT,
                CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION:
                throw .unreachable(url: displayName, reason: reason)
            case CURLE_WRITE_ERROR:
                throw .failed(url: displayName, reason: "cannot store the download in \(path)")
            default:
                throw .failed(url: displayName, reason: reason)
            }
        }
        guard closed else { throw .failed(url: displayName, reason: "cannot store the download in \(path)") }
    }
}

/// Where libcurl's write callback puts the body: a file, written with POSIX calls.
private final class FileSink {
    private var descriptor: Int32
    private var written = 0
    private let progress: (@Sendable (Int, Int) -> Void)?
    /// The transfer, for the announced length.
    var handle: UnsafeMutableRawPointer?

    init?(path: String, progress: (@Sendable (Int, Int) -> Void)?) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.progress = progress
    }

    deinit {
        _ = close()
    }

    var opaquePointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Closes the file; false when the close reported a failed write.
    func close() -> Bool {
        guard descriptor >= 0 else { return true }
        let result = Foundation.close(descriptor)
        descriptor = -1
        return result == 0
    }

    /// A `curl_write_callback` whose user data is an unretained `FileSink`; a short count stops the transfer.
    static let write: curl_write_callback = { data, size, count, userData in
        guard let data, let userData else { return 0 }
        let sink = Unmanaged<FileSink>.fromOpaque(userData).takeUnretainedValue()
        let length = size * count
        var done = 0
        while done < length {
            let result = Foundation.write(sink.descriptor, data + done, length - done)
            if result < 0 {
                if errno == EINTR { continue }
                return 0
            }
            done += result
        }
        sink.written += length
        if let progress = sink.progress {
            var total: curl_off_t = -1
            if let handle = sink.handle {
                _ = jr_curl_getinfo_offset(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &total)
            }
            progress(sink.written, total > 0 ? Int(total) : 0)
        }
        return length
    }
}
