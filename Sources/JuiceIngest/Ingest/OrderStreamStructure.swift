/// Where a reader stands in the structure of its input (wrapper object, array of orders,
/// or JSON Lines), advanced one step at a time.
///
/// A step either completes, and the reader commits the bytes it used, or throws
/// `.needMoreInput` having changed nothing, so it can run again after a refill.
struct OrderStreamStructure {
    enum Step {
        /// The step consumed structure (a bracket, a comma, a member beside `orders`).
        case moved
        /// The step scanned one order into the tokens.
        case order
        /// The reader stands between two orders at the split offset it was given.
        case reachedSplit
        /// The input is JSON but not an order history; `offset` is an input offset.
        case notAnOrderHistory(offset: Int, found: String)
    }

    private enum Phase {
        case start
        case wrapperMember(first: Bool)
        case wrapperSeparator
        case arrayStart
        case arrayElement
        case arraySeparator
        case lineRecord
        case lineEnd
        case afterTopLevel
        case done
    }

    private var phase = Phase.start
    /// The format as named by the user or the file name; nil until the content decides.
    private(set) var format: OrderInputFormat?
    /// The nesting depth of each order: 1 in JSON Lines, 2 in a bare array, 3 inside the wrapper.
    private var orderDepth = 2
    private var inWrapper = false
    private var sawOrders = false

    init(format: OrderInputFormat?) {
        self.format = format
    }

    var isDone: Bool {
        if case .done = phase { true } else { false }
    }

    /// Whether the reader is inside the list of orders (past `[`, or reading JSON Lines).
    var isInOrderList: Bool {
        switch phase {
        case .arrayStart, .arrayElement, .arraySeparator, .lineRecord, .lineEnd: true
        default: false
        }
    }

    /// The structure as a reader starting at an order in the middle of the list must see it.
    func resumedInOrderList() -> OrderStreamStructure? {
        guard isInOrderList else { return nil }
        var copy = self
        copy.phase = format == .ndjson ? .lineRecord : .arrayElement
        return copy
    }

    /// Takes one step. With `splitOffset`, a step that is about to read an order stops instead
    /// when the whitespace before that order spans the offset.
    mutating func advance(
        _ scanner: inout JSONScanner, tokens: inout OrderRecordTokens,
        bufferIsFull: Bool, splitOffset: Int? = nil
    ) throws(JSONScanStop) -> Step {
        switch phase {
        case .start:
            return try start(&scanner, bufferIsFull: bufferIsFull)
        case .wrapperMember(let first):
            scanner.skipWhitespace()
            if first, scanner.peek() == UInt8(ascii: "}") {
                scanner.index += 1
                return finishWrapper()
            }
            let name = try scanner.scanMemberName()
            try scanner.scanColon(after: name)
            scanner.skipWhitespace()
            guard JSONStringDecoding.string(name, in: scanner.base) == "orders" else {
                try scanner.skipValue(depth: 2)
                phase = .wrapperSeparator
                return .moved
            }
            let valueOffset = scanner.index
            guard !sawOrders else {
                return .notAnOrderHistory(
                    offset: scanner.baseOffset + name.start - 1, found: "a second \"orders\" member")
            }
            guard scanner.peek() == UInt8(ascii: "[") else {
                let kind = scanner.kindOfNextValue()
                try scanner.skipValue(depth: 2)
                return .notAnOrderHistory(
                    offset: scanner.baseOffset + valueOffset,
                    found: "\"orders\" holding \(kind?.description ?? "nothing")")
            }
            try scanner.checkDepth(2)
            scanner.index += 1
            sawOrders = true
            orderDepth = 3
            phase = .arrayStart
            return .moved
        case .wrapperSeparator:
            if try scanner.scanObjectSeparator() { return finishWrapper() }
            phase = .wrapperMember(first: false)
            return .moved
        case .arrayStart:
            scanner.skipWhitespace()
            guard scanner.index < scanner.end else {
                throw scanner.endOfInput("expected an order or ']', found the end of the input")
            }
            if scanner.base[scanner.index] == UInt8(ascii: "]") {
                scanner.index += 1
                phase = inWrapper ? .wrapperSeparator : .afterTopLevel
                return .moved
            }
            phase = .arrayElement
            return .moved
        case .arrayElement:
            if Self.skipWhitespace(&scanner, reaching: splitOffset) { return .reachedSplit }
            try OrderRecordScanner.scan(&scanner, depth: orderDepth, into: &tokens)
            phase = .arraySeparator
            return .order
        case .arraySeparator:
            if try scanner.scanArraySeparator() {
                phase = inWrapper ? .wrapperSeparator : .afterTopLevel
            } else {
                phase = .arrayElement
            }
            return .moved
        case .lineRecord:
            if Self.skipWhitespace(&scanner, reaching: splitOffset) { return .reachedSplit }
            if try finishes(at: scanner) { return .moved }
            try OrderRecordScanner.scan(&scanner, depth: 1, into: &tokens)
            phase = .lineEnd
            return .order
        case .lineEnd:
            scanner.skipSpacesOnLine()
            if try finishes(at: scanner) { return .moved }
            guard scanner.base[scanner.index] == 0x0A else {
                throw scanner.fail(
                    "expected a line break after the order (JSON Lines holds "
                        + "one order per line), found \(scanner.describeCurrent())"
                )
            }
            scanner.index += 1
            phase = .lineRecord
            return .moved
        case .afterTopLevel:
            scanner.skipWhitespace()
            if try finishes(at: scanner) { return .moved }
            throw scanner.fail(
                "expected the end of the input after the top-level value, found \(scanner.describeCurrent())")
        case .done:
            return .moved
        }
    }

