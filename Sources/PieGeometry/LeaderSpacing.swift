/// How close leader lines come to each other: two that cross, run along one another, or come
/// within a few points read on the image as one line that no label can be traced along.
///
/// Each line is held apart from every other in two zones: once it is `rimClearance` beyond the
/// rim, at least `nearSeparation` (2 pt), so neighbouring slivers' lines no longer start a hair
/// apart and run along one segment (issue 37); beyond its fan (`fanLength` past its elbow), at
/// least the separation the caller asks (`PieLayoutMetrics.leaderSeparation`, 3 pt at full size),
/// as ECharts' lines spread from a cluster of slivers. Nowhere may two lines cross.
struct LeaderSpacing {
    /// How far beyond its elbow, in points from the pie's centre, a leader line may run as close
    /// as `nearSeparation` to another: room for the lines of a cluster of slivers to spread out.
    static let fanLength = 12.0
    /// How far beyond the rim, in points from the pie's centre, two lines may start closer than
    /// `nearSeparation`: the rims of two neighbouring slivers are that close.
    static let rimClearance = 4.0
    /// The least distance, in points, between two leader lines once each is `rimClearance` beyond the rim.
    static let nearSeparation = 2.0

    /// A leader line ready for distance tests: its pieces and bounding box.
    private struct Line {
        let index: Int
        /// Whether it is among the lines being checked (not only a line they are checked against).
        let checked: Bool
        let segments: [LineSegment]
        /// How far from the centre the line's near zone starts: its rim plus `rimClearance`.
        let near: Double
        /// How far from the centre the line's fan reaches: its elbow plus `fanLength`.
        let fan: Double
        let minX, maxX, minY, maxY: Double

        init(_ label: SliceLabel, center: Point, checked: Bool) {
            let points = label.leader ?? []
            index = label.sliceIndex
            self.checked = checked
            segments = label.leaderSegments
            near = (points.first?.distance(to: center) ?? 0) + LeaderSpacing.rimClearance
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

    /// The first two slices, by their leader lines' tops, whose lines cross, come closer than
    /// `nearLimit` once `rimClearance` beyond the rim, or closer than `limit` beyond their fans;
    /// with how close (0 when they cross); nil when no two do.
    ///
    /// Lines sorted by their top are swept, so only lines whose heights come within `limit` of
    /// each other are compared: the placer asks this for every label it tries.
    func closest(below limit: Double, near nearLimit: Double = Self.nearSeparation)
        -> (first: Int, second: Int, distance: Double)?
    {
        // The parts beyond each line's near zone and fan, worked out only for lines that come near another.
        var nears: [[LineSegment]?] = Array(repeating: nil, count: lines.count)
        var spreads: [[LineSegment]?] = Array(repeating: nil, count: lines.count)
        func parts(_ i: Int, beyond radius: Double, _ cache: inout [[LineSegment]?]) -> [LineSegment] {
            if let parts = cache[i] { return parts }
            let parts = lines[i].segments.flatMap { $0.parts(outsideCircleAround: center, radius: radius) }
            cache[i] = parts
            return parts
        }
        let reach = max(limit, nearLimit)
        for (i, line) in lines.enumerated() {
            for (j, other) in lines.enumerated().dropFirst(i + 1) {
                if other.minY > line.maxY + reach { break }
                guard line.checked || other.checked, line.index != other.index,
                    line.minX <= other.maxX + reach, other.minX <= line.maxX + reach
                else { continue }
                for segment in line.segments {
                    for piece in other.segments where segment.intersects(piece) {
                        return (line.index, other.index, 0)
                    }
                }
                for segment in parts(i, beyond: line.near, &nears) {
                    for piece in parts(j, beyond: other.near, &nears) {
                        let distance = segment.distance(to: piece)
                        if distance < nearLimit { return (line.index, other.index, distance) }
                    }
                }
                guard limit > nearLimit else { continue }
                for segment in parts(i, beyond: line.fan, &spreads) {
                    for piece in parts(j, beyond: other.fan, &spreads) {
                        let distance = segment.distance(to: piece)
                        if distance < limit { return (line.index, other.index, distance) }
                    }
                }
            }
        }
        return nil
    }
}
