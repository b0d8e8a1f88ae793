/// Input that is not valid JSON (RFC 8259), with the byte offset where reading stopped.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    public let offset: Int
    public let message: String
}
