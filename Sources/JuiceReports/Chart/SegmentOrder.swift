import JuiceCore

/// The order slices and legend rows appear in.
public enum SegmentOrder: String, Sendable, CaseIterable {
    /// Most sold first, ties by name.
    case value
    /// By name, in Unicode order (가나다 for Hangul, then by value).
    case name
    /// As the menu lists the juices; off-menu juices after them, most sold first.
    case menu
    /// As the input gives them: the order juices first appear in the orders (cancelled ones too),
    /// or the row order of `--totals`; for age bands, sizes and other ordered categories.
    case input

    /// `segments` in this order; every tie is broken so the result never depends on input order,
    /// except for `input`, which follows `appearance` (juices in the order the input first gave them).
    public func sorted(_ segments: some Sequence<ChartSegment>, menu: Menu, appearance: [JuiceIdentity] = [])
        -> [ChartSegment]
    {
        let rank = Dictionary(appearance.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return segments.sorted { a, b in
            switch self {
            case .input:
                let (ra, rb) = (rank[a.juice] ?? Int.max, rank[b.juice] ?? Int.max)
                if ra != rb { return ra < rb }
            case .value:
                if a.value != b.value { return a.value > b.value }
            case .name:
                break
            case .menu:
                let (ma, mb) = (menu.menuOrder(of: a.juice), menu.menuOrder(of: b.juice))
                if ma != mb { return ma < mb }
                if a.value != b.value { return a.value > b.value }
            }
            if a.name != b.name { return JuiceNames.precedes(a.name, b.name) }
            return a.value > b.value
        }
    }
}
