/// Spreads the outside labels of one side of the pie vertically so none overlap.
///
/// The approach of ECharts' pie label layout: push each label below the one above, then push
/// the stack back up from the bottom edge. Labels keep the order they are given in (the
/// slices' order round the pie, top to bottom), so leader lines need not cross to reach them.
/// Labels that cannot fit even with no gaps are left out, smallest slice first.
struct OutsideLabelStack {
    struct Item {
        let sliceIndex: Int
        let value: Double
        let desiredCenterY: Double
        let height: Double
    }

    let top: Double
    let bottom: Double
    let gap: Double

    /// The top edge of each placed label, by slice index; missing slices did not fit.
    ///
    /// - Parameter items: the labels from the top of the column down.
    func place(_ items: [Item]) -> [Int: Double] {
        var kept = items
        var gap = self.gap
        while !kept.isEmpty {
            let needed = kept.map(\.height).reduce(0, +) + gap * Double(kept.count - 1)
            if needed <= bottom - top { break }
            if gap > 0 {
                gap = 0
                continue
            }
            // Leave out the smallest slice (ties: the later one); it stays in the legend.
            // `min(by:)` written out from the first (kept is not empty): the first of equal minima wins.
            let smallest = kept.indices.dropFirst().reduce(kept.startIndex) { least, index in
                let precedes =
                    kept[index].value != kept[least].value
                    ? kept[index].value < kept[least].value
                    : kept[index].sliceIndex > kept[least].sliceIndex
                return precedes ? index : least
            }
            kept.remove(at: smallest)
        }
        let ordered = kept
        var tops: [Double] = []
        var previousBottom = top - gap
        for item in ordered {
            let y = max(item.desiredCenterY - item.height / 2, previousBottom + gap, top)
            tops.append(y)
            previousBottom = y + item.height
        }
        var nextTop = bottom + gap
        for index in ordered.indices.reversed() {
            tops[index] = min(tops[index], nextTop - gap - ordered[index].height)
            nextTop = tops[index]
        }
        var result: [Int: Double] = [:]
        for (item, y) in zip(ordered, tops) { result[item.sliceIndex] = y }
        return result
    }
}
