/// How close leader lines come to each other: two that cross, or run closer than a few points,
/// read on the image as one line that no label can be traced along.
struct LeaderSpacing {
    /// A leader line ready for distance tests: its pieces and bounding box.
    private struct Line {
        let index: Int
        /// Whether it is among the lines being checked (not only a line they are checked against).
        let checked: Bool
        let segments: [Segment]
        let minX, maxX, minY, maxY: Double

        init(_ label: SliceLabel, checked: Bool) {
            let points = label.leader ?? []
            index = label.sliceIndex
            self.checked = checked
            segments = label.leaderSegments
            minX = points.map(\.x).min() ?? 0
            maxX = points.map(\.x).max() ?? 0
            minY = points.map(\.y).min() ?? 0
            maxY = points.map(\.y).max() ?? 0
        }
    }

    private let lines: [Line]

    /// The leader lines of `labels`, to be checked against each other and against those of
    /// `others` (whose own spacing is taken as already checked).
    init(labels: [SliceLabel], others: [SliceLabel] = []) {
        lines = (labels.filter { $0.leader != nil }.map { Line($0, checked: true) }
                 + others.filter { $0.leader != nil }.map { Line($0, checked: false) })
            .sorted { $0.minY < $1.minY }
    }

    /// The first two slices, by their leader lines' tops, whose lines come closer than `limit`
    /// points, and how close; nil when no two do.
    ///
    /// Lines sorted by their top are swept, so only lines whose heights come within `limit` of
    /// each other are compared: the placer asks this for every label it tries.
    func closest(below limit: Double) -> (first: Int, second: Int, distance: Double)? {
        for (i, line) in lines.enumerated() {
            for other in lines[(i + 1)...] {
                if other.minY > line.maxY + limit { break }
                guard line.checked || other.checked, line.index != other.index,
                      line.minX <= other.maxX + limit, other.minX <= line.maxX + limit else { continue }
                for segment in line.segments {
                    for piece in other.segments {
                        let distance = segment.distance(to: piece)
                        if distance < limit { return (line.index, other.index, distance) }
                    }
                }
            }
        }
        return nil
    }
}
