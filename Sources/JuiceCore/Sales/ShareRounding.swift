/// Rounds shares of a total to percentages that add up to exactly 100.
///
/// Uses the largest remainder method (Hamilton's), as ECharts does for its pies:
/// every share is rounded down, and the units of precision still missing go to the
/// shares that lost the most, ties to the earlier share.
public enum ShareRounding {
    /// Percentages in hundredths-of-a-percent style ticks: with `decimals` 1 a result of
    /// 245 means 24.5 %. The results add up to `100 × 10^decimals` unless every value is 0.
    public static func percentTicks(of values: [Int64], decimals: Int) -> [Int64] {
        precondition(values.allSatisfy { $0 >= 0 } && (0...4).contains(decimals))
        let total = values.reduce(0.0) { $0 + Double($1) }
        guard total > 0 else { return values.map { _ in 0 } }
        var scale: Int64 = 100
        for _ in 0..<decimals { scale *= 10 }
        let exact = values.map { Double($0) / total * Double(scale) }
        var ticks = exact.map { Int64($0.rounded(.down)) }
        var missing = scale - ticks.reduce(0, +)
        let byRemainder = exact.indices.sorted { a, b in
            let (ra, rb) = (exact[a] - Double(ticks[a]), exact[b] - Double(ticks[b]))
            return ra != rb ? ra > rb : a < b
        }
        for index in byRemainder where missing > 0 {
            ticks[index] += 1
            missing -= 1
        }
        return ticks
    }

    /// Like `percentTicks`, but equal values always get equal ticks: the units still missing go to
    /// whole groups of equal values, largest remainder first, until a group is larger than what
    /// is still missing. `complete` tells whether the ticks still add up to `100 × 10^decimals`;
    /// when not, they fall short by less than the size of some group of equal values
    /// (three equal thirds show 33.3 % each, 99.9 % in all).
    public static func percentTicksKeepingTies(of values: [Int64], decimals: Int) -> (ticks: [Int64], complete: Bool) {
        precondition(values.allSatisfy { $0 >= 0 } && (0...4).contains(decimals))
        let total = values.reduce(0.0) { $0 + Double($1) }
        guard total > 0 else { return (values.map { _ in 0 }, true) }
        var scale: Int64 = 100
        for _ in 0..<decimals { scale *= 10 }
        let exact = values.map { Double($0) / total * Double(scale) }
        var ticks = exact.map { Int64($0.rounded(.down)) }
        var missing = scale - ticks.reduce(0, +)
        // Groups of equal values in order of first appearance; equal values have equal remainders.
        var groups: [(value: Int64, members: [Int])] = []
        var groupOfValue: [Int64: Int] = [:]
        for (index, value) in values.enumerated() {
            if let group = groupOfValue[value] {
                groups[group].members.append(index)
            } else {
                groupOfValue[value] = groups.count
                groups.append((value, [index]))
            }
        }
        let byRemainder = groups.sorted { a, b in
            let (ia, ib) = (a.members[0], b.members[0])
            let (ra, rb) = (exact[ia] - Double(ticks[ia]), exact[ib] - Double(ticks[ib]))
            return ra != rb ? ra > rb : ia < ib
        }
        for (value, members) in byRemainder where missing > 0 {
            // A group that cannot all round up stops the handing out: a smaller remainder rounding
            // up past a larger one would misstate both.
            guard value > 0, missing >= Int64(members.count) else { break }
            for index in members { ticks[index] += 1 }
            missing -= Int64(members.count)
        }
        return (ticks, missing == 0)
    }

    /// 0 when every nonzero value keeps a nonzero whole percentage, else 1: more decimals
    /// would clutter every label for the sake of the tiniest slice, which shows `<0.1%` instead.
    public static func decimalsShowingEveryValue(_ values: [Int64]) -> Int {
        zip(values, percentTicks(of: values, decimals: 0)).allSatisfy({ $0 == 0 || $1 > 0 }) ? 0 : 1
    }

    /// The text of one share: `24%`, `24.5%`, or `<0.1%` for a nonzero value whose share rounds to 0.
    public static func shareText(value: Int64, ticks: Int64, decimals: Int) -> String {
        guard ticks == 0, value > 0 else { return format(ticks: ticks, decimals: decimals) }
        return "<" + format(ticks: 1, decimals: decimals)
    }

    /// Formats ticks from `percentTicks` as `24%` or `24.5%`.
    public static func format(ticks: Int64, decimals: Int) -> String {
        guard decimals > 0 else { return "\(ticks)%" }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let fraction = String(ticks % scale)
        return "\(ticks / scale).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)%"
    }
}
