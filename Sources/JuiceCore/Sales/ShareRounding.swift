/// The one rule every share is printed by: chart labels, the legend, `--summary` (table, CSV,
/// JSON), the report's table and the daily pages.
///
/// Each share is its exact value rounded to the nearest figure (half up) at one decimal count
/// for the whole list: the fewest, from 0 up to `maximumDecimals`, at which different values
/// print different figures, or, when no count within the cap tells them all apart, the fewest
/// that tells the most apart. Equal values print equal figures, and no decimal is taken for
/// ties alone. A share too small for those decimals prints its own first significant figure
/// (`0.04%`), never `0%`; a share short of the whole that would print `100%` prints as many
/// more decimals as keep it below (`99.96%`). The figures need not add up to 100: a largest
/// remainder sum would print some shares a whole unit off their value (2.63 % as `2%` beside
/// 1.80 % as `2%`).
public enum ShareRounding {
    /// The most decimals chosen to tell shares apart; `--precision` may ask for up to 3.
    public static let maximumDecimals = 2

    /// The printed shares of `values` (each ≥ 0), in their order, at `precision` decimals when
    /// given, else at the decimals the rule chooses.
    public static func shares(of values: [Int64], precision: Int? = nil) -> ShareFigures {
        precondition(
            values.allSatisfy { $0 >= 0 }
                && (precision.map { (0...ShareFigures.maximumPrecision).contains($0) } ?? true))
        let scaled = Scaled(values)
        if let precision { return ShareFigures(decimals: precision, shares: scaled.shares(decimals: precision)) }
        let distinct = Set(values).count
        var best = (decimals: 0, shares: scaled.shares(decimals: 0))
        var told = differentFigures(values, best.shares)
        for decimals in 1...maximumDecimals where told < distinct {
            let shares = scaled.shares(decimals: decimals)
            let tells = differentFigures(values, shares)
            if tells > told { (best, told) = ((decimals, shares), tells) }
        }
        return ShareFigures(decimals: best.decimals, shares: best.shares)
    }

    /// How many different figures the different values print. A share of more places than the
    /// list's (a tiny one, or one just short of the whole) never reads like one at the list's
    /// decimals, so the figures compare as they are.
    private static func differentFigures(_ values: [Int64], _ shares: [Share]) -> Int {
        Set(Dictionary(zip(values, shares), uniquingKeysWith: { first, _ in first }).values).count
    }

    /// Values and their total, exact: a total past `Int64.max` halves every value until it fits
    /// (a change far below any printed decimal).
    private struct Scaled {
        let values: [Int64]
        let total: Int64

        init(_ values: [Int64]) {
            var values = values
            while true {
                var total: Int64 = 0
                var overflow = false
                for value in values {
                    (total, overflow) = total.addingReportingOverflow(value)
                    if overflow { break }
                }
                if !overflow {
                    (self.values, self.total) = (values, total)
                    return
                }
                values = values.map { $0 / 2 }
            }
        }

        func shares(decimals: Int) -> [Share] {
            values.map { share(of: $0, decimals: decimals) }
        }

        /// One value's share at `decimals`, or at more when those print a share that is not
        /// 0 as 0, or one that is not the whole as 100.
        func share(of value: Int64, decimals: Int) -> Share {
            guard total > 0 else { return Share(ticks: 0, decimals: decimals) }
            var places = decimals
            while true {
                let ticks = Self.rounded(value, of: total, places: places)
                let whole = 100 * Share.power(places)
                let misleads = (ticks == 0 && value > 0) || (ticks == whole && value < total)
                if !misleads || places == Share.maximumPlaces { return Share(ticks: ticks, decimals: places) }
                places += 1
            }
        }

        /// `value / total` in units of 10^-places percent, rounded to the nearest, half up.
        static func rounded(_ value: Int64, of total: Int64, places: Int) -> Int64 {
            let scale = Share.power(2 + places)
            let product = value.multipliedFullWidth(by: scale)
            // value ≤ total, so the quotient is at most `scale` and fits.
            let (quotient, remainder) = total.dividingFullWidth((high: product.high, low: product.low))
            return remainder >= total - remainder ? quotient + 1 : quotient
        }
    }
}

/// The printed shares of a list: the decimals chosen for it, and each value's figure (a
/// tiny share may carry more decimals than the list's).
public struct ShareFigures: Sendable, Equatable {
    /// `--precision` goes up to 3.
    public static let maximumPrecision = 3

    public let decimals: Int
    public let shares: [Share]

    /// `21%`, `20.5%`, `0.04%`, in the values' order.
    public var texts: [String] { shares.map(\.text) }

    /// The whole, at the list's decimals: `100%`, `100.0%`.
    public var totalText: String { Share(ticks: Share.power(decimals) * 100, decimals: decimals).text }
}

/// One printed share: `ticks` units of 10^-`decimals` percent.
public struct Share: Sendable, Hashable {
    public let ticks: Int64
    public let decimals: Int

    /// More places than any share of Int64 values needs but the very smallest of the largest totals.
    static let maximumPlaces = 16

    /// `24%`, `24.5%`, `0.04%`.
    public var text: String { plain + "%" }

    /// The figure without its sign, as CSV carries it: `24`, `24.5`, `0.04`.
    public var plain: String {
        guard decimals > 0 else { return String(ticks) }
        let scale = Self.power(decimals)
        let fraction = String(ticks % scale)
        return "\(ticks / scale).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
    }

    /// The figure as a number, as JSON carries it: 24.5.
    public var percent: Double { Double(plain) ?? 0 }

    static func power(_ exponent: Int) -> Int64 {
        (0..<exponent).reduce(Int64(1)) { value, _ in value * 10 }
    }
}
