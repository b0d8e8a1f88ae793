/// Money is counted in ten-thousandths of a currency's main unit, as whole numbers.
///
/// One fixed scale for every currency: a file says which currency it is in only as it is read
/// (a symbol in a cell, Shopify's `Currency` column), after its first amounts have been added,
/// and sums of cents (2 decimals), fils (3) and whole won must all stay exact. Binary floating
/// point would not: 0.1 + 0.2 is not 0.3. `Int64` at this scale holds 922 trillion main units.
public enum Money {
    /// Ten-thousandths per main unit (dollar, won, pound).
    public static let scale: Int64 = 10_000
    /// The decimals the scale keeps.
    public static let scaleDigits = 4

    /// `whole` main units at the money scale, or nil when that overflows.
    public static func amount(whole: Int64) -> Int64? {
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: scale)
        return overflow ? nil : scaled
    }

    /// The fewest decimals that show `amount` exactly (0 for whole units, 2 for cents).
    public static func decimals(of amount: Int64) -> Int {
        var digits = scaleDigits
        var rest = amount.magnitude
        while digits > 0, rest % 10 == 0 {
            rest /= 10
            digits -= 1
        }
        return digits
    }
}
