/// Reads JSON number literals as 64-bit integers without rounding through `Double`.
enum JSONInteger {
    /// The value of a literal that denotes a whole number within `Int64`: `2`, `-7`, `2.0`, `1e3`.
    /// Returns nil for fractions and for whole numbers out of range.
    static func value(of literal: String) -> Int64? {
        if !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            return Int64(literal)
        }
        guard let number = Double(literal), number.isFinite, number == number.rounded(),
            abs(number) < 9_007_199_254_740_992  // 2^53: beyond it a Double is no longer exact.
        else { return nil }
        return Int64(number)
    }

    /// Whether the literal denotes a whole number, whatever its size.
    static func isWholeNumber(_ literal: String) -> Bool {
        if !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return true }
        guard let number = Double(literal) else { return false }
        return !number.isFinite || number == number.rounded()
    }
}
