import JuiceCore

/// The order field rules for a JSON value's kind: a field given a value of the wrong kind is
/// refused by its kind (`"quantity" must be a positive whole number, found a string`).
extension OrderFieldRules {
    /// An id names the order in messages, so it must be text a person can match: a string or a number.
    // These checks run on every order's fields and are inlined into the decoder, as its own
    // checks were before they moved out of it (bench/instructions.sh counts the calls).
    @inline(__always)
    package static func checkID(kind: JSONKind) throws(OrderFieldProblem) {
        guard kind == .string || kind == .number else {
            throw OrderFieldProblem(field: "id", problem: "must be a string or a number, found \(kind.description)")
        }
    }

    /// Fields read as text (`juice`, `orderedAt`, `status`) must be JSON strings, not numbers that look like them.
    @inline(__always)
    package static func checkString(kind: JSONKind, field: String) throws(OrderFieldProblem) {
        guard kind == .string else {
            throw OrderFieldProblem(field: field, problem: "must be a string, found \(kind.description)")
        }
    }
}

/// A rule that reads a JSON number into an amount: whole numbers (`quantity`) and money
/// (`unitPrice`, `amount`) alike, so the decoder reads both one way.
protocol JSONNumberRule {
    func checkKind(_ kind: JSONKind) throws(OrderFieldProblem)
    func value(literal raw: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> Int64
}

extension OrderFieldRules.WholeNumber: JSONNumberRule {
    /// A JSON value of any kind other than a number is refused by its kind.
    @inline(__always)
    package func checkKind(_ kind: JSONKind) throws(OrderFieldProblem) {
        guard kind == .number else {
            throw OrderFieldProblem(field: field, problem: "must be \(requirement), found \(kind.description)")
        }
    }
}

extension OrderFieldRules.MoneyField: JSONNumberRule {
    /// A JSON value of any kind other than a number is refused by its kind.
    @inline(__always)
    package func checkKind(_ kind: JSONKind) throws(OrderFieldProblem) {
        guard kind == .number else {
            throw OrderFieldProblem(
                field: field,
                problem: "must be a number\(allowsNegative ? "" : " of at least 0"), found \(kind.description)")
        }
    }
}
