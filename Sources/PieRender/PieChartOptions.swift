import JuiceCore
import PieGeometry

/// How to turn sales into a chart: what labels say, what is folded, in which order and shape.
public struct PieChartOptions: Sendable, Equatable {
    /// Replaces the default title when set.
    public var title: String?
    public var language: NameLanguage = .korean
    public var labelContent: LabelContent = .namePercent
    /// Decimals of the shares; nil picks the fewest (0 to 2) at which no juice shows 0 %.
    public var precision: Int?
    public var order: SegmentOrder = .value
    /// Keep this many juices and fold the rest into "Other".
    public var top: Int?
    /// Fold juices below this share (0...1) into "Other".
    public var minimumShare: Double?
    /// Degrees clockwise from 3 o'clock, as the seed's 0; -90 starts at 12 o'clock.
    public var startAngleDegrees: Double = 0
    public var clockwise = true
    /// 0 for a pie; 0.1 to 0.9 for a donut with the total in the hole.
    public var donutRatio: Double = 0
    public var legendPosition: LegendPosition = .automatic
    /// Put before revenue figures.
    public var currency = "₩"

    public init() {}
}
