/// A message to send: the envelope (sender and recipients) and the whole message's bytes.
public struct SMTPMessage: Sendable {
    public let sender: String
    public let recipients: [String]
    /// RFC 5322 bytes, lines ending in CRLF.
    public let bytes: [UInt8]

    public init(sender: String, recipients: [String], bytes: [UInt8]) {
        self.sender = sender
        self.recipients = recipients
        self.bytes = bytes
    }
}