    /// Skips the whitespace before an order; true when that whitespace spans `splitOffset`,
    /// so a reader that stops there stands between two orders.
    private static func skipWhitespace(_ scanner: inout JSONScanner, reaching splitOffset: Int?) -> Bool {
        let before = scanner.baseOffset + scanner.index
        scanner.skipWhitespace()
        guard let splitOffset else { return false }
        return before <= splitOffset && splitOffset <= scanner.baseOffset + scanner.index
    }

    /// Whether `scanner` stands at the end of the input, which ends the reading; at the end of a
    /// window that is not the last, more input is needed first.
    private mutating func finishes(at scanner: JSONScanner) throws(JSONScanStop) -> Bool {
        guard scanner.index == scanner.end else { return false }
        guard scanner.isFinal else { throw .needMoreInput }
        phase = .done
        return true
    }

    private mutating func finishWrapper() -> Step {
        guard sawOrders else {
            return .notAnOrderHistory(offset: rootOffset ?? 0, found: "an object without \"orders\"")
        }
        phase = .afterTopLevel
        return .moved
    }

    /// The input offset of the top-level value, once the first step has found it.
    private(set) var rootOffset: Int?

    /// Skips a byte order mark and whitespace, refuses empty input, and tells the kind of input.
    private mutating func start(_ scanner: inout JSONScanner, bufferIsFull: Bool) throws(JSONScanStop) -> Step {
        let available = scanner.end - scanner.index
        if available < 3 && !scanner.isFinal { throw .needMoreInput }
        if available >= 3, scanner.base[scanner.index] == 0xEF, scanner.base[scanner.index + 1] == 0xBB,
            scanner.base[scanner.index + 2] == 0xBF
        {
            scanner.index += 3
        }
        scanner.skipWhitespace()
        if scanner.index == scanner.end {
            guard scanner.isFinal else { throw .needMoreInput }
            throw scanner.fail("the file is empty; expected a JSON value")
        }
        rootOffset = scanner.baseOffset + scanner.index
        if format == nil, scanner.base[scanner.index] == UInt8(ascii: "{") {
            format = try looksLikeJSONLines(scanner, bufferIsFull: bufferIsFull) ? .ndjson : .json
        }
        if format == .ndjson {
            phase = .lineRecord
            return .moved
        }
        switch scanner.base[scanner.index] {
        case UInt8(ascii: "["):
            scanner.index += 1
            orderDepth = 2
            phase = .arrayStart
            return .moved
        case UInt8(ascii: "{"):
            scanner.index += 1
            inWrapper = true
            phase = .wrapperMember(first: true)
            return .moved
        default:
            let offset = scanner.index
            let kind = scanner.kindOfNextValue()
            try scanner.skipValue(depth: 1)
            scanner.skipWhitespace()
            if scanner.index < scanner.end {
                throw scanner.fail(
                    "expected the end of the input after the top-level value, found \(scanner.describeCurrent())")
            }
            if !scanner.isFinal { throw .needMoreInput }
            return .notAnOrderHistory(offset: scanner.baseOffset + offset, found: kind?.description ?? "nothing")
        }
    }

    /// Whether input that starts with `{` holds one object per line: the first object ends,
    /// and after a line break another value starts. Looks only as far as the buffer reaches.
    private func looksLikeJSONLines(_ start: JSONScanner, bufferIsFull: Bool) throws(JSONScanStop) -> Bool {
        var scanner = start
        do throws(JSONScanStop) {
            try scanner.skipValue(depth: 1)
        } catch .needMoreInput {
            if bufferIsFull { return false }  // a first value longer than the buffer is a wrapper object
            throw .needMoreInput
        } catch {
            return false  // let the JSON reading report the syntax error in its own words
        }
        scanner.skipSpacesOnLine()
        guard scanner.index < scanner.end else {
            if scanner.isFinal || bufferIsFull { return false }
            throw .needMoreInput
        }
        guard scanner.base[scanner.index] == 0x0A else { return false }
        scanner.skipWhitespace()
        guard scanner.index < scanner.end else {
            if scanner.isFinal { return false }
            if bufferIsFull { return true }
            throw .needMoreInput
        }
        return true
    }
}
