/// The one set of checks on an order's fields, and the one message for each problem, that
/// every reader applies, so a value means the same and is refused in the same words whatever
/// the file's format.
///
/// JSON readers hand over a field's kind and its bytes; CSV hands over a cell's text, read as
/// JSON would write the value: a number's literal, a string's content. So `2.0` and `2e0` are
/// the quantity 2 in both, and `2.5` is refused in both. The byte-level entry points exist
/// for the JSON reader's fast path, which must not build a `String` for every field; they are
/// `package`, for this package's readers, and the checks of a JSON value's kind are JuiceIngest's.
public enum OrderFieldRules {
    /// A line's units: a whole number other than 0, negative on a return (a line that gives units
    /// back and takes its amount off). 0 sells nothing and is refused, as it always was.
    public static let quantity = WholeNumber(
        field: "quantity", minimum: -Int64.max, allowsZero: false,
        requirement: "a whole number other than 0 (negative for a return)")
    /// An export's quantity (Square, Loyverse): negative on a refund line, and 0 allowed, as the
    /// vendors write it on lines that only move money.
    public static let signedQuantity = WholeNumber(
        field: "quantity", minimum: -Int64.max, requirement: "a whole number")

    /// Every order line names its juice; there is no default.
    public static let juiceMissing = OrderFieldProblem(field: "juice", problem: "is missing")

    /// An `orderedAt` text: an RFC 3339 date-time with an offset, because a time without one names no instant.
    public static func orderedAt(_ text: String) throws(OrderFieldProblem) -> OrderTimestamp {
        guard let timestamp = OrderTimestamp.parse(text) else { throw orderedAtProblem(text) }
        return timestamp
    }

