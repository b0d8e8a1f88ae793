/// What one client may ask of the server, after what nginx ships with (research/serve.md): a
/// server left running on a shop's network must not be held by a slow or a greedy client.
public struct HTTPLimits: Sendable, Equatable {
    /// Bytes of the request line (method, target, version); past it, 414.
    public var requestLine = 8_192
    /// Bytes of the whole head (request line and header fields); past it, 431.
    public var headBytes = 16_384
    /// Header fields in one request; past it, 431.
    public var headerFields = 64
    /// Seconds from a request's first byte to its blank line: a deadline for the whole head, not
    /// per read, so a client sending a byte a second is cut off (408).
    public var headSeconds = 10.0
    /// Seconds a kept-alive connection may wait for its next request.
    public var idleSeconds = 30.0
    /// Connections open at once; past it, new ones get 503 and are closed.
    public var connections = 1_024
    /// Event streams open at once; past it, 503.
    public var eventStreams = 512
    /// Seconds between keep-alive comments on an event stream (proxies close idle streams).
    public var keepAliveSeconds = 15.0

    public init() {}
}
