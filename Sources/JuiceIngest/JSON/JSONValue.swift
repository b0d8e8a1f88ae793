/// A parsed JSON value whose children remember where they stood in the source.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number exactly as written, so integers never pass through a `Double`.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }
}

/// A JSON value and the byte offset where it starts.
package struct JSONNode: Sendable, Equatable {
    public let value: JSONValue
    public let offset: Int

    public init(_ value: JSONValue, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The last member named `key` when this is an object, as JSON parsers conventionally resolve duplicates.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.value
    }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Sendable, Equatable {
    public let key: String
    public let value: JSONNode
}
