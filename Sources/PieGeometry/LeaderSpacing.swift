/// How close leader lines come to each other: two that cross, or run closer than a few points,
/// read on the image as one line that no label can be traced along.
///
/// Leaders may fan out from neighbouring rims, as ECharts' do from a cluster of slivers: near
/// the pie (within `fanLength` beyond a line's elbow) lines may converge, since each still leaves
/// its own slice; beyond that they must keep apart, and nowhere may two lines cross.
struct LeaderSpacing {
    /// How far beyond its elbow, in points from the pie's centre, a leader line may run close to
    /// another: room for the lines of a cluster of slivers to spread out.
    static let fanLength = 12.0

    /// A leader line ready for distance tests: its pieces, the parts of them beyond its fan, and bounding box.
    private struct Line {
        let index: Int
        /// Whether it is among the lines being checked (not only a line they are checked against).
        let checked: Bool
        let segments: [LineSegment]
        /// How far from the centre the line's fan reaches: its elbow plus `fanLength`.
        let fan: Double
        let minX, maxX, minY, maxY: Double

        init(_ label: SliceLabel, center: Point, checked: Bool) {
            let points = label.leader ?? []
            index = label.sliceIndex
            self.checked = checked
            segments = label.leaderSegments
            fan = (points.count > 1 ? points[1].distance(to: center) : 0) + LeaderSpacing.fanLength
            minX = points.map(\.x).min() ?? 0
            maxX = points.map(\.x).max() ?? 0
            minY = points.map(\.y).min() ?? 0
            maxY = points.map(\.y).max() ?? 0
        }
    }

    private let lines: [Line]
    private let center: Point

    /// The leader lines of `labels` round a pie centred at `center`, to be checked against each
    /// other and against those of `others` (whose own spacing is taken as already checked).
    init(labels: [SliceLabel], others: [SliceLabel] = [], center: Point) {
        lines =
            (labels.filter { $0.leader != nil }.map { Line($0, center: center, checked: true) }
            + others.filter { $0.leader != nil }.map { Line($0, center: center, checked: false) })
            .sorted { $0.minY < $1.minY }
        self.center = center
    }

    /// The first two slices, by their leader lines' tops, whose lines cross, or come closer than
    /// `limit` points beyond their fans, and how close (0 when they cross); nil when no two do.
    ///
    /// Lines sorted by their top are swept, so only lines whose heights come within `limit` of
    /// each other are compared: the placer asks this for every label it tries.
    func closest(below limit: Double) -> (first: Int, second: Int, distance: Double)? {
        // The parts beyond each line's fan, worked out only for lines that come near another.
        var spreads: [[LineSegment]?] = Array(repeating: nil, count: lines.count)
        func spread(_ i: Int) -> [LineSegment] {
            if let parts = spreads[i] { return parts }
            let parts = lines[i].segments.flatMap { $0.parts(outsideCircleAround: center, radius: lines[i].fan) }
            spreads[i] = parts
            return parts
        }
        for (i, line) in lines.enumerated() {
            for (j, other) in lines.enumerated().dropFirst(i + 1) {
                if other.minY > line.maxY + limit { break }
                guard line.checked || other.checked, line.index != other.index,
                    line.minX <= other.maxX + limit, other.minX <= line.maxX + limit
                else { continue }
                for segment in line.segments {
                    for piece in other.segments where segment.intersects(piece) {
                        return (line.index, other.index, 0)
                    }
                }
                for segment in spread(i) {
                    for piece in spread(j) {
                        let distance = segment.distance(to: piece)
                        if distance < limit { return (line.index, other.index, distance) }
                    }
                }
            }
        }
        return nil
    }
}
