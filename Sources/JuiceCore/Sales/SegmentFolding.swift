/// Folds small juices into one "Other" slice (기타 in Korean).
public enum SegmentFolding {
    /// The segments to draw and the ones folded away, in their original order.
    public struct Result: Sendable, Equatable {
        /// The kept segments in their order, then "Other" last when anything was folded.
        public let segments: [Segment]
        public let folded: [Segment]
    }

    /// The name of the folded slice.
    public static func otherName(in language: NameLanguage) -> String {
        language == .korean ? "기타" : "Other"
    }

    /// Keeps the `top` largest segments and those with at least `minimumShare` (0...1) of
    /// the total; the rest become one "Other" segment.
    ///
    /// Folding a single segment would only rename it, so at least two must qualify.
    public static func fold(_ segments: [Segment], top: Int?, minimumShare: Double?, language: NameLanguage) -> Result {
        let total = segments.reduce(0.0) { $0 + Double($1.value) }
        let largestFirst = SegmentOrder.value.sorted(segments, menu: .standard)
        var foldedJuices = Set<JuiceIdentity>()
        if let top, top >= 0 {
            for segment in largestFirst.dropFirst(top) { foldedJuices.insert(segment.juice) }
        }
        if let minimumShare, total > 0 {
            for segment in segments where Double(segment.value) / total < minimumShare { foldedJuices.insert(segment.juice) }
        }
        guard foldedJuices.count >= 2 else { return Result(segments: segments, folded: []) }
        let kept = segments.filter { !foldedJuices.contains($0.juice) }
        let folded = segments.filter { foldedJuices.contains($0.juice) }
        let other = Segment(juice: .other, name: otherName(in: language),
                            value: folded.reduce(0) { $0 + $1.value }, color: JuicePalette.otherColor)
        return Result(segments: kept + [other], folded: folded)
    }
}
