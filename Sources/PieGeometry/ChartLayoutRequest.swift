/// What every chart's layout request names: the canvas it is laid out on and its title, if any.
public protocol ChartLayoutRequest: Sendable {
    /// In points.
    var canvas: Size { get }
    var title: String? { get }
}
