/// Parses a whole JSON text into a tree of values that remember their offsets.
///
/// For small inputs such as `--totals` files; order histories of any size are read by
/// `OrderStreamReader` without building a tree. Both use `JSONScanner`, so they accept
/// and reject exactly the same texts with the same messages.
package struct JSONParser {
    /// Deeper nesting than this is refused; order histories need four levels.
    public static let defaultMaximumDepth = 512

    private var scanner: JSONScanner

    /// Parses one JSON text. A leading UTF-8 byte order mark is skipped.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError)
        -> JSONNode
    {
        let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            // An empty array may have no storage; scan one spare byte instead.
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return .failure(JSONSyntaxError(offset: 0, message: "the file is empty; expected a JSON value"))
            }
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var parser = JSONParser(
                scanner: JSONScanner(
                    base: base, start: start, end: buffer.count, isFinal: true,
                    maximumDepth: maximumDepth))
            do throws(JSONScanStop) {
                return .success(try parser.parseDocument())
            } catch {
                guard case .syntax(let syntax) = error else {
                    preconditionFailure("a final window never asks for more input")
                }
                return .failure(syntax)
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONScanStop) -> JSONNode {
        scanner.skipWhitespace()
        guard scanner.index < scanner.end else { throw scanner.fail("the file is empty; expected a JSON value") }
        let root = try parseValue(depth: 1)
        scanner.skipWhitespace()
        if scanner.index < scanner.end {
            throw scanner.fail(
                "expected the end of the input after the top-level value, found \(scanner.describeCurrent())")
        }
        return root
    }

    private mutating func parseValue(depth: Int) throws(JSONScanStop) -> JSONNode {
        let start = scanner.index
        switch scanner.kindOfNextValue() {
        case .object: return JSONNode(try parseObject(depth: depth), offset: start)
        case .array: return JSONNode(try parseArray(depth: depth), offset: start)
        case .string:
            return JSONNode(
                .string(JSONStringDecoding.string(try scanner.scanString(), in: scanner.base)), offset: start)
        case .number:
            let range = try scanner.scanNumber()
            return JSONNode(
                .number(
                    String(
                        decoding: UnsafeBufferPointer(start: scanner.base + range.lowerBound, count: range.count),
                        as: UTF8.self)), offset: start)
        case .bool, .null:
            try scanner.skipValue(depth: depth)
            switch scanner.base[start] {
            case UInt8(ascii: "t"): return JSONNode(.bool(true), offset: start)
            case UInt8(ascii: "f"): return JSONNode(.bool(false), offset: start)
            default: return JSONNode(.null, offset: start)
            }
        case nil:
            guard scanner.index < scanner.end else { throw scanner.fail("unexpected end of input; expected a value") }
            throw try scanner.unexpectedValue()
        }
    }

    /// Steps into the object or array whose opening bracket is at the scanner (at `depth`) and
    /// past the space after it; true when `closing` follows at once (it is empty), stepped past too.
    private mutating func opensEmpty(depth: Int, closing: UInt8) throws(JSONScanStop) -> Bool {
        try scanner.checkDepth(depth)
        scanner.index += 1
        scanner.skipWhitespace()
        guard scanner.peek() == closing else { return false }
        scanner.index += 1
        return true
    }

    private mutating func parseObject(depth: Int) throws(JSONScanStop) -> JSONValue {
        if try opensEmpty(depth: depth, closing: UInt8(ascii: "}")) { return .object([]) }
        var members: [JSONMember] = []
        while true {
            scanner.skipWhitespace()
            let key = try scanner.scanMemberName()
            try scanner.scanColon(after: key)
            scanner.skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: JSONStringDecoding.string(key, in: scanner.base), value: value))
            if try scanner.scanObjectSeparator() { return .object(members) }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONScanStop) -> JSONValue {
        if try opensEmpty(depth: depth, closing: UInt8(ascii: "]")) { return .array([]) }
        var elements: [JSONNode] = []
        while true {
            scanner.skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            if try scanner.scanArraySeparator() { return .array(elements) }
        }
    }
}
