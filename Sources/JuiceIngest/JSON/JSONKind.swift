/// The six kinds of JSON value, named for messages ("a string", "an array").
package enum JSONKind: Sendable, Equatable {
    case null, bool, number, string, array, object

    public var description: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