    /// `orderedAt` from the UTF-8 bytes of a string without escapes; a `String` is made only for the message.
    // Inlinable: the JSON decoder (JuiceIngest) calls it for every order, from another module
    // (bench/instructions.sh counts the calls).
    @inlinable
    package static func orderedAt(utf8 bytes: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> OrderTimestamp {
        guard let timestamp = OrderTimestamp.parse(bytes) else {
            throw orderedAtProblem(String(decoding: bytes, as: UTF8.self))
        }
        return timestamp
    }

    /// `orderedAt` from a table's cell: with an offset, or a local time on `clock`'s wall clock
    /// (what exports write: `2026-11-21 09:15`, `2026-11-21T09:15:02`).
    package static func orderedAt(utf8 bytes: UnsafeRawBufferPointer, localTo clock: LocalClock)
        throws(OrderFieldProblem) -> OrderTimestamp
    {
        guard let timestamp = OrderTimestamp.parse(bytes, localTo: clock) else {
            throw OrderFieldProblem(
                field: "orderedAt",
                problem: "must be a date-time such as 2026-11-21 09:15 (local time in "
                    + "\(clock.timeZone.identifier)) or 2026-11-21T09:15:02+09:00; got "
                    + "\(quotedValue(String(decoding: bytes, as: UTF8.self)))"
            )
        }
        return timestamp
    }

    /// `orderedAt` from an export's cell: also `7/18/26 12:59 PM`, `31/12/2025 14:05`, an
    /// offset without a colon, and Excel serial days; `order` settles slashed dates.
    package static func orderedAt(
        utf8 bytes: UnsafeRawBufferPointer, localTo clock: LocalClock, order: DateOrder?,
        field: String = "orderedAt"
    ) throws(OrderFieldProblem) -> OrderTimestamp {
        switch OrderTimestamp.parse(bytes, localTo: clock, order: order) {
        case .timestamp(let timestamp):
            return timestamp
        case .ambiguous:
            throw OrderFieldProblem(
                field: field,
                problem: "is \(quotedValue(String(decoding: bytes, as: UTF8.self))), which names a different "
                    + "day read day-first or month-first; give --date-order dmy or --date-order mdy")
        case .invalid:
            throw OrderFieldProblem(
                field: field,
                problem: "must be a date-time such as 2026-11-21 09:15, 11/21/26 9:15 AM or 21/11/2026 09:15 "
                    + "(local time in \(clock.timeZone.identifier)) or 2026-11-21T09:15:02+09:00; got "
                    + "\(quotedValue(String(decoding: bytes, as: UTF8.self)))")
        }
    }

    /// A `status` text, as `OrderStatus(written:)` reads it.
    public static func status(_ text: String) throws(OrderFieldProblem) -> OrderStatus {
        guard let status = OrderStatus(written: text) else {
            throw OrderFieldProblem(
                field: "status",
                problem: "has unknown value \(quotedValue(text)); expected completed, cancelled or refunded")
        }
        return status
    }

    /// `status` from the UTF-8 bytes of a string without escapes. Nearly every order is
    /// `completed`, so that is compared byte for byte before any `String` is made.
    package static func status(utf8 bytes: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> OrderStatus {
        if bytes.elementsEqual("completed".utf8) { return .completed }
        return try status(String(decoding: bytes, as: UTF8.self))
    }

    @usableFromInline
    static func orderedAtProblem(_ text: String) -> OrderFieldProblem {
        OrderFieldProblem(
            field: "orderedAt",
            problem: "must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got \(quotedValue(text))")
    }

    /// The rule for a whole-number field (`quantity`): a JSON number that denotes a whole number
    /// within `Int64`, at least `minimum`, and not 0 unless `allowsZero`.
    public struct WholeNumber: Sendable {
        public let field: String
        let minimum: Int64
        let allowsZero: Bool
        /// What the value must be, in the words of the message: "a whole number other than 0 (negative for a return)".
        package let requirement: String

        init(field: String, minimum: Int64, allowsZero: Bool = true, requirement: String) {
            self.field = field
            self.minimum = minimum
            self.allowsZero = allowsZero
            self.requirement = requirement
        }

        /// Whether a whole number within `Int64` is one this rule takes.
        @inline(__always)
        package func accepts(_ value: Int64) -> Bool {
            value >= minimum && (allowsZero || value != 0)
        }

        /// The value of a number literal that `JSONScanner` has already checked.
        package func value(literal raw: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> Int64 {
            // Plain digits that fit: no String, no Double.
            if raw.count <= 18, raw[0] != UInt8(ascii: "-"), !raw.contains(where: { $0 &- UInt8(ascii: "0") >= 10 }) {
                let value = raw.reduce(Int64(0)) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
                guard accepts(value) else {
                    throw OrderFieldProblem(field: field, problem: "must be \(requirement), got \(value)")
                }
                return value
            }
            // A checked literal is short ASCII of digits, sign, point and exponent: safe to show unquoted.
            let literal = String(decoding: raw, as: UTF8.self)
            let short = literal.count <= 40 ? literal : literal.prefix(40) + "…"
            guard let value = JSONInteger.value(of: literal) else {
                throw OrderFieldProblem(
                    field: field,
                    problem: JSONInteger.isWholeNumber(literal)
                        ? "is too large: \(short)" : "must be \(requirement), got \(short)")
            }
            guard accepts(value) else {
                throw OrderFieldProblem(field: field, problem: "must be \(requirement), got \(short)")
            }
            return value
        }

        /// The value of a table cell's bytes (UTF-8), which should be a JSON number literal:
        /// plain digits without making a `String`, anything else as `value(text:)`.
        @inline(__always)
        package func value(cell raw: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> Int64 {
            if !raw.isEmpty, raw.count <= 18, raw[0] != UInt8(ascii: "0") || raw.count == 1,
                !raw.contains(where: { $0 &- UInt8(ascii: "0") >= 10 })
            {
                return try value(literal: raw)
            }
            return try value(text: String(decoding: raw, as: UTF8.self))
        }

        /// The value of a cell written with a decimal comma (`2,000` is 2, `1.000` is 1000), as
        /// Excel writes numbers where the comma is the decimal mark.
        package func value(decimalCommaCell raw: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> Int64 {
            guard raw.contains(UInt8(ascii: ",")) || raw.contains(UInt8(ascii: ".")) else {
                return try value(cell: raw)
            }
            let literal = String(decoding: raw, as: UTF8.self).replacingOccurrences(of: ".", with: "")
                .replacingOccurrences(of: ",", with: ".")
            do {
                return try value(text: literal)
            } catch {
                throw OrderFieldProblem(
                    field: field,
                    problem:
                        "must be \(requirement), got \(quotedValue(String(decoding: raw, as: UTF8.self), limit: 40))")
            }
        }

        /// The value of a text, such as a CSV cell, that should be a JSON number literal.
        ///
        /// Text that is not one (`+5`, `05`, `two`) is refused with the text quoted, since it may
        /// hold anything; a literal goes through the same rule as in JSON.
        public func value(text: String) throws(OrderFieldProblem) -> Int64 {
            var contiguous = text
            let result = contiguous.withUTF8 { bytes in
                Result { () throws(OrderFieldProblem) -> Int64 in
                    let raw = UnsafeRawBufferPointer(bytes)
                    guard Self.isNumberLiteral(raw) else {
                        throw OrderFieldProblem(
                            field: field, problem: "must be \(requirement), got \(quotedValue(text, limit: 40))")
                    }
                    return try value(literal: raw)
                }
            }
            return try result.get()
        }

        /// Whether the bytes are exactly one JSON number literal, by the grammar `JSONScanner` reads.
        package static func isNumberLiteral(_ raw: UnsafeRawBufferPointer) -> Bool {
            JSONNumberLiteral.isLiteral(raw)
        }
    }
}
