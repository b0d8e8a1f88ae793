import JuiceCore

/// The order slices and legend rows appear in.
public enum SegmentOrder: String, Sendable, CaseIterable {
    /// Most sold first, ties by name.
    case value
    /// By name, in Unicode order (가나다 for Hangul, then by value).
    case name
    /// As the menu lists the juices; off-menu juices after them, most sold first.
    case menu

    /// `segments` in this order; every tie is broken so the result never depends on input order.
    public func sorted(_ segments: some Sequence<ChartSegment>, menu: Menu) -> [ChartSegment] {
        segments.sorted { a, b in
            switch self {
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
