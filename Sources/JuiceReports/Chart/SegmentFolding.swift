import JuiceCore

/// Folds small juices into one "Other" slice (기타 in Korean).
public enum SegmentFolding {
    /// The segments to draw and the ones folded away, in their original order.
    public struct Result: Sendable, Equatable {
        /// The kept segments in their order, then "Other" last when anything was folded.
        public let segments: [ChartSegment]
        public let folded: [ChartSegment]
    }

    /// Keeps the `top` largest segments and those with at least `minimumShare` (0...1) of
    /// the total; the rest become one "Other" segment named `otherName` with their number,
    /// `기타 (163)`, so the chart says how many juices it stands for.
    ///
    /// `segments` must be largest first (`SegmentOrder.value`), as the chart sorts them before
    /// folding. Folding a single segment would only rename it, so at least two must qualify.
    public static func fold(_ segments: [ChartSegment], top: Int?, minimumShare: Double?, otherName: String) -> Result {
        let total = segments.reduce(0.0) { $0 + Double($1.value) }
        var foldedJuices = Set<JuiceIdentity>()
        if let top, top >= 0 {
            for segment in segments.dropFirst(top) { foldedJuices.insert(segment.juice) }
        }
        if let minimumShare, total > 0 {
            for segment in segments where Double(segment.value) / total < minimumShare {
                foldedJuices.insert(segment.juice)
            }
        }
        guard foldedJuices.count >= 2 else { return Result(segments: segments, folded: []) }
        let kept = segments.filter { !foldedJuices.contains($0.juice) }
        let folded = segments.filter { foldedJuices.contains($0.juice) }
        let other = ChartSegment(
            juice: .other, name: "\(otherName) (\(folded.count))", value: folded.reduce(0) { $0 + $1.value },
            color: .other)
        return Result(segments: kept + [other], folded: folded)
    }
}
